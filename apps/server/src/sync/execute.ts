import { functions, isFunctionName, type FunctionKind, type FunctionName } from "@pds/contracts";
import { and, eq, schema, type Database, type Tx } from "@pds/db";
import type { z } from "zod";
import type { SessionUser } from "../auth/create-auth.ts";
import { AppError, unauthorized } from "../lib/app-error.ts";
import type { Logger } from "../lib/logger.ts";
import type { TopicBus } from "./bus.ts";
import type { FunctionContext, Services } from "./context.ts";
import { handlers } from "./registry.ts";

export interface Caller {
  user: SessionUser | null;
  log: Logger;
}

export interface Resolved {
  name: FunctionName;
  args: unknown;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

/** Whether any string inside `value` holds a NUL character, which PostgreSQL text cannot store. */
function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") return Object.values(value).some(containsNul);
  return false;
}

/** Runs functions by name for every transport: validation, auth, transactions, receipts, publishing. */
export class Executor {
  constructor(
    private readonly db: Database,
    private readonly bus: TopicBus,
    /** Shared with transports that run operations outside a call (the voice socket). */
    readonly services: Services,
  ) {}

  /** Check the name, the kind the transport asked for, and the arguments. Throws INVALID_INPUT / NOT_FOUND. */
  resolve(name: string, rawArgs: unknown, kinds: readonly FunctionKind[]): Resolved {
    if (!isFunctionName(name)) throw new AppError("NOT_FOUND", `Unknown function "${name}".`);
    const contract = functions[name];
    if (!kinds.includes(contract.kind)) {
      throw new AppError("INVALID_INPUT", `"${name}" is a ${contract.kind}; it cannot be called this way.`);
    }
    const parsed = contract.args.safeParse(rawArgs ?? {});
    if (!parsed.success) {
      throw new AppError("INVALID_INPUT", `Invalid arguments for ${name}: ${describeIssues(parsed.error)}`);
    }
    // Queries only look things up (an id with NUL is simply not found); writes must not reach the database.
    if (contract.kind !== "query" && containsNul(parsed.data)) {
      throw new AppError(
        "INVALID_INPUT",
        `Invalid arguments for ${name}: text cannot contain NUL characters.`,
      );
    }
    return { name, args: parsed.data };
  }

  kindOf(call: Resolved): FunctionKind {
    return functions[call.name].kind;
  }

  async query(call: Resolved, caller: Caller): Promise<{ result: unknown; topics: Set<string> }> {
    const tracked = new Set<string>();
    const ctx = this.context(
      caller,
      this.db,
      (topic) => tracked.add(topic),
      () => {},
    );
    const result = await this.invoke(call, ctx);
    return { result, topics: tracked };
  }

  /** Apply a mutation in one transaction. With a request id it is applied at most once; a resend gets the first answer. */
  async mutation(call: Resolved, caller: Caller, requestId?: string): Promise<unknown> {
    const published = new Set<string>();
    const userId = caller.user?.id;
    if (!userId) throw unauthorized();
    const outcome = await this.db.transaction(async (tx) => {
      if (requestId) {
        const replay = await this.claimReceipt(tx, requestId, userId);
        if (replay) return replay;
      }
      const ctx = this.context(
        caller,
        tx,
        () => {},
        (topic) => published.add(topic),
      );
      const result = await this.invoke(call, ctx);
      if (requestId) {
        await tx
          .update(schema.mutationReceipts)
          .set({ result: { value: result ?? null } })
          .where(eq(schema.mutationReceipts.requestId, requestId));
      }
      return { value: result };
    });
    this.bus.publish(published);
    return outcome.value;
  }

  /** Actions run outside a transaction; each write they make is published as soon as it commits. */
  async action(call: Resolved, caller: Caller): Promise<unknown> {
    if (!caller.user) throw unauthorized();
    const ctx = this.context(
      caller,
      this.db,
      () => {},
      (topic) => this.bus.publish([topic]),
    );
    return this.invoke(call, ctx);
  }

  private context(
    caller: Caller,
    db: Database | Tx,
    track: (topic: string) => void,
    publish: (topic: string) => void,
  ): FunctionContext {
    const ctx: FunctionContext = {
      db,
      user: caller.user,
      log: caller.log,
      services: this.services,
      track,
      publish,
      transact: async (work) => {
        if (db !== this.db) return work(ctx);
        const published = new Set<string>();
        const result = await this.db.transaction((tx) =>
          work(this.context(caller, tx, track, (topic) => published.add(topic))),
        );
        for (const topic of published) publish(topic);
        return result;
      },
    };
    return ctx;
  }

  /** Returns the stored answer when this request id was already applied, or null after claiming it. */
  private async claimReceipt(tx: Tx, requestId: string, userId: string): Promise<{ value: unknown } | null> {
    const claimed = await tx
      .insert(schema.mutationReceipts)
      .values({ requestId, userId, result: null, createdAt: Date.now() })
      .onConflictDoNothing()
      .returning({ requestId: schema.mutationReceipts.requestId });
    if (claimed.length > 0) return null;
    const [row] = await tx
      .select()
      .from(schema.mutationReceipts)
      .where(
        and(eq(schema.mutationReceipts.requestId, requestId), eq(schema.mutationReceipts.userId, userId)),
      );
    if (!row) throw new AppError("CONFLICT", "That request id was already used.");
    return (row.result as { value: unknown } | null) ?? { value: null };
  }

  private async invoke(call: Resolved, ctx: FunctionContext): Promise<unknown> {
    if (!ctx.user) throw unauthorized();
    const handler = handlers[call.name] as (ctx: FunctionContext, args: unknown) => Promise<unknown>;
    const result = await handler(ctx, call.args);
    return functions[call.name].result.parse(result);
  }
}
