import type { Database, Tx } from "@pds/db";
import type { SessionUser } from "../auth/create-auth.ts";
import type { Logger } from "../lib/logger.ts";
import type { TopicBus } from "./bus.ts";
import type { FunctionContext, Services } from "./context.ts";

/** What every context is made from: the database, the topic bus, and the long-lived services. */
export interface Runtime {
  db: Database;
  bus: TopicBus;
  services: Services;
}

/** Who is calling, and the logger bound to their request. */
export interface Caller {
  user: SessionUser | null;
  log: Logger;
}

/** Where a context's reads and writes go: the connection (or transaction) and the topic bookkeeping. */
export interface Scope {
  db: Database | Tx;
  track(topic: string): void;
  publish(topic: string): void;
}

/**
 * The one context factory, for every transport (HTTP, the sync socket, the voice socket). `transact`
 * inside a transaction reuses it (nested work joins the same transaction, with the inner context); outside
 * one it opens a transaction and passes on what it published only after the commit.
 */
export function createContext(runtime: Runtime, caller: Caller, scope: Scope): FunctionContext {
  const ctx: FunctionContext = {
    db: scope.db,
    user: caller.user,
    log: caller.log,
    services: runtime.services,
    track: scope.track,
    publish: scope.publish,
    transact: async (work) => {
      if (scope.db !== runtime.db) return work(ctx);
      const published = new Set<string>();
      const result = await runtime.db.transaction((tx) =>
        work(
          createContext(runtime, caller, { db: tx, track: scope.track, publish: (t) => published.add(t) }),
        ),
      );
      for (const topic of published) scope.publish(topic);
      return result;
    },
  };
  return ctx;
}

/**
 * A context for work that is not one transaction (actions, the voice socket): what it publishes goes out at
 * once, which is after the commit because its writes go through `transact`.
 */
export function actionContext(runtime: Runtime, caller: Caller): FunctionContext {
  return createContext(runtime, caller, {
    db: runtime.db,
    track: () => {},
    publish: (topic) => runtime.bus.publish([topic]),
  });
}
