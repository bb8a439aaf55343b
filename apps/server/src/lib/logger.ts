type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

/** How many `cause` links are followed: enough for a wrapped driver error, finite for a cyclic chain. */
const MAX_CAUSE_DEPTH = 5;

/**
 * An error as plain JSON with its `cause` chain (Drizzle's "Failed query" wraps the driver error that says
 * "deadlock detected"), and a driver's `code` (PostgreSQL's SQLSTATE) when it has one.
 */
function serializeError(error: Error, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = { name: error.name, message: error.message, stack: error.stack };
  const code: unknown = (error as { code?: unknown }).code;
  if (typeof code === "string" || typeof code === "number") out.code = code;
  if (error.cause !== undefined) {
    out.cause = depth < MAX_CAUSE_DEPTH ? serialize(error.cause, depth + 1) : "[cause chain truncated]";
  }
  return out;
}

function serialize(value: unknown, depth = 0): unknown {
  return value instanceof Error ? serializeError(value, depth) : value;
}

/** Structured JSON lines on stdout: one object per event, with the bound fields (request id, user id…). */
export function createLogger(
  level: Level | "silent",
  bound: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stdout.write(line + "\n"),
): Logger {
  const emit = (at: Level, msg: string, fields: Record<string, unknown> = {}) => {
    if (order[at] < order[level]) return;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level: at, msg, ...bound };
    for (const [key, value] of Object.entries(fields)) entry[key] = serialize(value);
    write(JSON.stringify(entry));
  };
  return {
    debug: (msg, fields) => emit("debug", msg, fields),
    info: (msg, fields) => emit("info", msg, fields),
    warn: (msg, fields) => emit("warn", msg, fields),
    error: (msg, fields) => emit("error", msg, fields),
    child: (fields) => createLogger(level, { ...bound, ...fields }, write),
  };
}
