import { describe, expect, it } from "vitest";
import { parseRetryAfter, retryAfterFromHeaders } from "./retry-after.ts";

const now = Date.parse("2026-01-01T00:00:00Z");

describe("Retry-After", () => {
  it("parses delta seconds or an HTTP date", () => {
    expect(parseRetryAfter("1", now)).toBe(1000);
    expect(parseRetryAfter(" 0.5 ", now)).toBe(500);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:03 GMT", now)).toBe(3000);
    expect(parseRetryAfter("Wed, 31 Dec 2025 00:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter("", now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });

  it("prefers retry-after-ms, reads either header in any case, and ignores what it cannot read", () => {
    expect(retryAfterFromHeaders({ "retry-after-ms": "750", "retry-after": "9" }, now)).toBe(750);
    expect(retryAfterFromHeaders({ "Retry-After": "2" }, now)).toBe(2000);
    expect(retryAfterFromHeaders({ "RETRY-AFTER": "Thu, 01 Jan 2026 00:00:05 GMT" }, now)).toBe(5000);
    expect(retryAfterFromHeaders({ "retry-after-ms": "later", "retry-after": "1" }, now)).toBe(1000);
    expect(retryAfterFromHeaders({ "content-type": "text/plain" }, now)).toBeUndefined();
    expect(retryAfterFromHeaders(undefined, now)).toBeUndefined();
  });
});
