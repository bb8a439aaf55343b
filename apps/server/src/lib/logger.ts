type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

function serialize(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
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
