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

const writeLine = (line: string) => void process.stdout.write(line + "\n");

/**
 * Structured JSON lines on stdout: one object per event, with the bound fields (request id, user id…).
 * Methods live on the prototype, so a child logger (one per request and per open socket) is one small
 * object, not a set of closures: 10,000 idle sockets held about 2.6 KB each in loggers alone.
 */
class JsonLogger implements Logger {
  constructor(
    private readonly level: Level | "silent",
    private readonly bound: Record<string, unknown>,
    private readonly write: (line: string) => void,
  ) {}

  debug(msg: string, fields?: Record<string, unknown>) {
    this.emit("debug", msg, fields);
  }

  info(msg: string, fields?: Record<string, unknown>) {
    this.emit("info", msg, fields);
  }

  warn(msg: string, fields?: Record<string, unknown>) {
    this.emit("warn", msg, fields);
  }

  error(msg: string, fields?: Record<string, unknown>) {
    this.emit("error", msg, fields);
  }

  child(fields: Record<string, unknown>): Logger {
    return new JsonLogger(this.level, { ...this.bound, ...fields }, this.write);
  }

  private emit(at: Level, msg: string, fields: Record<string, unknown> = {}) {
    if (order[at] < order[this.level]) return;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level: at, msg, ...this.bound };
    for (const [key, value] of Object.entries(fields)) entry[key] = serialize(value);
    this.write(JSON.stringify(entry));
  }
}

export function createLogger(
  level: Level | "silent",
  bound: Record<string, unknown> = {},
  write: (line: string) => void = writeLine,
): Logger {
  return new JsonLogger(level, bound, write);
}
