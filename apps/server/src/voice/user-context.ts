import type { Database } from "@pds/db";
import type { SessionUser } from "../auth/create-auth.ts";
import type { Logger } from "../lib/logger.ts";
import type { TopicBus } from "../sync/bus.ts";
import type { FunctionContext, Services } from "../sync/context.ts";

export interface ContextDeps {
  db: Database;
  bus: TopicBus;
  services: Services;
}

/**
 * A function context for work done outside a sync call (the voice socket): the same operations and
 * ownership checks, with topics published when each write commits.
 */
export function userContext(deps: ContextDeps, user: SessionUser, log: Logger): FunctionContext {
  const ctx: FunctionContext = {
    db: deps.db,
    user,
    log,
    services: deps.services,
    track: () => {},
    publish: (topic) => deps.bus.publish([topic]),
    transact: async (work) => {
      const published = new Set<string>();
      const result = await deps.db.transaction((tx) =>
        work({ ...ctx, db: tx, publish: (topic) => published.add(topic), transact: (inner) => inner(ctx) }),
      );
      deps.bus.publish(published);
      return result;
    },
  };
  return ctx;
}
