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

describe("late-night shorthand", () => {
  it("does 'the same for the next one', 'rewrite both' for two slides, and 'make 6 shorter'", async () => {
    expect((await askCopilot("tighten slide 4. same for the next one")).reply).toMatch(
      /^1\. Shortened slide 4 [^\n]+\n2\. Slide 5 /u,
    );
    expect((await askCopilot("2 and 3 are mush, rewrite both. and make 6 shorter")).reply).toMatch(
      /^1\. Slide 2 [^\n]+\n2\. Slide 3 [^\n]+\n3\. Slide 6 /u,
    );
  });

  it("shrinks slide 2's title when it 'runs 2 lines on the projector'", async () => {
    const { operations } = await askCopilot(
      "slide 2 title runs 2 lines on the projector. shrink it, same meaning",
    );
    expect(operations).toMatchObject([{ slideId: "s2", title: "Accountants waste 40 hours a month" }]);
  });

  it("titles a slide of review figures, without the remark after them", async () => {
    const { operations } = await askCopilot(
      "add a slide w our G2 stuff: 4.8 stars, 31 reviews, NPS 71. 'customers love it' energy",
    );
    expect(operations).toMatchObject([
      { type: "createSlide", title: "Customer reviews", content: "4.8 stars\n31 reviews\nNPS 71" },
    ]);
  });

  it("works out a post-money valuation to the decimal", async () => {
    const { reply, operations } = await askCopilot(
      "2.5M for 20% — what's the post-money on that. quick math",
    );
    expect(operations).toEqual([]);
    expect(reply).toBe(
      "$2.5M for 20% is a $12.5M post-money valuation ($2.5M ÷ 0.2), so $10M pre-money. I changed nothing.",
    );
  });
});

describe("mentors' notes, applied", () => {
  it.each([
    [
      "coach says an empty financials slide is worse than no financials slide. model isnt done yet so pull it",
      "s11",
    ],
    ["our PM's blunt note: 'slides 3 and 6 say the same thing. keep solution, lose product.' apply", "s6"],
  ])("%j deletes that slide", async (message, slideId) => {
    expect((await askCopilot(message)).operations).toEqual([{ type: "deleteSlide", slideId }]);
  });

  it("never takes a contract's floor for the seat price", async () => {
    const { operations } = await askCopilot(
      "mentor pushed us to put a floor under revenue and we did: 10-seat minimum now, so smallest contract is $490/mo. update slide 7",
    );
    expect(operations).toEqual([]);
  });
});

describe("a figure of another kind", () => {
  it("never writes users over the paying customers card", async () => {
    const { reply, operations } = await askCopilot("we have 120 users now");
    expect(operations).toEqual([]);
    expect(reply).toMatch(/has no place for 120/u);
    expect((await askCopilot("we have 40 customers now")).operations).toMatchObject([{ slideId: "s8" }]);
  });
});
