import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import { userFromBearerToken } from "../auth/bearer-token.ts";
import { getSessionUser, type Auth } from "../auth/create-auth.ts";
import { headersOf } from "../lib/headers.ts";
import { startHeartbeat } from "../lib/heartbeat.ts";
import { VoiceSession, type VoiceSessionDeps } from "./voice-session.ts";

export const VOICE_PATH = "/api/voice";
const HEARTBEAT_MS = 30_000;

/**
 * The `/api/voice` upgrade handler (sync-server checked the Origin already). The cookie at upgrade
 * identifies the caller; cross-origin clients send their bearer token in `start` instead. Sessions are
 * bound to their socket: there is nothing another user could attach to.
 */
export function createVoiceRoute(deps: Omit<VoiceSessionDeps, "userFromToken"> & { auth: Auth }) {
  // Audio frames are small (the client sends ~20-100 ms at a time); a megabyte is far more than enough.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const sessions = new Set<VoiceSession>();
  const heartbeat = startHeartbeat(wss, HEARTBEAT_MS);
  const sessionDeps: VoiceSessionDeps = {
    ...deps,
    userFromToken: (token) => userFromBearerToken(deps.auth, token),
  };

  return {
    upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
      void getSessionUser(deps.auth, headersOf(request)).then((user) => {
        wss.handleUpgrade(request, socket, head, (ws) => {
          heartbeat.watch(ws);
          const session = new VoiceSession(ws, user, sessionDeps);
          sessions.add(session);
          ws.on("close", () => sessions.delete(session));
        });
      });
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
