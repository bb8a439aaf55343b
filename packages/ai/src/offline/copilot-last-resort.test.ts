import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

describe("a message no reader understood", () => {
  it("answers a question about a named slide with that slide's review, changing nothing", async () => {
    const { operations, reply } = await askCopilot(
      "point nine's partner called our market slide 'hand-wavy'. is that fair? just tell me, no edits yet",
    );
    expect(operations).toEqual([]);
    expect(reply).toMatch(
      /^Slide 5 \(the Market slide\) says: "\$12B.*"\.\nOn slide 5 \(the Market slide\)/u,
    );
  });

  it("answers a question about a slide named by number with that slide, not the deck", async () => {
    const { operations, reply } = await askCopilot(
      "honest take, is 'AI platform' on slide 6 going to make VCs roll their eyes? don't touch it",
    );
    expect(operations).toEqual([]);
    expect(reply).toMatch(/^Slide 6 "Product" says: "We build an AI platform/u);
  });

  it("answers an opinion asked of the whole deck with the deck's review", async () => {
    const { operations, reply } = await askCopilot("honest take on where we stand? no edits");
    expect(operations).toEqual([]);
    expect(reply).toMatch(/^I reviewed the deck/u);
  });

  it("says what it can do when nothing is asked of the deck", async () => {
    const { reply } = await askCopilot("Can you tell me a joke?");
    expect(reply).toMatch(/^I'm the offline engine/u);
  });
});

describe("a slide's title given after an arrow", () => {
  it.each([
    [
      "the raise title → exactly '$2.5M seed to reach $100k MRR'. bullets untouched",
      "s12",
      "$2.5M seed to reach $100k MRR",
    ],
    ["#11 title → 'Path to $100k MRR'. don't touch the body", "s11", "Path to $100k MRR"],
    [
      'thank you slide title → exactly "Let\'s close faster." — nothing else changes',
      "s13",
      "Let's close faster.",
    ],
    [
      "financials title → Marta suggested 'Path to $100k MRR' since thats what the raise promises",
      "s11",
      "Path to $100k MRR",
    ],
  ])("%j retitles the slide", async (message, slideId, title) => {
    const { operations } = await askCopilot(message);
    expect(operations).toEqual([{ type: "updateSlide", slideId, title }]);
  });
});

describe("figures listed after a colon, with asides around them", () => {
  it.each([
    "s8 numbers as of this AM: 47 customers / $23.6k MRR / 16% MoM (trailing 3-mo avg). replace all 3 lines + the title",
    "numbers as of this morning (Maya at Afore will check them against the data room so they need to match exactly): 47 paying customers, $23.6k MRR, 16% MoM",
  ])("%j updates all three on Traction", async (message) => {
    const { operations } = await askCopilot(message);
    expect(operations).toMatchObject([
      { type: "updateSlide", slideId: "s8", title: "47 paying customers, $23.6k MRR, growing 16% MoM" },
    ]);
  });
});

describe("a question about the slide named as one", () => {
  it("reviews the raise slide the advisor's remark is about, not the team the word 'advisor' suggests", async () => {
    const { operations, reply } = await askCopilot(
      "our advisor says the raise slide doesn't say what kind of round it is (SAFE? priced?). is that actually a problem at seed or is she nitpicking? no changes",
    );
    expect(operations).toEqual([]);
    expect(reply).toMatch(/^Slide 12 \(the ask slide\)/u);
  });
});

describe("harmful edits found in the blind sets", () => {
  it.each([
    // "SOC 2" is a name, and the MRR that "doesn't change" is no figure to set.
    "board approved going to $3.2M so we can do SOC 2 + two more eng hires. the MRR target doesn't change",
    // "drop it in later" puts something in.
    "the SAM line on the market slide is just two brackets. write it as a real sentence with [X] where the number goes so I can drop it in later",
    // "speed" is no slide; "seed" in the ask's title is only a guess, so the delete asks first.
    "bin the speed slide, it's repetitive",
  ])("%j changes nothing", async (message) => {
    const { operations } = await askCopilot(message);
    expect(operations).toEqual([]);
  });
});
