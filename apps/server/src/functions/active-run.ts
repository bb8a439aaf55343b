import { and, eq, type schema } from "@pds/db";
import type { FunctionContext } from "./context.ts";

/** A table of long-running work on a deck: it has these columns (id, deck, owner, status, times, error). */
export type RunTable = typeof schema.generationRuns | typeof schema.researchRuns;
export type RunEnd = "succeeded" | "failed";

/** A started run as its worker holds it. Call `release()` when the work ends, however it ends. */
export interface ActiveRun<T extends RunTable> {
  id: string;
  deckId: string;
  /** Aborted by a cancel that reaches this process, or once `cancelled()` finds the run no longer running. */
  signal: AbortSignal;
  /**
   * Whether the run was stopped, here or by a request on another server (the row is the truth). Inside a
   * transaction the row stays locked until it ends: a cancel then waits, and finds the run finished.
   */
  cancelled(ctx: FunctionContext): Promise<boolean>;
  /** Record how the run ended, unless a cancel got there first; false when it did. Joins `ctx`'s transaction. */
  finish(
    ctx: FunctionContext,
    end: RunEnd,
    error: string | null,
    set?: Partial<T["$inferInsert"]>,
  ): Promise<boolean>;
  release(): void;
}

interface Registry {
  table: RunTable;
  /** How often the worker refreshes the row's heartbeat while it holds the run. */
  heartbeatMs: number;
  topic(deckId: string): string;
  /** The in-process handles by run id, so a cancel stops this server's fetches and model calls at once. */
  controllers: Map<string, AbortController>;
}

/**
 * The worker's handle of run `id`, registered so a cancel on this server can abort it. Until it is released
 * it refreshes the row's heartbeat, which tells every server the run is still being worked on.
 */
export function activeRun<T extends RunTable>(
  registry: Registry,
  ctx: FunctionContext,
  id: string,
  deckId: string,
): ActiveRun<T> {
  const { table, controllers } = registry;
  const controller = new AbortController();
  controllers.set(id, controller);
  const beat = () =>
    ctx
      .transact((tx) =>
        tx.db
          .update(table)
          .set({ heartbeatAt: Date.now() })
          .where(and(eq(table.id, id), eq(table.status, "running"))),
      )
      .catch((error: unknown) => ctx.log.warn("run heartbeat failed", { error, runId: id }));
  const heartbeat = setInterval(() => void beat(), registry.heartbeatMs);
  heartbeat.unref();
  return {
    id,
    deckId,
    signal: controller.signal,
    async cancelled(ctx) {
      if (controller.signal.aborted) return true;
      const [run] = await ctx.db
        .select({ status: table.status })
        .from(table)
        .where(eq(table.id, id))
        .for("update");
      if (run?.status !== "running") controller.abort();
      return controller.signal.aborted;
    },
    finish: (ctx, end, error, set) =>
      ctx.transact(async (tx) => {
        const values: Partial<RunTable["$inferInsert"]> = {
          ...set,
          status: end,
          error,
          finishedAt: Date.now(),
        };
        const ended = await tx.db
          .update(table)
          .set(values)
          .where(and(eq(table.id, id), eq(table.status, "running")))
          .returning({ id: table.id });
        tx.publish(registry.topic(deckId));
        return ended.length > 0;
      }),
    release: () => {
      clearInterval(heartbeat);
      controllers.delete(id);
    },
  };
}
