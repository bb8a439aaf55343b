import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

/** Messages that changed a slide no one meant when they arrived. */
describe("changes only the slide meant", () => {
  it("reads a slide's number as no figure: 'update slide 8 with 27k MRR, and slide 3 …'", async () => {
    const { operations, reply } = await askCopilot(
      "update slide 8 with 27k MRR, and slide 3 make it less repetitive with the cover, merci",
    );
    expect(reply).toContain("$27k");
    expect(reply).not.toContain("$8");
    expect(operations[0]).toMatchObject({ type: "updateSlide", slideId: "s8" });
  });

  it("deletes only what is left after a change of mind", async () => {
    const { operations } = await askCopilot(
      "supprime slides 6 and 7 please, this version is for a customer not for investors — ah no wait, keep the 6, delete only the 7",
    );
    expect(operations).toEqual([{ type: "deleteSlide", slideId: "s7" }]);
  });

  it("reads 'delete the 13 please' as slide 13", async () => {
    const { operations } = await askCopilot(
      "delete the 13 please, in the Slush pitch competition the organizers put their own closing slide",
    );
    expect(operations).toEqual([{ type: "deleteSlide", slideId: "s13" }]);
  });

  it("moves no slide when what goes first is a person on it", async () => {
    const { operations } = await askCopilot(
      "Slide 10: please put the CTO first. This fund is deep-tech, for them the ML background is more important than Stripe",
    );
    expect(operations.filter((op) => op.type === "reorderSlides")).toEqual([]);
  });
});

describe("a new slide asked for by its title", () => {
  it("makes an 'Executive summary' after the cover from the deck's own headlines, moving nothing", async () => {
    const { operations, reply } = await askCopilot(
      "The investment committee of the bank wants always an 'Executive summary' slide at the start, 5 bullets with everything. Can you make it after the cover?",
    );
    expect(operations).toHaveLength(1);
    expect(operations[0]).toMatchObject({ type: "createSlide", title: "Executive summary", position: 1 });
    const content = (operations[0] as { content: string }).content.split("\n");
    expect(content).toContain("Accountants waste 40 hours a month reconciling spreadsheets by hand");
    expect(content).toContain("Raising $2.5M seed to reach $100k MRR");
    expect(reply).toContain("sums up slides 2, 3, 5, 7, 8 and 12");
  });

  it("places 'a slide … near the end' before the closing slide, without the request in its points", async () => {
    const { operations } = await askCopilot(
      "the business angels network in Munich asks a slide 'Investor reporting' — monthly update by email, quarterly call, annual accounts audited. can you add it near the end",
    );
    expect(operations).toEqual([
      expect.objectContaining({
        type: "createSlide",
        title: "Investor reporting",
        content: "Monthly update by email\nQuarterly call\nAnnual accounts audited",
        position: 12,
      }),
    ]);
  });
});
