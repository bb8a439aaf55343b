import { describe, expect, it } from "vitest";
import { appendSegment } from "../src/transcript.ts";

describe("appendSegment", () => {
  it("merges consecutive same-role segments with a space and keeps speakers alternating", () => {
    let t = appendSegment([], { role: "assistant", content: "Hi." });
    t = appendSegment(t, { role: "assistant", content: " What are you making? " });
    t = appendSegment(t, { role: "user", content: "A tool" });
    t = appendSegment(t, { role: "user", content: "for restaurants" });
    t = appendSegment(t, { role: "assistant", content: "Who needs it?" });
    expect(t).toEqual([
      { role: "assistant", content: "Hi. What are you making?" },
      { role: "user", content: "A tool for restaurants" },
      { role: "assistant", content: "Who needs it?" },
    ]);
  });

  it("drops empty segments and does not mutate its input", () => {
    const before = [{ role: "user" as const, content: "hello" }];
    expect(appendSegment(before, { role: "user", content: "   " })).toEqual(before);
    const after = appendSegment(before, { role: "user", content: "again" });
    expect(before[0]?.content).toBe("hello");
    expect(after[0]?.content).toBe("hello again");
  });
});
