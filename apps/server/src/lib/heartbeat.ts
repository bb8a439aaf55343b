import type { WebSocket, WebSocketServer } from "ws";

/**
 * Keeps a socket server's connections honest: every `intervalMs` each watched socket that answered the
 * last ping is pinged again (and `beat` may send an app-level ping too); one that did not is terminated, so
 * a vanished peer does not hold its resources forever.
 */
export function startHeartbeat(wss: WebSocketServer, intervalMs: number, beat?: (ws: WebSocket) => void) {
  const alive = new WeakSet<WebSocket>();
  const timer = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
      beat?.(ws);
    }
  }, intervalMs);
  timer.unref();
  return {
    /** Count a new socket as alive until it misses a ping. */
    watch(ws: WebSocket) {
      alive.add(ws);
      ws.on("pong", () => alive.add(ws));
    },
    stop: () => clearInterval(timer),
  };
}
