import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { shortTitle } from "./copilot-titles.ts";

describe("a title in six words, its meaning whole", () => {
  it.each([
    [
      "Accountants waste 40 hours a month reconciling spreadsheets by hand",
      "Accountants waste 40 hours a month",
    ],
    [
      "The US market for close-management software is $12B according to Gartner",
      "$12B US market for close-management software",
    ],
    ["32 paying customers, $18k MRR, growing 15% MoM", "32 paying customers, $18k MRR"],
    ["Unlike BlackLine, we set up in a day", "We set up in a day"],
    ["Raising a $2.5M seed round to reach $100k MRR", "$2.5M seed to reach $100k MRR"],
    // No clean cut: it stays, rather than end on "empty".
    [
      "We help dental clinics fill empty chairs with a smart waitlist",
      "We help dental clinics fill empty chairs with a smart waitlist",
    ],
  ])("%j → %j", (title, short) => {
    expect(shortTitle(title)).toBe(short);
  });

  it("shortens the title of the slide the founder names, not the words before 'title'", async () => {
    const { operations } = await askCopilot(
      "punch up the title on slide 12 — 'Raising a $2.5M seed round to reach $100k MRR' is a mouthful, kawasaki would hate it",
    );
    expect(operations).toMatchObject([
      { type: "updateSlide", slideId: "s12", title: "$2.5M seed to reach $100k MRR" },
    ]);
  });
});
