import { describe, expect, it } from "vitest";
import { endedMessage } from "./ended-message.ts";

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
});
