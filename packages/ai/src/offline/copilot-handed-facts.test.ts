import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { parseHandedFacts } from "./copilot-handed-facts.ts";

describe("facts handed over, with the request only pointing at them", () => {
  it.each([
    [
      "traction also churn is under 1% monthly and net revenue retention is 128% add those two",
      {
        target: { kind: "phrase", phrase: "traction" },
        text: "Churn is under 1% monthly\nNet revenue retention is 128%",
      },
    ],
    [
      "heard back from Greylock, first question was churn. we've lost 1 customer in 14 months (they got acquired). add that to traction, small",
      { text: "We've lost 1 customer in 14 months" },
    ],
    [
      "slide 7 append: annual contracts = 78% of ARR, avg 14 seats/acct at signing",
      {
        target: { kind: "number", number: 7 },
        text: "Annual contracts = 78% of ARR, avg 14 seats/acct at signing",
      },
    ],
  ])("%j", (message, facts) => {
    expect(parseHandedFacts(message)).toMatchObject(facts);
  });

  it.each([
    "traction looks thin, add something",
    "add that to traction",
    "team: we should hire more engineers",
  ])("finds no facts in %j", (message) => {
    expect(parseHandedFacts(message)).toBeNull();
  });

  it("adds a figure said before the request to the slide the request names, and no chatter", async () => {
    const { operations } = await askCopilot(
      "heard back from Greylock, first question was churn. we've lost 1 customer in 14 months. add that to traction, small",
    );
    expect(operations).toEqual([
      expect.objectContaining({
        slideId: "s8",
        notes: expect.stringContaining("We've lost 1 customer in 14 months"),
      }),
    ]);
    expect(JSON.stringify(operations)).not.toContain("Greylock");
  });

  it("answers the request after a remark when the whole message reads as nothing", async () => {
    const { operations } = await askCopilot(
      "Olivia at Frontline said she got bored before any numbers showed up. pull traction up to #3",
    );
    expect(operations).toMatchObject([{ type: "reorderSlides" }]);
    expect(operations[0]?.type === "reorderSlides" && operations[0].slideIds[2]).toBe("s8");
  });
});
