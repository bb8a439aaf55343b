import type { IncomingMessage } from "node:http";
import type { ServerType } from "@hono/node-server";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import { SERVER_HEARTBEAT_MS } from "@pds/contracts";
import { getSessionUser } from "../auth/create-auth.ts";
import { headersOf } from "../lib/headers.ts";
import { startHeartbeat } from "../lib/heartbeat.ts";
import { isAllowedOrigin } from "../lib/origin.ts";
import { handleSyncConnection, type ConnectionDeps } from "./connection.ts";

export const SYNC_PATH = "/api/sync";

function refuse(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Accepts sync sockets on /api/sync. The Origin is checked before the upgrade (a page on another site
 * cannot ride the user's cookie), and a server heartbeat keeps idle clients from reconnecting.
 */
export function attachSyncServer(
  server: ServerType,
  deps: ConnectionDeps & { trustedOrigins: ReadonlySet<string> },
  extraRoutes: Record<string, (request: IncomingMessage, socket: Duplex, head: Buffer) => void> = {},
) {
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
    void getSessionUser(deps.auth, headersOf(request)).then((user) => {
      wss.handleUpgrade(request, socket, head, (ws) => {
        heartbeat.watch(ws);
        handleSyncConnection(ws, user, deps);
      });
    });
  });

  return {
    clients: () => wss.clients.size,
    close() {
      heartbeat.stop();
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}
