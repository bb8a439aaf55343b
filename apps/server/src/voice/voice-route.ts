import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import type { Auth } from "../auth/create-auth.ts";
import { headersOf } from "../lib/headers.ts";
import { startHeartbeat } from "../lib/heartbeat.ts";
import { lookupSessionOrNull, type Credentials } from "../auth/socket-session.ts";
import { VoiceSession, type VoiceCaller, type VoiceSessionDeps } from "./voice-session.ts";

export const VOICE_PATH = "/api/voice";
const HEARTBEAT_MS = 30_000;

/**
 * The `/api/voice` upgrade handler (sync-server checked the Origin already). The cookie at upgrade
 * identifies the caller; cross-origin clients send their bearer token in `start` instead. Sessions are
 * bound to their socket: there is nothing another user could attach to.
 */
export function createVoiceRoute(deps: Omit<VoiceSessionDeps, "sessionFromToken"> & { auth: Auth }) {
  // Audio frames are small (the client sends ~20-100 ms at a time); a megabyte is far more than enough.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const sessions = new Set<VoiceSession>();
  const heartbeat = startHeartbeat(wss, HEARTBEAT_MS);
  const callerFor = async (credentials: Credentials): Promise<VoiceCaller | null> => {
    const found = await lookupSessionOrNull(deps.auth, credentials);
    return found ? { user: found.user, authSessionId: found.sessionId } : null;
  };
  const sessionDeps: VoiceSessionDeps = { ...deps, sessionFromToken: (token) => callerFor({ token }) };

  return {
    upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
      void callerFor({ headers: headersOf(request) }).then((caller) => {
        wss.handleUpgrade(request, socket, head, (ws) => {
          heartbeat.watch(ws);
          const session = new VoiceSession(ws, caller, sessionDeps);
          sessions.add(session);
          ws.on("close", () => sessions.delete(session));
        });
      });
    },
    /**
     * Sign-out or revocation of these sign-in sessions (from any instance, over the bus): their calls end
     * as if the founder pressed End Session (what was said is saved), and a call not started never starts.
     */
    endAuthSessions(ids: readonly string[]) {
      if (ids.length === 0) return;
      const ended = new Set(ids);
      for (const session of sessions) {
        if (session.authSessionId && ended.has(session.authSessionId)) void session.end("signed-out");
      }
    },
    /** Open sessions (for tests and shutdown). */
    size: () => sessions.size,
    /** End every session (saving what was said), then close the sockets. */
    async close() {
      heartbeat.stop();
      await Promise.all([...sessions].map((session) => session.end("server-shutdown")));
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}
