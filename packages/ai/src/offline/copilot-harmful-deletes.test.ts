import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

/** Messages that deleted the wrong slide, or a slide no one asked to delete, when they arrived. */
describe("deletes only what is asked", () => {
  it.each([
    [
      "delete market. but squeeze the $12B into the problem slide as a half line so the size point survives",
      "s5",
    ],
    ["get rid of product, it's just the solution slide wearing a different hat", "s6"],
    ["delete 4. no wait 5. the market one", "s5"],
    [
      'mentor: "Your Solution slide is a copy-paste of your cover. Kill it — the product slide does that job better." do that',
      "s3",
    ],
  ])("%j deletes that slide only", async (message, slideId) => {
    expect((await askCopilot(message)).operations).toEqual([{ type: "deleteSlide", slideId }]);
  });

  it.each([
    "mentor: \"Don't end on 'Thank you'. Your last slide sits on screen for the whole Q&A — make it work.\" change the last slide, don't delete it",
    "ugh my PM caught this: 'The 40 hours on slide 2 — where is that from? If you can't source it in the room you lose the room.' fix the number",
  ])("deletes nothing for %j", async (message) => {
    const { operations } = await askCopilot(message);
    expect(operations.filter((op) => op.type === "deleteSlide")).toEqual([]);
  });

  it("shortens the cover's tagline, not every title, when the tagline is too long for a title slide", async () => {
    const { operations } = await askCopilot(
      "cover tagline is too long for a title slide. get it to ~6 words, leave the name placeholder alone",
    );
    expect(operations).toHaveLength(1);
    expect(operations[0]).toMatchObject({ type: "updateSlide", slideId: "s1" });
  });
});

describe("a new slide named before where it goes", () => {
  it("adds 'org after the raise slide — …' after the ask, and leaves the ask alone", async () => {
    const { operations } = await askCopilot(
      "org after the raise slide — 6 → 14 ppl, boxes by function, placeholder names fine",
    );
    expect(operations).toMatchObject([{ type: "createSlide", title: "Org", position: 12 }]);
  });
});
