import { describe, expect, it } from "vitest";
import { formatShortDate } from "./format-date.ts";

// Expectations come from Intl in the same time zone the formatter uses, so the test passes in any TZ;
// the fixed-text case pins the shape ("Nov 22, 3:09 AM") at a local-time date. Newer ICU versions put a
// narrow no-break space before AM/PM, so that case compares with whitespace normalised.
const normalise = (text: string) => text.replace(/\s/g, " ");

describe("formatShortDate", () => {
  it("uses the en-US short form: month, day, hour and minute", () => {
    const local = new Date(2024, 10, 22, 3, 9).getTime();
    expect(normalise(formatShortDate(local))).toBe("Nov 22, 3:09 AM");
    const afternoon = new Date(2025, 0, 5, 15, 30).getTime();
    expect(normalise(formatShortDate(afternoon))).toBe("Jan 5, 3:30 PM");
  });

  it("matches Intl's en-US formatting of the same instant", () => {
    const ms = Date.UTC(2023, 5, 1, 12, 0);
    const expected = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }).format(new Date(ms));
    expect(formatShortDate(ms)).toBe(expected);
    expect(formatShortDate(ms)).not.toMatch(/2023/);
  });

  it("shows an em dash for a missing date", () => {
    expect(formatShortDate(null)).toBe("—");
    expect(formatShortDate(undefined)).toBe("—");
    expect(formatShortDate(Number.NaN)).toBe("—");
    expect(formatShortDate(Number.POSITIVE_INFINITY)).toBe("—");
  });
});
