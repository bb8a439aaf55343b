import { describe, expect, it } from "vitest";
import type { DeckContext } from "../engine.ts";
import { saasBrief } from "./briefs.fixture.ts";
import { offlineChat } from "./copilot.ts";
import { parseReplacement } from "./copilot-replace-text.ts";
import { askCopilot } from "./copilot.fixture.ts";
import { draftOfflineDeck } from "./draft-deck.ts";

const deck = (): DeckContext => ({
  title: saasBrief.title,
  slides: draftOfflineDeck(saasBrief).map((s, i) => ({ id: `s${i + 1}`, ...s })),
});

const ask = (message: string) => offlineChat({ message, history: [], deck: deck(), brief: saasBrief });

describe("the founder's own words for a line", () => {
  it.each([
    [
      "slide 2 subtitle 'errors cost companies money' is weak. say close errors cost $250k a year",
      { old: "errors cost companies money", next: "close errors cost $250k a year" },
    ],
    [
      "thank you slide has the same tagline as the cover, change it to 'Close in days, not weeks.'",
      { old: null, next: "Close in days, not weeks" },
    ],
    [
      'on slide 6 replace "matches transactions automatically" with "matches 95% of transactions"',
      {
        target: { kind: "number", number: 6 },
        old: "matches transactions automatically",
        next: "matches 95% of transactions",
      },
    ],
    [
      "in \"Errors cost companies money\" change that to 'Close errors cost $250k'",
      { old: "Errors cost companies money", next: "Close errors cost $250k" },
    ],
  ])("reads %j", (message, expected) => {
    const change = parseReplacement(message);
    if (expected) expect(change).toMatchObject(expected);
    else expect(change).toBeNull();
  });

  it.each([
    "what should I say on the market slide?",
    "make the problem slide say it better",
    "the team slide should read more formal",
    "don't change it to anything yet",
  ])("leaves %j to the other requests", (message) => {
    expect(parseReplacement(message)).toBeNull();
  });

  it("replaces the quoted line on its slide and keeps the old words in the notes", async () => {
    const result = await ask(
      "slide 2 subtitle 'errors cost companies money' is weak af. say close errors cost the avg mid-size co $250k/yr",
    );
    expect(result.operations).toMatchObject([
      {
        type: "updateSlide",
        slideId: "s2",
        content: "Close errors cost the avg mid-size co $250k/yr",
        notes: expect.stringContaining('Before the change: "errors cost companies money"'),
      },
    ]);
  });

  it("writes a quoted tagline over the closing slide's, and only there", async () => {
    const result = await ask(
      "thank you slide has the same tagline as the cover, change it to 'Close in days, not weeks.'",
    );
    expect(result.operations).toMatchObject([
      { slideId: "s13", body: { layout: "closing", fields: { subline: "Close in days, not weeks" } } },
    ]);
  });

  it("says so when the quoted words are not on the slide", async () => {
    const result = await ask("on slide 3 'we are the best' should say 'we close books in days'");
    expect(result.operations).toEqual([]);
    expect(result.reply).toBe(
      'I couldn\'t find "we are the best" on slide 3 "Solution", so I changed nothing.',
    );
  });

  it("takes quoted words out of the slide a request names, never the slide", async () => {
    const { operations, reply } = await askCopilot("why now: drop 'for the first time'");
    expect(reply).toBe('Removed "for the first time" from slide 4 "Why now".');
    expect(operations).toMatchObject([
      {
        type: "updateSlide",
        slideId: "s4",
        content: "Since 2023, open banking APIs make real-time data available",
      },
    ]);
    const cover = await askCopilot("s1 tagline: drop 'helps'");
    expect(cover.operations).toMatchObject([{ type: "updateSlide", slideId: "s1" }]);
    expect(cover.operations.some((op) => op.type === "deleteSlide")).toBe(false);
  });

  it("asks which slide when several say the quoted words and none is named", async () => {
    const { operations, reply } = await askCopilot("drop the 'Ledgerly helps' phrasing");
    expect(operations).toEqual([]);
    expect(reply).toMatch(/^Slides 1, 3, 13 all say "Ledgerly helps", so I changed nothing\. Which slide/u);
  });
});
