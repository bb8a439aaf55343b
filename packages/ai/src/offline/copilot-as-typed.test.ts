import { describe, expect, it } from "vitest";
import { asTyped } from "./copilot-as-typed.ts";
import { askCopilot } from "./copilot.fixture.ts";

describe("a message as a founder would have typed it", () => {
  it.each([
    [
      "okay so update traction we're at forty seven paying customers now and m r r is twenty six k period growth is still around fifteen percent",
      "okay so update traction we're at 47 paying customers now and MRR is 26k. growth is still around 15%",
    ],
    ["slide twelve use of funds forty percent engineering", "slide 12 use of funds 40% engineering"],
    ["so yeah slides number four and number nine both gone please", "so yeah delete slides 4 and 9 please"],
    ["last slide the email is maya at ledgerly dot ai", "last slide the email is maya@ledgerly.ai"],
    ["is fifteen percent month over month good question mark", "is 15% month over month good?"],
    [
      "on the mote slide add that we're a third of the price",
      "on the moat slide add that we're a third of the price",
    ],
    ["s8 numbers as of this AM", "slide 8 numbers as of this AM"],
    ["mkae teh traction slife shorter", "make the traction slide shorter"],
    [
      "rm s2, s4 — I open straight on the solution",
      "delete slides 2 and 4 — I open straight on the solution",
    ],
    ["public demo-day upload: #8 + #11 have to go", "public demo-day upload: delete slides 8 and 11"],
    ["12: lead is confirmed", "slide 12: lead is confirmed"],
    ["burn for 11: $82k gross", "burn for slide 11: $82k gross"],
    ["fyi it's 368 seats — add it to 8", "fyi it's 368 seats — add it to slide 8"],
    [
      "signed Brightwell Logistics yday 🎉 biggest deal yet 60 seats. traction",
      "signed Brightwell Logistics yday 🎉 biggest deal yet 60 seats. put it on the traction slide",
    ],
    [
      "Tariq Bello signed his offer 🙌 VP Engineering, ran the payments ledger team at Monzo 4 yrs. team slide, under the CTO line",
      "Tariq Bello signed his offer 🙌 VP Engineering, ran the payments ledger team at Monzo 4 yrs. put it on the team slide",
    ],
  ])("%j reads as %j", (message, typed) => {
    expect(asTyped(message)).toBe(typed);
  });

  it.each([
    "make it punchier. traction",
    "the one right after the problem needs to be more specific",
    "make it two bullets",
    "the payback period is 9 months",
    "great news we just signed customer #40!! pls update the deck",
    "make the market slide #3 — the YC folks want to see size early",
    "launched on Product Hunt, #2 product of the day",
    "say 'forty seven percent, period.' on the cover",
  ])("leaves %j as it is", (message) => {
    expect(asTyped(message)).toBe(message);
  });

  it("carries out a dictated figure update on the slide it names", async () => {
    const { operations } = await askCopilot("slide eight um we now have forty seven paying customers period");
    expect(operations).toEqual([expect.objectContaining({ type: "updateSlide", slideId: "s8" })]);
    expect(JSON.stringify(operations)).toContain("47");
  });

  it.each([
    ["delete 12 for the syndicate version — lead sets the terms, not us", "s12"],
    ["slide 6 🗑️ the live demo does that job way better than one sentence ever will", "s6"],
    ["rm 11. burn/runway go in the cover email", "s11"],
    ["cut slide 6", "s6"],
    ["kill financials for now, its all [brackets]", "s11"],
    ["13 is dead weight rn, bin it", "s13"],
    ["product slide gone, the live demo replaces it", "s6"],
    ["nobody reads the closer. cut thank you, we end on the raise", "s13"],
  ])("%j deletes that slide and nothing else", async (message, slideId) => {
    const { operations } = await askCopilot(message);
    expect(operations).toEqual([{ type: "deleteSlide", slideId }]);
  });

  it.each([
    ["so yeah slides number four and number nine both gone please", ["s4", "s9"]],
    ["public demo-day upload: #8 + #11 have to go, numbers are under NDA w/ our lead 🙃", ["s8", "s11"]],
    ["rm s2, s4 — I open straight on the solution", ["s2", "s4"]],
    ["for tmrws coffee chat remove market AND financials, too heavy", ["s5", "s11"]],
    ["90-sec lightning version → cut s6 and s9", ["s6", "s9"]],
  ])("%j deletes exactly those slides", async (message, slideIds) => {
    const { operations } = await askCopilot(message);
    expect(operations.map((op) => (op.type === "deleteSlide" ? op.slideId : op.type)).sort()).toEqual(
      [...slideIds].sort(),
    );
  });

  it("reads a dictated correction of a former employer as the slide writes it", async () => {
    const { operations } = await askCopilot(
      "team our ceo is not ex stripe she's ex plaid sorry my bad that was a typo from the old version",
    );
    expect(operations).toMatchObject([
      { type: "updateSlide", slideId: "s10", content: expect.stringContaining("Our CEO is ex-Plaid") },
    ]);
  });

  it.each([
    ["the file name should read Ledgerly Q1 Fundraise", "Ledgerly Q1 Fundraise"],
    ["name the file Ledgerly_500Global_Nov so it doesn't get lost in her inbox", "Ledgerly_500Global_Nov"],
    ["deck name pls: LDGR seed / Emergence / v4", "LDGR seed / Emergence / v4"],
    ["deck name should be Ledgerly Seed (Lux) pls", "Ledgerly Seed (Lux)"],
    [
      "call this file Ledgerly — Emergence intro (Nov). just the deck name, cover stays",
      "Ledgerly — Emergence intro (Nov)",
    ],
    ["file title → Ledgerly | Close in Days 2025 (dont touch slides)", "Ledgerly | Close in Days 2025"],
    [
      "retitle the presentation itself not slide one to Ledgerly Close Faster period",
      "Ledgerly Close Faster",
    ],
  ])("%j renames the deck to %j", async (message, title) => {
    const { operations } = await askCopilot(message);
    expect(operations).toEqual([{ type: "renameDeck", title }]);
  });

  it.each([
    "advisor says we should show $216k ARR instead of $18k MRR bc 'it sounds bigger'. would a seed VC see through that? opinion only",
    "if we raise the 2.5M and burn ~90k/mo, how many months is that? quick calc, deck stays as is",
    // "metrics" is like Traction, not its name: a delete asks first.
    "um delete the metrics slide the one with all the dollar figures",
  ])("%j changes nothing", async (message) => {
    const { operations } = await askCopilot(message);
    expect(operations).toEqual([]);
  });

  it("swaps the two slides 'flip 4 and 5 around' names", async () => {
    const { operations } = await askCopilot("flip 4 and 5 around");
    expect(operations[0]?.type === "reorderSlides" && operations[0].slideIds.slice(0, 6)).toEqual([
      "s1",
      "s2",
      "s3",
      "s5",
      "s4",
      "s6",
    ]);
  });

  it("shortens the title 'market title 2 long' is about", async () => {
    const { operations } = await askCopilot("market title 2 long clean it up");
    expect(operations).toMatchObject([{ type: "updateSlide", slideId: "s5", title: expect.any(String) }]);
  });

  it("moves 'slide 7 goes after 9' after slide 9", async () => {
    const { operations } = await askCopilot("slide 7 goes after 9");
    expect(operations[0]?.type === "reorderSlides" && operations[0].slideIds.slice(6, 9)).toEqual([
      "s8",
      "s9",
      "s7",
    ]);
  });

  it("adds what follows 'needs a 2nd reason:' to the slide it is about", async () => {
    const { operations } = await askCopilot(
      "why now needs a 2nd reason: audit fees for mid-market cos are up ~20% since 2022",
    );
    expect(operations).toEqual([
      expect.objectContaining({
        slideId: "s4",
        content: expect.stringMatching(/\nAudit fees for mid-market cos are up ~20% since 2022$/u),
      }),
    ]);
  });
});
