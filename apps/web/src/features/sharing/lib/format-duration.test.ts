import { describe, expect, it } from "vitest";
import { formatDuration } from "./format-duration.ts";
import { expiryFromDate, linkState } from "./share-url.ts";

describe("sharing formats", () => {
  it("reading time reads as minutes and seconds", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(42_400)).toBe("0:42");
    expect(formatDuration(62_000)).toBe("1:02");
    expect(formatDuration(750_000)).toBe("12:30");
  });

  it("a link is active until revoked or past its expiry; a date means the end of that day", () => {
    expect(linkState({ revokedAt: null, expiresAt: null })).toBe("active");
    expect(linkState({ revokedAt: 1, expiresAt: null })).toBe("revoked");
    expect(linkState({ revokedAt: null, expiresAt: 10 }, 11)).toBe("expired");
    expect(new Date(expiryFromDate("2027-03-03")!).getHours()).toBe(23);
    expect(expiryFromDate("")).toBeNull();
  });
});
