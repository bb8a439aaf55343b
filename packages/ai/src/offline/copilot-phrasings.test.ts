import { describe, expect, it } from "vitest";
import type { ChatResult } from "../engine.ts";
import { askCopilot } from "./copilot.fixture.ts";

/** Moves, deck names and new slides said the ways founders who never saw the parser said them. */

const ask = askCopilot;

function positionAfter(result: ChatResult, id: string): number {
  const [op] = result.operations;
  if (op?.type !== "reorderSlides")
    throw new Error(`expected a reorder, got ${JSON.stringify(result.operations)}`);
  return op.slideIds.indexOf(id) + 1;
}

describe("moves", () => {
  it.each([
    ["slide 9 → slide 4 pls", "s9", 4],
    ["can financials go after the ask instead of before it?", "s11", 12],
    ["team should be slide 3, the investors on this call care about founders first", "s10", 3],
    ["team should be the 3rd slide. this fund backs founders first", "s10", 3],
    ["market sizing first pls, right after the cover", "s5", 2],
    ["competition feels orphaned down there, slot it in between product and business model", "s9", 7],
    ["drag financials down one so it sits after the ask", "s11", 12],
    ["pull the moat slide forward so it comes directly after solution", "s9", 4],
    ["traction should be the very last thing they see before the raise", "s8", 11],
    ["flip the order so the deck opens cold on the problem and the cover comes second", "s2", 1],
    ["why now is buried. make it slide 3", "s4", 3],
    ["show the product before the solution slide — the thing first, then the outcome", "s6", 3],
    ["team ➡️ second to last", "s10", 12],
    ["i want financials to be slide 9", "s11", 9],
    ["push business model down so it sits right after financials", "s7", 11],
  ])("%j", async (message, id, position) => {
    expect(positionAfter(await ask(message), id)).toBe(position);
  });
});

describe("the deck's name", () => {
  it.each([
    ["can the deck be called 'Ledgerly Seed v3' so i dont mix it up with the old one", "Ledgerly Seed v3"],
    ["Deck name → Ledgerly x a16z (Oct)", "Ledgerly x a16z (Oct)"],
    [
      "the deck's name (top bar, not the cover) → Ledgerly | Seed | Confidential",
      "Ledgerly | Seed | Confidential",
    ],
    ["retitle the deck file as Ledgerly Angel Round v3 pls", "Ledgerly Angel Round v3"],
    ["deck name: Ledgerly — Accel partner meeting", "Ledgerly — Accel partner meeting"],
    ["can u retitle the whole file to 'ledgerly seed FINAL final' lol", "ledgerly seed FINAL final"],
    [
      'Please set the presentation\'s name to "Ledgerly Seed Q4 2025" — leave slide 1 as it is.',
      "Ledgerly Seed Q4 2025",
    ],
    [
      "sending to Accel tmrw, can the deck itself be called Ledgerly for Accel (Nov 2025)",
      "Ledgerly for Accel (Nov 2025)",
    ],
    ["name the deck 'Ledgerly_Seed_FINAL_v2' lol", "Ledgerly_Seed_FINAL_v2"],
    ['change the name of this deck to "Ledgerly — Close Faster"', "Ledgerly — Close Faster"],
    ['retitle the deck (NOT slide 1!) to "Ledgerly — Angel Round"', "Ledgerly — Angel Round"],
    [
      "i keep mixing this up with my old deck in the sidebar. name it Ledgerly Seed — March",
      "Ledgerly Seed — March",
    ],
    ["retitle file → Ledgerly x Bessemer 02/2026", "Ledgerly x Bessemer 02/2026"],
    ["call this one Ledgerly Seed — Bessemer", "Ledgerly Seed — Bessemer"],
    [
      'i have like 4 versions of this floating around. call this one "Ledgerly – Atomico follow-up"',
      "Ledgerly – Atomico follow-up",
    ],
    ["sidebar name for this one → Ledgerly | Seedcamp Demo Day", "Ledgerly | Seedcamp Demo Day"],
    [
      "last time you changed the cover title instead 🙃 the DECK name (not slide 1) should be Ledgerly Seed v4",
      "Ledgerly Seed v4",
    ],
    ['deck name pls "Ledgerly – Munich Roadshow 2025"', "Ledgerly – Munich Roadshow 2025"],
    ["rename the file (NOT the cover!!) to Ledgerly Seed EUR", "Ledgerly Seed EUR"],
    ['please the presentation title: "Ledgerly x Point Nine (Jan)"', "Ledgerly x Point Nine (Jan)"],
    [
      "rename this one 'Ledgerly — QED Partner Mtg 11/14' so i grab the right file tomorrow (deck name, not the cover)",
      "Ledgerly — QED Partner Mtg 11/14",
    ],
    ['title the file "Ledgerly Seed – Work-Bench" pls, I have 3 copies open', "Ledgerly Seed – Work-Bench"],
    [
      "call the deck 'Ledgerly × Kindred' — ugh no, their associate asked for 'Ledgerly for Kindred Ventures' exactly. use that",
      "Ledgerly for Kindred Ventures",
    ],
  ])("%j", async (message, title) => {
    expect((await ask(message)).operations).toEqual([{ type: "renameDeck", title }]);
  });
});

describe("a new slide on a topic of the founder's own", () => {
  it.each([
    [
      "add a slide listing our current backers: $400k pre-seed from angels",
      "Current backers",
      "$400k pre-seed from angels",
    ],
    [
      "I want a slide w/ our ideal customer profile: 200-2000 employees, on NetSuite",
      "Ideal customer profile",
      "200-2000 employees\nOn NetSuite",
    ],
    [
      "can we add a slide on our matching accuracy? 96% auto-match vs ~70% for rules-based tools",
      "Matching accuracy",
      "96% auto-match vs ~70% for rules-based tools",
    ],
    ["kpi slide pls: gross margin 84%, logo retention 97%", "KPI", "Gross margin 84%\nLogo retention 97%"],
    [
      "can we do a slide for the waitlist? 310 cos signed up after the write-up",
      "Waitlist",
      "310 cos signed up after the write-up",
    ],
    [
      "add a slide teasing our next product: AP automation, launching Q1 2026",
      "Next product",
      "AP automation\nLaunching Q1 2026",
    ],
    ["we need something on international expansion — UK next yr", "International expansion", "UK next yr"],
    [
      "slide idea: 'What we heard' — top 3 pains from our 85 interviews",
      "What we heard",
      "Top 3 pains from our 85 interviews",
    ],
  ])("%j", async (message, title, content) => {
    const [op] = (await ask(message)).operations;
    expect(op).toMatchObject({ type: "createSlide", title, content });
  });

  it("names a long topic by its own title, not the section its words read as", async () => {
    const result = await ask("add a slide w/ the top 3 things we've learned from our first 32 customers");
    expect(result.operations[0]).toMatchObject({
      type: "createSlide",
      title: expect.stringMatching(/^Top 3 things we've learned/u),
    });
    expect(result.reply).not.toMatch(/Traction/u);
  });

  it("puts a demo slide where the founder asked, even though the deck has a Product slide", async () => {
    const result = await ask(
      "add a slide right after the cover w/ a placeholder for our 60-sec product demo video",
    );
    expect(result.operations[0]).toMatchObject({ type: "createSlide", position: 1 });
    expect(result.reply).not.toMatch(/next to/u);
  });
});

describe("a slide named by where it sits", () => {
  it.each([
    ["take out the 3rd-to-last slide", "s11"],
    ["the slide right before thank you — delete it, I'll pitch the round verbally", "s12"],
  ])("%j deletes that slide and no other", async (message, id) => {
    expect((await ask(message)).operations).toEqual([{ type: "deleteSlide", slideId: id }]);
  });
});

describe("one slide's title", () => {
  it.each([
    ["make the traction title shorter", "s8"],
    ["slide 5 title is a whole sentence, cut it to 3-4 words", "s5"],
  ])("%j shortens that title only", async (message, id) => {
    const { operations } = await ask(message);
    expect(
      operations.map((op) => (op.type === "updateSlide" ? [op.slideId, "content" in op] : op.type)),
    ).toEqual([[id, false]]);
  });

  it.each([
    [
      "market title is waaay too long. maybe 'A $12B market still run on spreadsheets'?",
      "s5",
      "A $12B market still run on spreadsheets",
    ],
    [
      "problem title: frame it around controllers not 'accountants', e.g. 'Controllers lose a week every month to manual reconciliation'",
      "s2",
      "Controllers lose a week every month to manual reconciliation",
    ],
  ])("%j uses the founder's own title", async (message, id, title) => {
    expect((await ask(message)).operations).toEqual([{ type: "updateSlide", slideId: id, title }]);
  });
});

describe("a line of a slide, never the slide", () => {
  it("drops the line the founder has nothing for, and takes the email that follows", async () => {
    const { operations } = await ask(
      "thank-you slide: we don't have a website live yet so drop that line. email is founders@ledgerly.co",
    );
    expect(operations).toHaveLength(1);
    expect(operations[0]).toMatchObject({
      type: "updateSlide",
      slideId: "s13",
      body: { fields: { website: "", email: "founders@ledgerly.co" } },
    });
  });

  it("asks which line rather than delete the slide", async () => {
    expect(
      (await ask("the problem slide: the second sentence is weak so drop that line")).operations,
    ).toEqual([]);
  });
});

describe("a new slide beside a section of the same name", () => {
  it("adds a market map next to Market instead of calling it a second market slide", async () => {
    const [op] = (await ask("add a market map — where we sit vs ERPs, close tools and AP automation"))
      .operations;
    expect(op).toMatchObject({ type: "createSlide", title: "Market map", position: 5 });
  });

  it("puts a slide 'near the end' before the closing slide", async () => {
    const [op] = (await ask("put an exit landscape slide near the end — BlackLine bought Rimilia"))
      .operations;
    expect(op).toMatchObject({ type: "createSlide", title: "Exit landscape", position: 12 });
  });
});

describe("a tone asked for in the founder's words", () => {
  it("edits each slide of a list ('on 2, 4 and 5') and no other", async () => {
    const { operations } = await ask("more confident tone on 2, 4 and 5 pls. less hedging, more conviction");
    expect(
      operations.every((op) => op.type === "updateSlide" && ["s2", "s4", "s5"].includes(op.slideId)),
    ).toBe(true);
  });

  it("reads the slide a remark is about: 'the timing slide reads like…, give it some urgency'", async () => {
    const result = await ask("the timing slide reads like a wikipedia sentence lol, give it some urgency");
    expect(result.reply).toMatch(/slide 4 "Why now"/iu);
    expect(result.operations.every((op) => op.type === "updateSlide" && op.slideId === "s4")).toBe(true);
  });
});

describe("copilot: requests typed in a hurry or in a second language", () => {
  it("'12 → add …' heads the news by the slide's number", async () => {
    const result = await ask("12 → add 'SAFE, post-money' + 'first close in 6 wks'");
    expect(result.operations).toEqual([expect.objectContaining({ type: "updateSlide", slideId: "s12" })]);
  });

  it("'slide 3 – say …' adds the line to that slide", async () => {
    const result = await ask("slide 3 – say customers save avg 30h per month");
    expect(result.operations).toEqual([
      expect.objectContaining({
        type: "updateSlide",
        slideId: "s3",
        content: expect.stringContaining("Customers save avg 30h per month"),
      }),
    ]);
  });

  it("an emoji that is not an arrow moves nothing, an arrow emoji does", async () => {
    const bored = await ask("pricing slide so boring 😴 make it more punch but $49 stay");
    expect(bored.operations.some((op) => op.type === "reorderSlides")).toBe(false);
    expect((await ask("traction 👉 slot 2")).reply).toBe(
      "Moved the Traction slide from position 8 to position 2.",
    );
  });

  it("news for a slide the deck lacks, to update, asks instead of adding one", async () => {
    const result = await ask("hiring plan slide: +3 engineers in Q1, update pls");
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(/couldn't find a "hiring plan" slide/u);
  });
});

describe("copilot: a cheer before the one request", () => {
  it("answers the request when the whole message reads as nothing", async () => {
    const result = await ask(
      "WE SIGNED BREX 🎉🎉 yesterday!! traction → 33 customers and mention brex by name. need it before my 3pm",
    );
    expect(result.operations).toEqual([expect.objectContaining({ type: "updateSlide", slideId: "s8" })]);
  });
});

describe("copilot: asides that changed the wrong thing", () => {
  it("'deck name → … . the file, not the cover' renames the deck, and the aside is no part of the name", async () => {
    const result = await ask("deck name → Ledgerly Seed (post-TechCrunch). the file, not the cover");
    expect(result.operations).toEqual([{ type: "renameDeck", title: "Ledgerly Seed (post-TechCrunch)" }]);
  });

  it("a remark, then news headed by its slide, goes on that slide", async () => {
    const result = await ask(
      "clocktower weighs cofounder history heavily. team: add that Dev and I have known each other since undergrad at Waterloo (12 yrs)",
    );
    expect(result.operations).toEqual([expect.objectContaining({ type: "updateSlide", slideId: "s10" })]);
  });

  it("'drop the 'for the first time' bit' removes a part, never the slide", async () => {
    const result = await ask(
      "reframe slide 4 around what it lets us do and drop the 'for the first time' bit",
    );
    expect(result.operations.some((op) => op.type === "deleteSlide")).toBe(false);
  });

  it("'we never move money' moves no slide", async () => {
    const result = await ask("product: we're read-only on bank data, we never move money. add it");
    expect(result.operations.some((op) => op.type === "reorderSlides")).toBe(false);
  });
});

describe("copilot: a request taken back in the same message", () => {
  it("leaves the ask alone, and does the rest", async () => {
    const result = await ask(
      "price goes to $59/seat on nov 1 → update the pricing slide. also the ask should change the seat math... actually no, leave the ask alone. but traction: mrr is $19.2k now",
    );
    expect(result.operations.map((op) => (op.type === "updateSlide" ? op.slideId : op.type))).toEqual([
      "s7",
      "s8",
    ]);
    expect(JSON.stringify(result.operations)).toContain("$59");
    expect(JSON.stringify(result.operations)).not.toContain('"amount":"$19.2k"');
  });
});

describe("copilot: the slide a sentence opens with", () => {
  it("'cover tagline needs to be half as long' shortens the cover", async () => {
    const result = await ask(
      "cover tagline needs to be half as long, i'm reading it out loud on a podcast tmrw",
    );
    expect(result.operations).toEqual([expect.objectContaining({ type: "updateSlide", slideId: "s1" })]);
  });

  it("a slide named later in the sentence is not taken for it", async () => {
    const result = await ask("the slide between why now and product → shorter. one number, one source, done");
    expect(result.operations.some((op) => op.type === "updateSlide" && op.slideId === "s4")).toBe(false);
  });

  it("'… have to move their books …' is news, not a move", async () => {
    const result = await ask(
      "timing slide, 2nd reason: Intuit is sunsetting QuickBooks Desktop, so mid-size cos have to move their books anyway. add it",
    );
    expect(result.operations).toEqual([expect.objectContaining({ type: "updateSlide", slideId: "s4" })]);
  });
});
