import { describe, expect, it } from "vitest";
import { voiceNames } from "../src/voice/transcribe-route.ts";

describe("X-Voice-Names on a voice note", () => {
  it("reads URI-encoded, comma-separated names; skips malformed, empty and over-long ones; keeps ten at most", () => {
    const header = ["Harbor Freight Labs", "Café Nova, Inc", "%E0%A4%A", "", "x".repeat(61)]
      .map((name, index) => (index === 2 ? name : encodeURIComponent(name)))
      .join(",");
    expect(voiceNames(header)).toEqual(["Harbor Freight Labs", "Café Nova, Inc"]);
    expect(voiceNames(undefined)).toEqual([]);
    const many = Array.from({ length: 30 }, (_, i) => `Name ${i}`).join(",");
    expect(voiceNames(many)).toHaveLength(10);
  });
});
