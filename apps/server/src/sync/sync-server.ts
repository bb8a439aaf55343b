import type { IncomingMessage } from "node:http";
import type { ServerType } from "@hono/node-server";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import { limits, SERVER_HEARTBEAT_MS } from "@pds/contracts";
import { headersOf } from "../lib/headers.ts";
import { startHeartbeat } from "../lib/heartbeat.ts";
import { isAllowedOrigin } from "../lib/origin.ts";
import { handleSyncConnection, type ConnectionDeps } from "./connection.ts";
import { SocketRegistry } from "./socket-registry.ts";
import { endedSessionIds, lookupSessionOrNull, type SocketSession } from "../auth/socket-session.ts";
import { sharedLookups } from "./shared-recheck.ts";

export const SYNC_PATH = "/api/sync";
/** A session deleted without a notification (by hand, or while the listener was down) is noticed this fast. */
const DEFAULT_SESSION_RECHECK_MS = 60_000;
/** The sockets of one session re-checking within this long share one lookup. */
const RECHECK_SHARED_MS = 5_000;

export type SyncServerDeps = Omit<ConnectionDeps, "registry" | "sessionRecheckMs" | "shareRecheck"> & {
  trustedOrigins: ReadonlySet<string>;
  sessionRecheckMs?: number;
  /** Open sockets one account may hold (the contract's limit unless a benchmark raises it). */
  connectionsPerUser?: number;
};

function refuse(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Accepts sync sockets on /api/sync. The Origin is checked before the upgrade (a page on another site
 * cannot ride the user's cookie), and a server heartbeat keeps idle clients from reconnecting.
 */
export function attachSyncServer(
  server: ServerType,
  syncDeps: SyncServerDeps,
  extraRoutes: Record<string, (request: IncomingMessage, socket: Duplex, head: Buffer) => void> = {},
) {
  const sessionRecheckMs = syncDeps.sessionRecheckMs ?? DEFAULT_SESSION_RECHECK_MS;
  const deps: ConnectionDeps & { trustedOrigins: ReadonlySet<string> } = {
    ...syncDeps,
    registry: new SocketRegistry(syncDeps.connectionsPerUser ?? limits.syncConnectionsPerUserMax),
    sessionRecheckMs,
    // Never longer than half the interval: each socket's next re-check still reads a fresh answer.
    shareRecheck: sharedLookups<SocketSession | null>(Math.min(RECHECK_SHARED_MS, sessionRecheckMs / 2)),
  };
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  // The app-level ping keeps the client's "server silent for 60 s" watchdog quiet on an idle socket.
  const heartbeat = startHeartbeat(wss, SERVER_HEARTBEAT_MS, (ws) =>
    ws.send(JSON.stringify({ type: "ping" })),
  );

  server.on("upgrade", (request, socket, head) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    if (!isAllowedOrigin(request.headers.origin, deps.trustedOrigins)) return refuse(socket, "403 Forbidden");
    const extra = extraRoutes[pathname];
    if (extra) return extra(request, socket, head);
    if (pathname !== SYNC_PATH) return refuse(socket, "404 Not Found");
    void lookupSessionOrNull(deps.auth, { headers: headersOf(request) }).then((session) => {
      wss.handleUpgrade(request, socket, head, (ws) => {
        heartbeat.watch(ws);
        handleSyncConnection(ws, session, deps);
      });
    });
  });

  return {
    clients: () => wss.clients.size,
    /** Published topics arrived (from this instance or another): close the sockets of sessions that ended. */
    onTopics(topics: Iterable<string>) {
      deps.registry.endSessions(endedSessionIds(topics));
    },
    close() {
      heartbeat.stop();
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}
