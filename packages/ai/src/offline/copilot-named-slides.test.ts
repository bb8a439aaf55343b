import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

/** Slide ids the answer touches, by operation. */
const touched = (operations: Awaited<ReturnType<typeof askCopilot>>["operations"]) =>
  operations.map((op) => ("slideId" in op ? `${op.type}:${op.slideId}` : op.type));

describe("a slide the founder names is the one edited, or the copilot asks", () => {
  it.each([
    "notes from call w Jonah:\n- GTM slide: add that 60% of pipeline comes via accounting firms",
    "LTV:CAC slide says 8x, it's actually more like 6x now",
  ])("%j names a slide the deck lacks: nothing changes and the reply says so", async (message) => {
    const result = await askCopilot(message);
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(/couldn't find/u);
  });

  it("shortens the titles of the slides listed without commas, and only those", async () => {
    const result = await askCopilot("shorten titles on 2 5 and 12 theyre all full sentences");
    expect(touched(result.operations)).toEqual(["updateSlide:s2", "updateSlide:s5", "updateSlide:s12"]);
  });

  it("'just thoughts' after a question changes nothing", async () => {
    const result = await askCopilot(
      "is 'close their books in days, not weeks' convincing without a number? like should it say '3 days'. just thoughts",
    );
    expect(result.operations).toEqual([]);
  });

  it("'for now' after a slide is when, not which slide", async () => {
    const result = await askCopilot("remove the traction slide for now");
    expect(touched(result.operations)).toEqual(["deleteSlide:s8"]);
  });
});

describe("the presenter typed for the cover", () => {
  it.each([
    ["name on the cover = Kofi Mensah, CEO. thats it", "Kofi Mensah, CEO"],
    ["cover name sofia lindqvist cofounder ceo", "Sofia Lindqvist, Co-founder & CEO"],
    ["put Kofi Mensah, CEO on the cover", "Kofi Mensah, CEO"],
  ])("%j sets the cover's presenter to %j", async (message, presenter) => {
    const result = await askCopilot(message);
    expect(result.operations).toMatchObject([
      { type: "updateSlide", slideId: "s1", body: { layout: "cover", fields: { presenter } } },
    ]);
  });
});

describe("words that look like a slide's name but are not", () => {
  it("'closing slide for demo day: …' is for the closing slide, never Product", async () => {
    const result = await askCopilot(
      "closing slide for demo day: 'Come find us at table 14' + hi@ledgerly.finance",
    );
    expect(result.operations.map((op) => ("slideId" in op ? op.slideId : op.type))).toEqual(["s13"]);
  });

  it("'bin the metrics-y one' asks before deleting", async () => {
    const result = await askCopilot("bin the metrics-y one, I'll talk numbers out loud");
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(/deleted nothing/u);
  });
});
