import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

describe("questions about where slides go, answered without moving any", () => {
  it("'Should I put the team slide earlier?' says where a team usually goes and why this one could move", async () => {
    const result = await askCopilot("Should I put the team slide earlier?");
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(
      /^Slide 10 "Team": position 10 of 13\. Most seed decks put the team near the end/u,
    );
    expect(result.reply).toContain('Yours says "ex-Stripe"');
  });

  it("compares the order with the template named, naming what is out of place", async () => {
    const result = await askCopilot(
      "does the order of our deck match the sequoia template? just tell me what's out of place, don't move anything",
    );
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(
      /^Against Sequoia's template .*slide 9 \(the Competition slide\) usually comes right after Market/u,
    );
  });

  it.each(["is the order of my slides ok?", "how's the flow of the slides? does the story hold up"])(
    "%j checks the whole order and suggests showing strong traction early",
    async (message) => {
      const result = await askCopilot(message);
      expect(result.operations).toEqual([]);
      expect(result.reply).toMatch(/^The deck follows the usual seed story: Title → Problem/u);
      expect(result.reply).toContain("moving it up right after the solution (slide 4)");
    },
  );
});
