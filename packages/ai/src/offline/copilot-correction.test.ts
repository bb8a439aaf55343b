import { describe, expect, it } from "vitest";
import { askCopilot, ledgerlyDeck } from "./copilot.fixture.ts";
import { correctsWhatIsNotThere } from "./copilot-correction.ts";

const team = ledgerlyDeck().slides.find((slide) => slide.id === "s10")!;

describe("a correction of words the slide does not have", () => {
  it.each([
    ["Petra is now ex-CFO Delivery Hero, not Zalando", "Zalando"],
    ["Our head of sales is actually ex-Ramp, instead of Brex", "Brex"],
  ])("%j corrects %j, which the team slide never says", (item, absent) => {
    expect(correctsWhatIsNotThere(team, [item])).toBe(absent);
  });

  it.each([
    "Our CTO is now ex-Plaid, not Stripe",
    "Our CTO is actually ex-Plaid, not just '10 yrs in fintech'",
    "We hired a head of sales",
    "NetSuite opened real-time GL APIs in 2024, so we can sync continuously instead of nightly",
    "One bold line about the outcome, not the tech",
  ])("%j corrects what the slide says, or corrects nothing", (item) => {
    expect(correctsWhatIsNotThere(team, [item])).toBeNull();
  });

  it("asks which slide says it instead of adding the correction as a line", async () => {
    const result = await askCopilot("advisors slide: Petra is now ex-CFO Delivery Hero, not Zalando. fix");
    expect(result.operations).toEqual([]);
    expect(result.reply).toBe(
      'Slide 10 "Team" doesn\'t say "Zalando", so I changed nothing. Which slide says it?',
    );
  });
});
