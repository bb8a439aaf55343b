import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createAdaptorServer } from "@hono/node-server";
import { openDatabase, schema, sql, type DatabaseHandle } from "@pds/db";
import type { AiEngine } from "@pds/ai";
import { createAiEngine } from "./ai-engine.ts";
import { createResearchServices } from "./research-services.ts";
import { createVoiceServices } from "./voice/voice-services.ts";
import { createAuth } from "./auth/create-auth.ts";
import type { Env } from "./env.ts";
import { createHttpApp } from "./http/create-http-app.ts";
import { createImageRoutes } from "./images/image-routes.ts";
import { createShareRoutes } from "./share/share-routes.ts";
import { createViewerPreview } from "./share/viewer-preview.ts";
import { createUserModels } from "./user-models.ts";
import type { Logger } from "./lib/logger.ts";
import { loadOrCreateSecret } from "./secret.ts";
import { createTopicBus } from "./functions/bus.ts";
import type { ResearchServices } from "./functions/context.ts";
import { Executor } from "./functions/executor.ts";
import { handlers } from "./modules/handlers.ts";
import { SWEEP_INTERVAL_MS, sweepDeadRuns } from "./modules/housekeeping/sweep-dead-runs.ts";
import { LiveQueries } from "./sync/live-queries.ts";
import { endedSessionIds, sessionTopic } from "./auth/socket-session.ts";
import { attachSyncServer } from "./sync/sync-server.ts";
import { createVoiceServer } from "./voice/voice-server.ts";

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");
const RECEIPT_TTL_MS = 24 * 60 * 60 * 1000;

export interface AppServer {
  url: string;
  port: number;
  database: DatabaseHandle;
  live: LiveQueries;
  close(): Promise<void>;
}

function openFromEnv(env: Env, memory: boolean) {
  if (env.DATABASE_URL) return openDatabase({ url: env.DATABASE_URL });
  if (memory) return openDatabase({ memory: true });
  return openDatabase({ dataDir: path.join(env.DATA_DIR, "pglite") });
}

export interface StartOptions {
  memoryDatabase?: boolean;
  /** Tests inject scripted engines; otherwise AI_PROVIDER decides. */
  aiEngine?: AiEngine;
  /** Tests inject search and fetch services; otherwise SEARCH_PROVIDER and RESEARCH_* decide. */
  research?: Partial<ResearchServices>;
  /** How often an open sync socket re-checks its session (tests shorten it). */
  syncSessionRecheckMs?: number;
}

/** Start everything on one port: HTTP API, auth, sync socket, the built web app. */
export async function startServer(env: Env, log: Logger, options: StartOptions = {}): Promise<AppServer> {
  const ai = options.aiEngine ?? createAiEngine(env);
  const research: ResearchServices = { ...createResearchServices(env), ...options.research };
  const database = await openFromEnv(env, options.memoryDatabase ?? false);
  let handler: (request: Request, bindings: unknown) => Response | Promise<Response> = () =>
    new Response("Starting", { status: 503 });
  const server = createAdaptorServer({ fetch: (request, bindings) => handler(request, bindings) });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const baseURL = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const trustedOrigins = new Set([
    new URL(baseURL).origin,
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
    ...env.TRUSTED_ORIGINS.split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
  ]);

  const bus = createTopicBus(database, log);
  const secret = env.BETTER_AUTH_SECRET ?? loadOrCreateSecret(env.DATA_DIR);
  const auth = createAuth({
    db: database.db,
    baseURL,
    secret,
    trustedOrigins: [...trustedOrigins],
    rateLimit: {
      enabled: env.RATE_LIMIT_ENABLED,
      windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      max: env.AUTH_RATE_LIMIT_MAX,
    },
    // Every instance hears it and closes that session's sync sockets.
    onSessionEnded: (session) => bus.publish([sessionTopic(session.id)]),
  });
  const services = {
    ai,
    models: createUserModels(env, secret),
    generationsPerHour: env.AI_GENERATIONS_PER_HOUR,
    research,
    voice: createVoiceServices(env),
  };
  const executor = new Executor({ db: database.db, bus, services }, handlers);
  const live = new LiveQueries(executor, log);
  bus.onTopics((topics) => live.invalidate(topics));
  bus.onTopics((topics) => services.models.forgetChanged(topics));
  bus.onResync(() => live.invalidateAll());
  await bus.start();

  const voice = createVoiceServer(env, { auth, executor, log, trustedOrigins });
  const webDist = env.WEB_DIST ?? defaultWebDist;
  const app = createHttpApp({
    auth,
    executor,
    log,
    trustedOrigins,
    trustProxy: env.TRUST_PROXY,
    webDist,
    transcribe: voice.transcribe,
    images: createImageRoutes({ auth, executor, trustedOrigins }),
    share: createShareRoutes(executor),
    viewerPreview: createViewerPreview(executor, webDist),
  });
  handler = (request, bindings) => app.fetch(request, bindings as never);
  const sync = attachSyncServer(
    server,
    {
      auth,
      executor,
      live,
      log,
      trustedOrigins,
      sessionRecheckMs: options.syncSessionRecheckMs,
      connectionsPerUser: env.SYNC_SOCKETS_PER_USER,
    },
    { [voice.path]: voice.upgrade },
  );
  bus.onTopics((topics) => sync.onTopics(topics));
  bus.onTopics((topics) => voice.endAuthSessions(endedSessionIds(topics)));
  bus.onTopics((topics) => auth.sessions.forget(endedSessionIds(topics)));

  // Work left "running" by a server that died is failed, so its founder can start it again: at once on
  // an embedded database (only this process can use it), then whenever a heartbeat stops.
  const housekeeping = executor.housekeepingContext(log);
  const sweep = (everyRun: boolean) =>
    sweepDeadRuns(housekeeping, { everyRun }).catch((error: unknown) =>
      log.warn("run sweep failed", { error }),
    );
  await sweep(database.kind === "pglite");
  const sweeping = setInterval(() => void sweep(false), SWEEP_INTERVAL_MS);
  sweeping.unref();

  const pruneReceipts = () =>
    database.db
      .delete(schema.mutationReceipts)
      .where(sql`${schema.mutationReceipts.createdAt} < ${Date.now() - RECEIPT_TTL_MS}`)
      .catch((error: unknown) => log.warn("receipt pruning failed", { error }));
  void pruneReceipts();
  const pruning = setInterval(pruneReceipts, 60 * 60 * 1000);
  pruning.unref();

  log.info("server listening", { url: baseURL, port, database: database.kind });
  return {
    url: `http://localhost:${port}`,
    port,
    database,
    live,
    async close() {
      clearInterval(pruning);
      clearInterval(sweeping);
      await voice.close();
      sync.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
