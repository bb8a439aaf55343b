import { describe, expect, it } from "vitest";
import { endedMessage, endedNormally } from "./ended-message.ts";

describe("endedMessage", () => {
  it("says the founder ended it plainly", () => {
    expect(endedMessage("customer-ended-call")).toBe("Session ended.");
  });

  it("explains a session the server ended for the daily limit", () => {
    expect(endedMessage("daily-limit-reached")).toMatch(/today's practice minutes/);
  });

  it("tells the founder a dropped connection kept what was said", () => {
    expect(endedMessage("connection-lost")).toMatch(/connection dropped.*kept/);
  });

  it("tells a call the founder or the VC ended from one that was cut short", () => {
    expect(["customer-ended-call", "assistant-ended-call"].map(endedNormally)).toEqual([true, true]);
    expect(["connection-lost", "daily-limit-reached", "error"].map(endedNormally)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
