import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../lib/logger.ts";
import { clientIp } from "./client-ip.ts";
import type { AppEnv } from "../lib/http-env.ts";
import { setResponseHeaders } from "./response-headers.ts";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;

/** A request id on every request (echoed in `x-request-id`), a logger bound to it, and one log line per request. */
export function requestContext(log: Logger, trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    const ip = clientIp(c.env.incoming.socket.remoteAddress, c.env.incoming.headers, trustProxy);
    c.set("requestId", requestId);
    c.set("clientIp", ip);
    c.set("log", log.child({ requestId }));
    await next();
    setResponseHeaders(c, { "x-request-id": requestId });
    const path = new URL(c.req.url).pathname;
    if (!path.startsWith("/assets/")) {
      log.info("request", {
        requestId,
        method: c.req.method,
        path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    }
  };
}
