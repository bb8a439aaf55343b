import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { parseDeletions } from "./copilot-delete-many.ts";

const ask = askCopilot;

describe("deleting several slides, or one by where it sits", () => {
  it.each([
    ["remove the product slide and the competition slide, this is the short version", ["s6", "s9"]],
    ["remove 6 and 7", ["s6", "s7"]],
    ["slides 6 and 7 out pls, we're covering product in the demo", ["s6", "s7"]],
    ["cutting Thank you and Why now. need this at 11 slides", ["s13", "s4"]],
    ["cut the final two slides, I'll do the ask verbally", ["s12", "s13"]],
    ["delete the slide right after the cover", ["s2"]],
    ["take slide 12 out for now", ["s12"]],
    ["remove slides 7, 11", ["s7", "s11"]],
    ["recruiting version for eng candidates: delete the traction slide and the raise", ["s8", "s12"]],
    ["this is going out as a cold email teaser — take out financials and team", ["s11", "s10"]],
    ["nuke slides 3 and 13 🔥 they both just repeat the tagline anyway", ["s3", "s13"]],
    ["slide 11 is nothing but placeholders and I present in an hour. just nuke it", ["s11"]],
  ])("%j deletes exactly those slides", async (message, ids) => {
    const result = await ask(message);
    expect(result.operations.map((op) => (op.type === "deleteSlide" ? op.slideId : op.type))).toEqual(ids);
  });

  it.each([
    "get rid of the hedging on slide 4 and 5",
    "remove BlackLine from the competition slide",
    "we cut burn and hiring in half",
    "help me figure out the market slide",
  ])("%j deletes no slide", (message) => {
    expect(parseDeletions(message)).toBeNull();
  });

  it("asks before deleting a slide it only guesses at", async () => {
    const result = await ask("delete the money slide and the team slide");
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(/deleted nothing|changed nothing/u);
  });
});

describe("a list that is two requests", () => {
  it("deletes the slide and renames the deck, never deleting the cover the new name mentions", async () => {
    const result = await ask("lose the thank you slide and rename the deck 'Ledgerly — Partner Meeting'");
    expect(result.operations).toEqual([
      { type: "deleteSlide", slideId: "s13" },
      { type: "renameDeck", title: "Ledgerly — Partner Meeting" },
    ]);
  });
});
