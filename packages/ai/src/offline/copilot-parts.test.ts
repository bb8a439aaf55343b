import { describe, expect, it } from "vitest";
import type { BriefInput, DeckContext } from "../engine.ts";
import { saasBrief } from "./briefs.fixture.ts";
import { askCopilot } from "./copilot.fixture.ts";
import { offlineChat } from "./copilot.ts";
import { draftOfflineDeck } from "./draft-deck.ts";

/** Ledgerly's drafted deck: 1 cover, 7 Business model (a list), 8 Traction (3 cards), 13 Thank you. */
function ledgerly(): DeckContext {
  return {
    title: saasBrief.title,
    slides: draftOfflineDeck(saasBrief).map((s, i) => ({ id: `s${i + 1}`, ...s })),
  };
}

const ask = (message: string, deck = ledgerly()) =>
  offlineChat({ message, history: [], deck, brief: saasBrief as BriefInput });

describe("copilot: contact details go on the closing slide", () => {
  it("fills only the slide the founder names, not the cover's presenter too", async () => {
    const result = await askCopilot(
      "fill in 13 — I'm Dana Whitfield, dana@ledgerly.finance, site is getledgerly.com",
    );
    expect(result.operations).toMatchObject([{ type: "updateSlide", slideId: "s13" }]);
    expect(result.reply).toBe(
      'Put Dana Whitfield, dana@ledgerly.finance, getledgerly.com on slide 13 "Thank you".',
    );
  });

  it("puts an email, a website and a phone in the closing slide's fields", async () => {
    const result = await ask(
      "put my email jane@ledgerly.io and phone +1 415 555 0100 on the last slide, site ledgerly.io",
    );
    expect(result.operations).toEqual([
      {
        type: "updateSlide",
        slideId: "s13",
        body: {
          layout: "closing",
          fields: expect.objectContaining({
            email: "jane@ledgerly.io",
            website: "ledgerly.io",
            phone: "+1 415 555 0100",
            name: "[Add your name]",
          }),
        },
      },
    ]);
    expect(result.reply).toBe('Put jane@ledgerly.io, ledgerly.io, +1 415 555 0100 on slide 13 "Thank you".');
  });

  it("puts the founder's name on the closing slide and on the cover that asks for it", async () => {
    const result = await ask("my name is Jane Doe, CEO");
    expect(result.operations).toMatchObject([
      { slideId: "s13", body: { fields: { name: "Jane Doe, CEO" } } },
      { slideId: "s1", body: { layout: "cover", fields: { presenter: "Jane Doe, CEO" } } },
    ]);
  });

  it("puts a name quoted for the cover on the cover only, over the presenter it had", async () => {
    const result = await ask("put 'Maya Chen, CEO & Co-founder' on the cover where it says add your name");
    expect(result.operations).toMatchObject([
      { slideId: "s1", body: { layout: "cover", fields: { presenter: "Maya Chen, CEO & Co-founder" } } },
    ]);
    const deck = ledgerly();
    const cover = deck.slides[0]!;
    if (cover.body?.layout === "cover") cover.body.fields.presenter = "Jane Doe";
    const again = await ask('put "Maya Chen" on the cover', deck);
    expect(again.operations).toMatchObject([{ slideId: "s1", body: { fields: { presenter: "Maya Chen" } } }]);
  });

  it("reads \"I'm Priya Raman, CEO & co-founder\" said about the cover as the cover's presenter only", async () => {
    const result = await ask("cover slide is missing my name — I'm Priya Raman, CEO & co-founder");
    expect(result.operations).toMatchObject([
      { slideId: "s1", body: { fields: { presenter: "Priya Raman, CEO & co-founder" } } },
    ]);
  });

  it("adds a closing slide with the details when the deck has none", async () => {
    const deck = ledgerly();
    deck.slides.pop();
    const result = await ask("our email is hello@ledgerly.io", deck);
    expect(result.operations).toEqual([
      expect.objectContaining({
        type: "createSlide",
        title: "Thank you",
        content: "hello@ledgerly.io",
        position: 12,
      }),
    ]);
  });

  it("reads a company's web address in a fact as no contact detail", async () => {
    const result = await ask("rewrite slide 9, unlike blackline.com we set up in a day");
    expect(result.operations.every((op) => op.type !== "updateSlide" || op.slideId !== "s13")).toBe(true);
  });
});

describe("copilot: removing a part of a slide never deletes the slide", () => {
  it("removes a card from big numbers, and a source without its card", async () => {
    const card = await ask("remove the 15% MoM from the traction slide");
    expect(card.operations).toEqual([
      {
        type: "updateSlide",
        slideId: "s8",
        body: {
          layout: "bigNumbers",
          fields: {
            metrics: [
              { value: "32", label: "paying customers", source: "" },
              { value: "$18k", label: "MRR", source: "" },
            ],
          },
        },
      },
    ]);
    const source = await ask("take out the Gartner source from the market slide");
    expect(source.operations).toMatchObject([
      {
        type: "updateSlide",
        slideId: "s5",
        body: { fields: { metrics: [{ value: "$12B", source: "" }, {}] } },
      },
    ]);
  });

  it("removes a line of a list slide by its words or its place, keeping it in the notes", async () => {
    const deck = ledgerly();
    const product = deck.slides[5]!;
    product.content = "Matches transactions automatically\nFlags anomalies\nExports to NetSuite";
    const byWords = await ask("delete the line about anomalies from the product slide", deck);
    expect(byWords.operations).toEqual([
      expect.objectContaining({
        type: "updateSlide",
        slideId: "s6",
        content: "Matches transactions automatically\nExports to NetSuite",
        notes: expect.stringContaining("Removed from the slide: Flags anomalies"),
      }),
    ]);
    const last = await ask("remove the last bullet from slide 6", deck);
    expect(last.operations).toMatchObject([
      { content: "Matches transactions automatically\nFlags anomalies" },
    ]);
  });

  it("changes nothing when the part is not there or is all the slide has", async () => {
    for (const message of [
      "remove BlackLine from the competition slide",
      "delete the last bullet from slide 2",
      "remove Xero from slide 6",
    ]) {
      const result = await ask(message);
      expect(result.operations, message).toEqual([]);
      expect(result.reply, message).toMatch(/changed nothing/u);
    }
  });

  it("still deletes a slide named as one", async () => {
    expect((await ask("remove slide 2 from the deck")).operations).toEqual([
      { type: "deleteSlide", slideId: "s2" },
    ]);
  });
});

describe("copilot: moves by steps, copies, and 'less wordy'", () => {
  it("'bump team up two spots' moves it two places", async () => {
    const result = await ask("bump team up two spots");
    expect(result.reply).toBe('Moved "Team" from position 10 to position 8.');
  });

  it.each([
    ["can 11 sit where traction is now? traction and the rest can shift down", "Financials", 11, 8],
    ["financials should go where traction is now", "Financials", 11, 8],
    ["put team where the ask is", "Team", 10, 12],
    ["move slide 2 to where slide 8 is", "the Problem slide", 2, 8],
  ])("%j takes the place that slide holds", async (message, called, from, to) => {
    const result = await ask(message);
    expect(result.reply).toBe(
      `Moved ${called.startsWith("the") ? called : `"${called}"`} from position ${from} to position ${to}.`,
    );
  });

  it.each([
    ["put the raise on 3rd place, this angel wants know the money first", "the ask slide", 12, 3],
    ["11 → between 7 and 8", "Financials", 11, 8],
    ["move slide 11 between 7 and 8", "Financials", 11, 8],
    ["3 -> the end", "Solution", 3, 13],
    [
      "tomorrow's angel backs people before markets. team should come right after the problem slide",
      "Team",
      10,
      3,
    ],
    ["for QED, park why now at the back right before thank you — it's backup", "Why now", 4, 12],
    ["plug and play judges want size right after the pain. bring 5 up to 3", "the Market slide", 5, 3],
    [
      "why now feels like a history lesson up front. put it at #9 — no sorry, #10, right before financials",
      "Why now",
      4,
      10,
    ],
    [
      "every partner asks 'vs Numeric?' in the first 5 min. get the comparison slide in early, slot 4",
      "the Competition slide",
      9,
      4,
    ],
    [
      "market sizing is the least interesting thing in here now. sandwich it between financials and the ask",
      "the Market slide",
      5,
      11,
    ],
  ])("%j is a place said another way", async (message, called, from, to) => {
    const result = await ask(message);
    expect(result.reply).toBe(
      `Moved ${called.startsWith("the") ? called : `"${called}"`} from position ${from} to position ${to}.`,
    );
  });

  it("'duplicate slide 4' adds a copy after it for no section, keeping its layout", async () => {
    const result = await ask("duplicate slide 4");
    expect(result.operations).toEqual([
      expect.objectContaining({ type: "createSlide", title: "Why now (copy)", position: 4 }),
    ]);
    expect(result.operations[0]).not.toHaveProperty("section");
    const cover = await ask("copy the first slide");
    expect(cover.operations[0]).toMatchObject({ body: { layout: "cover" } });
    expect((await ask("copy my email into the closing slide")).operations).toEqual([]);
  });

  it("'make slide 3 less wordy' shortens it", async () => {
    const result = await ask("can you make slide 3 less wordy");
    expect(result.operations).toEqual([expect.objectContaining({ type: "updateSlide", slideId: "s3" })]);
  });
});

describe("copilot: a slide cannot be hidden", () => {
  it("says what can be done instead and changes nothing", async () => {
    const result = await ask("hide the financials slide");
    expect(result.operations).toEqual([]);
    expect(result.reply).toContain('("move slide 11 to the end") or delete it ("delete slide 11")');
  });
});

describe("copilot: requests written blind by someone who never saw the parser", () => {
  it.each([
    ["remove the second to last slide", [{ type: "deleteSlide", slideId: "s12" }]],
    ["kill the business model slide, we'll cover pricing verbally", [{ type: "deleteSlide", slideId: "s7" }]],
    [
      "pls delete financials and the thank-you slide",
      [
        { type: "deleteSlide", slideId: "s11" },
        { type: "deleteSlide", slideId: "s13" },
      ],
    ],
    ["change slide 4's title to 'The timing'", [{ type: "updateSlide", slideId: "s4", title: "The timing" }]],
    [
      "call the whole presentation Ledgerly Seed Deck (not the cover slide, just the deck name)",
      [{ type: "renameDeck", title: "Ledgerly Seed Deck" }],
    ],
  ])("%s", async (message, operations) => {
    expect((await ask(message)).operations).toEqual(operations);
  });

  it("'competition should come before product' moves it", async () => {
    expect((await ask("competition should come before product")).reply).toBe(
      "Moved the Competition slide from position 9 to position 6.",
    );
  });

  it("answers how long the deck is and where the placeholders are, changing nothing", async () => {
    const length = await ask("how long would this take to present? I have a 10 min slot");
    expect(length.operations).toEqual([]);
    expect(length.reply).toContain("The deck has 13 slides.");
    const gaps = await ask("which slides still have placeholders I need to fill in?");
    expect(gaps.operations).toEqual([]);
    expect(gaps.reply).toMatch(/^4 slides have placeholders: slide 1 "Ledgerly"/u);
  });

  it("'add that our CEO spent 6 years at Stripe' goes on the slide its words read as", async () => {
    const result = await ask("add that our CEO spent 6 yrs at stripe leading payments risk");
    expect(result.operations).toEqual([
      expect.objectContaining({
        slideId: "s10",
        content: expect.stringMatching(/\nOur CEO spent 6 yrs at stripe leading payments risk$/u),
      }),
    ]);
  });

  it("a fact for a slide drawn as a layout goes in its notes, said so; a remark around it is no request", async () => {
    const result = await ask(
      "the traction slide is just 3 numbers. add that 3 of our customers are public companies",
    );
    expect(result.operations).toEqual([
      expect.objectContaining({
        slideId: "s8",
        notes: expect.stringContaining("3 of our customers are public companies"),
      }),
    ]);
    expect(result.reply).toContain("in its speaker notes");
  });
});

describe("copilot: shortening the titles, not the slides", () => {
  it("cuts each title over six words and keeps the full one in the notes; no slide's text changes", async () => {
    const result = await ask("shorten every slide title that's a full sentence, they're way too long");
    expect(result.operations.map((op) => (op.type === "updateSlide" ? op.slideId : op.type))).toEqual([
      "s2",
      "s5",
      "s8",
      "s9",
      "s12",
    ]);
    expect(result.operations[0]).toEqual({
      type: "updateSlide",
      slideId: "s2",
      title: "Accountants waste 40 hours a month",
      notes: expect.stringContaining(
        "Full title: Accountants waste 40 hours a month reconciling spreadsheets by hand",
      ),
    });
  });
});

describe("copilot: a remark names the slide a request calls 'it'", () => {
  it("'solution slide just repeats the cover. rewrite it' is about slide 3", async () => {
    const result = await ask(
      "solution slide just repeats the cover tagline lol. rewrite it so it says what we do",
    );
    expect(result.reply).toMatch(/^Slide 3 "Solution"/u);
  });
});

describe("copilot: the deck's own name and a punch-up", () => {
  it("renames the deck from its file name", async () => {
    const result = await ask('can the deck\'s file name just be "Ledgerly Seed"? (not the cover slide)');
    expect(result.operations).toEqual([{ type: "renameDeck", title: "Ledgerly Seed" }]);
  });

  it("reads 'punch up the problem slide' as a punchier rewrite of it", async () => {
    const result = await ask("punch up the problem slide");
    expect(result.reply).toMatch(/slide 2/iu);
    expect(result.reply).not.toMatch(/offline engine/iu);
  });
});
