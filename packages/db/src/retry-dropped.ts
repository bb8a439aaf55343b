import type pg from "pg";

/** The server ended the connection (admin kill, restart, failover): 57P01, 57P02, 57P03. */
const TERMINATED = new Set(["57P01", "57P02", "57P03"]);
const CLOSED = /Connection terminated|connection (?:is )?closed|not queryable/iu;

/**
 * Whether a statement that failed on a dropped connection can be sent again on a fresh one. The pool may
 * hand out a connection the server has just killed while idle, before its goodbye has been read: the
 * statement then never ran. A "terminating connection" error from the server means it was not completed;
 * a connection closed with no word is retried only for a read, since a write might have committed.
 */
export function isRetriableDrop(error: unknown, text: string): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && TERMINATED.has(code)) return true;
  const message = error instanceof Error ? error.message : "";
  return CLOSED.test(message) && /^\s*select\b/iu.test(text);
}

/**
 * A transaction that failed because the server dropped its connection, looking through the wrappers a
 * query builder puts around the driver's error: `"not-applied"` when the server said it was terminating,
 * or when the connection was already gone at `begin` (nothing of it ran); `"maybe-applied"` when the
 * connection closed mid-way (the commit may have gone through); else null.
 */
export function droppedConnection(error: unknown): "not-applied" | "maybe-applied" | null {
  let atBegin = false;
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const query = (current as { query?: unknown }).query;
    if (typeof query === "string" && /^\s*begin\b/iu.test(query)) atBegin = true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && TERMINATED.has(code)) return "not-applied";
    if (current instanceof Error && CLOSED.test(current.message))
      return atBegin ? "not-applied" : "maybe-applied";
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

const textOf = (args: unknown[]): string => {
  const first = args[0];
  if (typeof first === "string") return first;
  return typeof (first as { text?: unknown } | null)?.text === "string"
    ? (first as { text: string }).text
    : "";
};

/**
 * Makes the pool's own statements (everything outside a transaction) ask again on another connection when
 * the one they got had been dropped by the server. Every idle connection may have been dropped at once, so
 * it tries as many times as the pool has connections, and one more (a new one). Callback-style calls are
 * left as they are.
 */
export function retryDroppedConnections(pool: pg.Pool, size: number): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const attempt = async (args: unknown[], left: number): Promise<unknown> => {
    try {
      return await (query(...args) as Promise<unknown>);
    } catch (error) {
      if (left <= 0 || !isRetriableDrop(error, textOf(args))) throw error;
      return attempt(args, left - 1);
    }
  };
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) =>
    typeof args.at(-1) === "function" ? query(...args) : attempt(args, size);
  releaseDeadAtBegin(pool);
}

/**
 * A transaction's `begin` on a connection the server had dropped fails before the query builder's
 * try/finally, which then never gives the connection back: ten such failures and the pool has none left.
 * The connection is released (and so discarded) here instead.
 */
function releaseDeadAtBegin(pool: pg.Pool): void {
  const patched = new WeakSet<pg.PoolClient>();
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      if (patched.has(client)) return client;
      patched.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...queryArgs: unknown[]) => {
        const result = query(...queryArgs);
        if (typeof queryArgs.at(-1) === "function" || !/^\s*begin\b/iu.test(textOf(queryArgs))) return result;
        return (result as Promise<unknown>).catch((error: unknown) => {
          if (droppedConnection(error)) client.release(error instanceof Error ? error : true);
          throw error;
        });
      };
      return client;
    });
  };
}
