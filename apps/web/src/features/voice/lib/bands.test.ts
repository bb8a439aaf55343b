import { describe, expect, it } from "vitest";
import { fillerBand, formatDuration, wpmBand } from "./bands.ts";

describe("bands", () => {
  it("words per minute: green 130–160, amber 110–129 or 161–180, red outside", () => {
    expect([109, 110, 129, 130, 160, 161, 180, 181].map(wpmBand)).toEqual([
      "red",
      "amber",
      "amber",
      "green",
      "green",
      "amber",
      "amber",
      "red",
    ]);
  });
  it("fillers per minute: green ≤ 5, red > 12", () => {
    expect([0, 5, 5.1, 12, 12.1].map(fillerBand)).toEqual(["green", "green", "amber", "amber", "red"]);
  });
  it("formats durations", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(83_000)).toBe("1:23");
  });
});
