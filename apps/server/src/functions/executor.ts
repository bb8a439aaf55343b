import { functions, type FunctionKind } from "@pds/contracts";
import { droppedConnection } from "@pds/db";
import { AppError, unauthorized } from "../lib/app-error.ts";
import type { FunctionContext, Services } from "./context.ts";
import { actionContext, createContext, type Caller, type Runtime } from "./create-context.ts";
import type { Handlers } from "./handler-types.ts";
import { findReceipt, storeReceipt } from "./receipts.ts";
import { resolveCall, type Resolved } from "./resolve-call.ts";

export type { Caller } from "./create-context.ts";
export type { Resolved } from "./resolve-call.ts";

/** Thrown inside a mutation's transaction when its request id has an answer already: rolls the attempt back. */
class AlreadyApplied extends Error {}

/** Tries per mutation when the database drops connections under it (the pool holds ten). */
const MUTATION_ATTEMPTS = 11;

/** Runs functions by name for every transport: validation, auth, transactions, receipts, publishing. */
export class Executor {
  constructor(
    private readonly runtime: Runtime,
    private readonly handlers: Handlers,
  ) {}

  get services(): Services {
    return this.runtime.services;
  }

  /** Check the name, the kind the transport asked for, and the arguments. Throws INVALID_INPUT / NOT_FOUND. */
  resolve(name: string, rawArgs: unknown, kinds: readonly FunctionKind[]): Resolved {
    return resolveCall(name, rawArgs, kinds);
  }

  kindOf(call: Resolved): FunctionKind {
    return functions[call.name].kind;
  }

  async query(call: Resolved, caller: Caller): Promise<{ result: unknown; topics: Set<string> }> {
    const tracked = new Set<string>();
    const ctx = createContext(this.runtime, caller, {
      db: this.runtime.db,
      track: (topic) => tracked.add(topic),
      publish: () => {},
    });
    const result = await this.invoke(call, ctx);
    return { result, topics: tracked };
  }

  /**
   * Apply a mutation in one transaction. With a request id it is applied at most once: its answer is stored
   * with the change, and a resend (after a reconnect) gets the first answer. The resend's own attempt is
   * rolled back, whether its receipt write found the first one or its change failed on what the first did
   * (a slide deleted already, say).
   */
  async mutation(call: Resolved, caller: Caller, requestId?: string): Promise<unknown> {
    const userId = caller.user?.id;
    if (!userId) throw unauthorized();
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.applyOnce(call, caller, userId, requestId);
      } catch (error) {
        // A connection the database dropped (restart, failover) before the change committed: once more on
        // a fresh one. With a request id even a drop during the commit is safe: the receipt answers.
        const dropped = droppedConnection(error);
        const safe = dropped === "not-applied" || (dropped === "maybe-applied" && requestId !== undefined);
        if (safe && attempt < MUTATION_ATTEMPTS) continue;
        if (!requestId) throw error;
        const first = await findReceipt(this.runtime.db, requestId, userId);
        if (first) return first.value;
        // Answered a moment ago and already pruned, which a live client never waits for: say so plainly.
        if (error instanceof AlreadyApplied)
          throw new AppError("CONFLICT", "That request was applied already.");
        throw error;
      }
    }
  }

  private async applyOnce(call: Resolved, caller: Caller, userId: string, requestId?: string) {
    const published = new Set<string>();
    const outcome = await this.runtime.db.transaction(async (tx) => {
      const ctx = createContext(this.runtime, caller, {
        db: tx,
        track: () => {},
        publish: (topic) => published.add(topic),
      });
      const result = await this.invoke(call, ctx);
      if (requestId && !(await storeReceipt(tx, requestId, userId, result))) throw new AlreadyApplied();
      return { value: result };
    });
    this.runtime.bus.publish(published);
    return outcome.value;
  }

  /** Actions run outside a transaction; each write they make is published as soon as it commits. */
  async action(call: Resolved, caller: Caller): Promise<unknown> {
    if (!caller.user) throw unauthorized();
    return this.invoke(call, actionContext(this.runtime, caller));
  }

  /**
   * A signed-in user's context for a transport that runs operations outside a call (the voice socket):
   * the same operations, ownership checks and transactions as an action.
   */
  contextFor(caller: Caller): FunctionContext {
    if (!caller.user) throw unauthorized();
    return actionContext(this.runtime, caller);
  }

  /** A context with no caller, for the server's own housekeeping (sweeping work left by dead servers). */
  housekeepingContext(log: Caller["log"]): FunctionContext {
    return actionContext(this.runtime, { user: null, log });
  }

  /**
   * A context with no caller for the public share viewer: only the share operations take it, and each
   * checks the link's token (and the view token it issued) itself.
   */
  publicContext(log: Caller["log"]): FunctionContext {
    return actionContext(this.runtime, { user: null, log });
  }

  private async invoke(call: Resolved, ctx: FunctionContext): Promise<unknown> {
    if (!ctx.user) throw unauthorized();
    const handler = this.handlers[call.name] as (ctx: FunctionContext, args: unknown) => Promise<unknown>;
    const result = await handler(ctx, call.args);
    return functions[call.name].result.parse(result);
  }
}
