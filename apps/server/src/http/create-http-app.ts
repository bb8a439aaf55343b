import { Hono } from "hono";
import { cors } from "hono/cors";
import type { Context, Handler } from "hono";
import { CLIENT_IP_HEADER, type Auth } from "../auth/create-auth.ts";
import type { Logger } from "../lib/logger.ts";
import type { Executor } from "../functions/executor.ts";
import { fnRoute } from "./fn-route.ts";
import { requestContext } from "./request-context.ts";
import { requestSizeLimit } from "./request-size.ts";
import { securityHeaders } from "./security-headers.ts";
import { staticFiles, type SharePagePreview } from "./static-files.ts";
import type { AppEnv } from "../lib/http-env.ts";

export interface HttpDeps {
  auth: Auth;
  executor: Executor;
  log: Logger;
  trustedOrigins: ReadonlySet<string>;
  trustProxy: boolean;
  webDist: string;
  /** `POST /api/voice/transcribe` (voice notes for the brief). */
  transcribe?: Handler<AppEnv>;
  /** `POST /api/images` and `GET /api/images/:id` (slide images), with the upload's size limit. */
  images: { maxBytes: number; tooLargeMessage: string; upload: Handler<AppEnv>; serve: Handler<AppEnv> };
  /** `/api/share/<token>/…`: the public viewer's routes (the link's token is the only credential). */
  share: Hono<AppEnv>;
  /** The share page's first slide, drawn into its HTML. */
  viewerPreview?: SharePagePreview;
}

/** Forward to better-auth with the client address it rate-limits by, set by us and never by the caller. */
function withClientIp(request: Request, ip: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(request.url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

export function createHttpApp(deps: HttpDeps) {
  const app = new Hono<AppEnv>();
  app.use(requestContext(deps.log, deps.trustProxy));
  app.use(securityHeaders(deps));
  const crossOrigin = cors({
    origin: (origin) => (deps.trustedOrigins.has(origin) ? origin : null),
    allowHeaders: ["content-type", "authorization", "idempotency-key", "x-request-id", "x-voice-names"],
    allowMethods: ["GET", "POST", "OPTIONS"],
    exposeHeaders: ["set-auth-token", "x-request-id"],
    credentials: true,
    maxAge: 600,
  });
  // A same-origin call (the app's own pages) and a call with no Origin at all (a health check, a script)
  // need no CORS headers; skipping the middleware spares a copy of every response (it writes its headers
  // on an empty response made before the handler's). Preflights always get the full answer.
  const needsCors = (c: Context<AppEnv>) => {
    if (c.req.method === "OPTIONS") return true;
    const origin = c.req.header("origin");
    return origin !== undefined && origin !== new URL(c.req.url).origin;
  };
  app.use("/api/*", (c, next) => (needsCors(c) ? crossOrigin(c, next) : next()));
  // Auth and function bodies are small JSON: a larger one is refused before it is read into memory.
  app.use("/api/auth/*", requestSizeLimit());
  app.use("/api/fn/*", requestSizeLimit());
  app.on(["GET", "POST"], "/api/auth/*", (c) =>
    deps.auth.handler(withClientIp(c.req.raw, c.get("clientIp"))),
  );
  app.post("/api/fn/:name", fnRoute(deps));
  if (deps.transcribe) {
    app.post(
      "/api/voice/transcribe",
      requestSizeLimit(2 * 1024 * 1024, "The recording is too long (2 MB at most)."),
      deps.transcribe,
    );
  }
  const images = deps.images;
  app.post("/api/images", requestSizeLimit(images.maxBytes, images.tooLargeMessage), images.upload);
  app.get("/api/images/:id", images.serve);
  app.route("/api/share", deps.share);
  app.get("/api/health", (c) => c.json({ ok: true }));
  app.all("/api/*", (c) => c.json({ error: { code: "NOT_FOUND", message: "No such endpoint." } }, 404));
  app.get("/config.js", (c) =>
    c.body(`window.__PDS_CONFIG__ = ${JSON.stringify({ apiUrl: "" })};\n`, 200, {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "no-cache",
    }),
  );
  app.get("*", staticFiles(deps.webDist, deps.viewerPreview));
  app.onError((error, c) => {
    c.get("log").error("unhandled request error", { error });
    return c.json({ error: { code: "INTERNAL", message: "Something went wrong. Please try again." } }, 500);
  });
  return app;
}
