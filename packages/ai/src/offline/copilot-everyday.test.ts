import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

const ops = async (message: string) => (await askCopilot(message)).operations;
const order = async (message: string) => {
  const op = (await ops(message))[0];
  return op?.type === "reorderSlides" ? op.slideIds : null;
};

describe("everyday requests a founder types", () => {
  it.each([
    ["cut the team slide", "s10"],
    ["cut the why now slide, it overlaps with solution", "s4"],
  ])("%j deletes that slide", async (message, slideId) => {
    expect(await ops(message)).toEqual([{ type: "deleteSlide", slideId }]);
  });

  it("'cut the team slide down to 2 lines' shortens it", async () => {
    expect(await ops("cut the team slide down to 2 lines")).toMatchObject([
      { type: "updateSlide", slideId: "s10" },
    ]);
  });

  it.each([
    ["make team slide 2", 1, "s10"],
    ["for seed decks team should be up front. make team slide 2", 1, "s10"],
    ["make the team slide the second slide", 1, "s10"],
    ["team should be up front", 1, "s10"],
    ["make the why now slide the second to last one", 11, "s4"],
  ])("%j moves the slide", async (message, at, slideId) => {
    expect((await order(message))?.[at]).toBe(slideId);
  });

  it.each([
    [
      "add a bullet to the product slide: integrates with QuickBooks, Xero and NetSuite",
      "s6",
      "Integrates with QuickBooks, Xero and NetSuite",
    ],
    [
      "add to slide 7: we also have an annual plan at $490/seat/yr",
      "s7",
      "We also have an annual plan at $490/seat/yr",
    ],
  ])("%j adds the words as a line of their own", async (message, slideId, line) => {
    const op = (await ops(message))[0] as { slideId: string; content: string };
    expect(op.slideId).toBe(slideId);
    expect(op.content.split("\n").at(-1)).toBe(line);
  });

  it("answers 'Is 15% MoM good for seed' as the question it is, without a question mark", async () => {
    const result = await askCopilot("Is 15% MoM good for seed");
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(/^15% MoM growth is strong/u);
  });

  it("asks before deleting 'everything after the market slide'", async () => {
    expect(await ops("delete everything after the market slide")).toEqual([]);
  });

  it("does not delete the slide whose photo is to go", async () => {
    expect(await ops("the market slide has a photo that looks cheap. drop it")).toEqual([]);
  });

  it("'move the PhD slide up to right after the cover' finds the slide by what it shows", async () => {
    expect((await order("move the PhD slide up to right after the cover"))?.[1]).toBe("s10");
  });

  it("'drop the open banking slide' names the slide it found by its words and asks before deleting", async () => {
    const result = await askCopilot("drop the open banking slide, nobody cares");
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(
      /the closest is slide 4 "Why now"\. I changed nothing\. To delete it, reply "yes"/u,
    );
  });

  it.each(["delete the money slide", "nuke the money slide, the partner said it's premature"])(
    "%j: one common word names no slide, so nothing is deleted",
    async (message) => {
      expect(await ops(message)).toEqual([]);
    },
  );

  it("'on the $100k MRR slide add milestones' is the ask's, the one slide showing that figure", async () => {
    const result = await ops(
      "on the $100k MRR slide add milestones: hire 4 AEs, ship NetSuite integration, SOC 2 Type II",
    );
    expect(result).toMatchObject([{ type: "updateSlide", slideId: "s12" }]);
  });

  it("'put in a slide with our customer logos — …' makes a new slide with them", async () => {
    expect(
      await ops("put in a slide with our customer logos — Brightwave, Northpass, Kestrel Foods"),
    ).toMatchObject([
      { type: "createSlide", title: "Customer logos", content: "Brightwave\nNorthpass\nKestrel Foods" },
    ]);
  });

  it.each([
    "would the open banking slide make sense to a non-fintech investor?",
    "swap the tagline on the cover and the subline on the thank you slide to 'The close, automated.' leave the solution slide alone",
  ])("%j changes no slide", async (message) => {
    expect(await ops(message)).toEqual([]);
  });

  it("'traction: NRR 112% instead of 15% MoM' swaps that card whole and leaves the title's growth claim alone", async () => {
    const [op] = (await ops("traction: NRR 112% instead of 15% MoM")) as Array<{
      title?: string;
      body: { fields: { metrics: Array<{ value: string; label: string }> } };
    }>;
    expect(op!.title).toBeUndefined();
    expect(op!.body.fields.metrics.map((m) => `${m.value} ${m.label}`)).toEqual([
      "32 paying customers",
      "$18k MRR",
      "112% NRR",
    ]);
  });

  it("a fourth number for a slide of three goes to the notes, with a request that would show it", async () => {
    const result = await askCopilot("add NRR 112% to the traction slide");
    expect(result.reply).toContain("already shows 3 numbers, the most its layout holds");
    expect(result.reply).toContain('say "slide 8: NRR 112% instead of 15% MoM"');
  });

  it.each([
    [
      "change the problem title to: Finance teams spend 40+ hrs every month matching spreadsheets by hand",
      { slideId: "s2", title: "Finance teams spend 40+ hrs every month matching spreadsheets by hand" },
    ],
    [
      "product slide as 3 bullets: auto-matching, anomaly flags, one-click close report",
      { slideId: "s6", content: "Auto-matching\nAnomaly flags\nOne-click close report" },
    ],
    [
      "'Errors cost companies money' is so weak. make it specific: one restatement costs a mid-size company $150k on average",
      { slideId: "s2", content: "One restatement costs a mid-size company $150k on average" },
    ],
  ])("%j writes the founder's words", async (message, change) => {
    expect(await ops(message)).toMatchObject([{ type: "updateSlide", ...change }]);
  });

  it.each([
    ["add my name to the cover - Maya Chen, CEO & Co-founder", "presenter", "Maya Chen, CEO & Co-founder"],
    [
      "presenter on the title slide should be 'Maya Chen, Co-founder & CEO' not the placeholder",
      "presenter",
      "Maya Chen, Co-founder & CEO",
    ],
    ["date on cover: March 2025", "date", "March 2025"],
  ])("%j fills the cover's %s", async (message, field, value) => {
    const [op] = (await ops(message)) as Array<{ slideId: string; body: { fields: Record<string, string> } }>;
    expect(op!.slideId).toBe("s1");
    expect(op!.body.fields[field]).toBe(value);
  });

  it("'add FloQast as a second competitor in the comparison table' adds a column", async () => {
    const [op] = (await ops("add FloQast as a second competitor in the comparison table")) as Array<{
      body: { fields: { columns: string[] } };
    }>;
    expect(op!.body.fields.columns).toEqual(["Ledgerly", "BlackLine", "FloQast"]);
  });

  it("keeps an apostrophe inside double quotes as part of the new words", async () => {
    const [op] = (await ops(
      'thank you slide subline is the tagline AGAIN lol. change it to "Let\'s close the books faster, together"',
    )) as Array<{ slideId: string; body: { fields: { subline: string } } }>;
    expect(op!.slideId).toBe("s13");
    expect(op!.body.fields.subline).toBe("Let's close the books faster, together");
  });

  it("says which titles are still labels and why, instead of claiming every slide has a headline", async () => {
    const result = await askCopilot(
      "Make every slide title a full sentence instead of just a label like 'Product' or 'Team'",
    );
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(
      /^Slide 3 "Solution", slide 4 "Why now", slide 6 "Product", slide 7 "Business model", slide 10 "Team" still have labels for a title/u,
    );
    expect(result.reply).not.toMatch(/already/u);
  });

  it.each([
    ["ugh correction the 15% is wrong its 12% mom avg last qtr", "15% → 12%"],
    ["the 15% is wrong, it's 12%", "15% → 12%"],
    ["the $18k is outdated, it's $21k", "$18k → $21k"],
  ])("%j corrects the figure on the one slide showing it", async (message, change) => {
    const result = await askCopilot(message);
    expect(result.reply).toBe(
      `Updated slide 8 (the Traction slide): ${change}. The old figure is in the speaker notes.`,
    );
  });
});
