import { describe, expect, it } from "vitest";
import { createLogger } from "../src/lib/logger.ts";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger("debug", {}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  return { log, lines };
}

describe("logger", () => {
  it("keeps the cause chain of a logged error, with the driver's code", () => {
    const { log, lines } = capture();
    const driver = Object.assign(new Error("deadlock detected"), { code: "40P01" });
    log.error("function failed", { error: new Error("Failed query: update decks …", { cause: driver }) });
    expect(lines[0]?.error).toMatchObject({
      name: "Error",
      message: "Failed query: update decks …",
      cause: { name: "Error", message: "deadlock detected", code: "40P01" },
    });
  });

  it("logs a cause that is not an Error as it is", () => {
    const { log, lines } = capture();
    log.warn("odd", { error: new Error("outer", { cause: { reason: "timeout" } }) });
    expect(lines[0]?.error).toMatchObject({ message: "outer", cause: { reason: "timeout" } });
  });

  it("stops after five causes, so a cyclic chain still logs one finite line", () => {
    const { log, lines } = capture();
    const a = new Error("a");
    const b = new Error("b", { cause: a });
    a.cause = b;
    log.error("cycle", { error: a });
    let depth = 0;
    let node = lines[0]?.error as { cause?: unknown } | string | undefined;
    while (node && typeof node === "object") {
      node = node.cause as typeof node;
      depth += 1;
    }
    expect(depth).toBe(6);
    expect(node).toBe("[cause chain truncated]");
  });
});
