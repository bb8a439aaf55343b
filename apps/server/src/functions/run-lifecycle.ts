import { randomUUID } from "node:crypto";
import { and, desc, eq, schema, sql } from "@pds/db";
import { AppError } from "../lib/app-error.ts";
import { activeRun, type ActiveRun, type RunTable } from "./active-run.ts";
import { requireUser, type FunctionContext } from "./context.ts";

export type { ActiveRun, RunEnd, RunTable } from "./active-run.ts";

/** What a founder is told about a run they stopped (the status shows it). */
export const STOPPED_BY_YOU = "Stopped by you.";

/** How often the server doing a run says it is still alive. */
export const RUN_HEARTBEAT_MS = 15_000;
/**
 * A running row whose heartbeat is older than this was left by a server that died (kill -9, a crash, a
 * lost machine): it no longer blocks a new run and is marked failed, so the founder can start again within
 * a minute instead of waiting out a long timeout.
 */
export const RUN_DEAD_AFTER_MS = 60_000;

type OwnColumns<T extends RunTable> = Omit<
  T["$inferInsert"],
  "id" | "deckId" | "ownerId" | "status" | "startedAt"
>;

export interface RunKind<T extends RunTable> {
  table: T;
  /** The error a run left by a dead server ends with (the founder reads it in the status). */
  deadMessage: string;
  /** The CONFLICT message when the deck already has a live run. */
  busyMessage: string;
  /** The topic the kind's status query tracks; every change of a run's status is published on it. */
  topic(deckId: string): string;
}

export interface StartPlan<T extends RunTable, D extends { deckId: string }> {
  /** Find and lock the deck the run is for, and make the refusals that come before "already running". */
  open(tx: FunctionContext): Promise<D>;
  /** Refusals that count runs (a quota): after the guard, before the insert, under the same lock. */
  admit?(tx: FunctionContext): Promise<void>;
  /** The kind's own columns of the new row. */
  values: OwnColumns<T>;
  /** Writes that begin together with the run (the brief, the title), in its transaction. */
  begin?(tx: FunctionContext, opened: D): Promise<void>;
}

export interface Runs<T extends RunTable> {
  /** The error of a run left by a dead server. */
  deadMessage: string;
  start<D extends { deckId: string }>(
    ctx: FunctionContext,
    plan: StartPlan<T, D>,
  ): Promise<ActiveRun<T> & { opened: D }>;
  /** Mark the deck's running runs cancelled and abort the ones working here; returns how many stopped. */
  cancel(ctx: FunctionContext, deckId: string): Promise<number>;
  /** The deck's latest run (tracked on the kind's topic); the caller has checked the deck is theirs. */
  latest(ctx: FunctionContext, deckId: string): Promise<T["$inferSelect"] | null>;
  /** Whether a row that says "running" lost its heartbeat, i.e. its server stopped without finishing it. */
  isStale(row: { status: string; startedAt: number; heartbeatAt: number | null }, now?: number): boolean;
  /**
   * Mark runs left by dead servers failed and tell their decks; with `everyRun`, every running row (at the
   * boot of the one process that may use an embedded database, no other server can be running them).
   */
  sweep(ctx: FunctionContext, options?: { everyRun?: boolean }): Promise<number>;
}

/** The start, single-flight guard, cancel, status and finish of one kind of run, over its table. */
export function defineRuns<T extends RunTable>(kind: RunKind<T>): Runs<T> {
  // Every statement below uses only the columns all run tables share, so it is written once for all of them.
  const table: RunTable = kind.table;
  const controllers = new Map<string, AbortController>();

  const dead = (now: number) =>
    sql`coalesce(${table.heartbeatAt}, ${table.startedAt}) <= ${now - RUN_DEAD_AFTER_MS}`;

  /** Fail the running rows matching `where` (left by dead servers) and publish their decks' topics. */
  const failRuns = async (ctx: FunctionContext, where: ReturnType<typeof and>) => {
    const failed = await ctx.transact(async (tx) => {
      const rows = await tx.db
        .update(table)
        .set({ status: "failed", error: kind.deadMessage, finishedAt: Date.now() })
        .where(and(eq(table.status, "running"), where))
        .returning({ deckId: table.deckId });
      for (const deckId of new Set(rows.map((row) => row.deckId))) tx.publish(kind.topic(deckId));
      return rows.length;
    });
    return failed;
  };

  const guard = async (tx: FunctionContext, deckId: string) => {
    await failRuns(tx, and(eq(table.deckId, deckId), dead(Date.now())));
    const [running] = await tx.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.deckId, deckId), eq(table.status, "running")));
    if (running) throw new AppError("CONFLICT", kind.busyMessage);
  };

  return {
    async start(ctx, plan) {
      const ownerId = requireUser(ctx).id;
      const id = randomUUID();
      const opened = await ctx.transact(async (tx) => {
        // The owner's row is the lock: two starts of one user (same deck or not) pass the guard and the
        // quota one after the other, each seeing the run the other inserted. It is taken before `open`
        // locks the deck, so every path that holds both takes them in the same order (no deadlock).
        await tx.db
          .select({ id: schema.user.id })
          .from(schema.user)
          .where(eq(schema.user.id, ownerId))
          .for("update");
        const opened = await plan.open(tx);
        await guard(tx, opened.deckId);
        await plan.admit?.(tx);
        const row: RunTable["$inferInsert"] = {
          ...plan.values,
          id,
          deckId: opened.deckId,
          ownerId,
          status: "running",
          startedAt: Date.now(),
          heartbeatAt: Date.now(),
        };
        await tx.db.insert(table).values(row);
        await plan.begin?.(tx, opened);
        tx.publish(kind.topic(opened.deckId));
        return opened;
      });
      const registry = { table, topic: kind.topic, controllers, heartbeatMs: RUN_HEARTBEAT_MS };
      return { ...activeRun<T>(registry, ctx, id, opened.deckId), opened };
    },

    async cancel(ctx, deckId) {
      const stopped = await ctx.db
        .update(table)
        .set({ status: "cancelled", finishedAt: Date.now(), error: STOPPED_BY_YOU })
        .where(and(eq(table.deckId, deckId), eq(table.status, "running")))
        .returning({ id: table.id });
      for (const run of stopped) controllers.get(run.id)?.abort();
      if (stopped.length > 0) ctx.publish(kind.topic(deckId));
      return stopped.length;
    },

    async latest(ctx, deckId) {
      ctx.track(kind.topic(deckId));
      const [run] = await ctx.db
        .select()
        .from(table)
        .where(eq(table.deckId, deckId))
        .orderBy(desc(table.startedAt))
        .limit(1);
      return run ?? null;
    },

    deadMessage: kind.deadMessage,

    isStale: (row, now = Date.now()) =>
      row.status === "running" && (row.heartbeatAt ?? row.startedAt) <= now - RUN_DEAD_AFTER_MS,

    sweep: (ctx, options) => failRuns(ctx, options?.everyRun ? undefined : dead(Date.now())),
  };
}
