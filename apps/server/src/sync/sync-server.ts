import type { IncomingMessage } from "node:http";
import type { ServerType } from "@hono/node-server";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { SERVER_HEARTBEAT_MS } from "@pds/contracts";
import { getSessionUser } from "../auth/create-auth.ts";
import { isAllowedOrigin } from "../http/origin.ts";
import { handleSyncConnection, type ConnectionDeps } from "./connection.ts";

export const SYNC_PATH = "/api/sync";

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(key, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(key, v);
  }
  return headers;
}

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
  const alive = new WeakSet<WebSocket>();

  server.on("upgrade", (request, socket, head) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    if (!isAllowedOrigin(request.headers.origin, deps.trustedOrigins)) return refuse(socket, "403 Forbidden");
    const extra = extraRoutes[pathname];
    if (extra) return extra(request, socket, head);
    if (pathname !== SYNC_PATH) return refuse(socket, "404 Not Found");
    void getSessionUser(deps.auth, headersOf(request)).then((user) => {
      wss.handleUpgrade(request, socket, head, (ws) => {
        alive.add(ws);
        ws.on("pong", () => alive.add(ws));
        handleSyncConnection(ws, user, deps);
      });
    });
  });

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
      ws.send(JSON.stringify({ type: "ping" }));
    }
  }, SERVER_HEARTBEAT_MS);
  heartbeat.unref();

  return {
    clients: () => wss.clients.size,
    close() {
      clearInterval(heartbeat);
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}
