import { describe, expect, it } from "vitest";
import { askCopilot, ledgerlyDeck } from "./copilot.fixture.ts";
import { parseHandover } from "./copilot-handover.ts";

const ask = askCopilot;
const titleOf = (id: string) => ledgerlyDeck().slides.find((slide) => slide.id === id)?.title;

describe("news handed over, then where it goes", () => {
  it.each([
    [
      "new hire!! Omar Haddad joined as Head of Sales, he was one of the first AEs at Ramp 🙌 team slide pls",
      "team",
      "Omar Haddad joined as Head of Sales, he was one of the first AEs at Ramp",
    ],
    [
      "we shipped intercompany reconciliation last week and multi-currency is in beta. product slide should say so",
      "product",
      "We shipped intercompany reconciliation last week and multi-currency is in beta",
    ],
    [
      "ok so we started a pilot w/ Deloitte's advisory group on monday. that belongs on traction right?? add it",
      "traction",
      "We started a pilot with Deloitte's advisory group on monday",
    ],
  ])("reads %j", (message, phrase, text) => {
    expect(parseHandover(message)).toEqual([{ target: { kind: "phrase", phrase }, items: [text] }]);
  });

  it.each([
    [
      "biz model: seat count grows ~30% in a customer's first yr. add that, its the whole point",
      "biz model",
      "Seat count grows ~30% in a customer's first yr",
    ],
    [
      "team — we signed a VP Eng from Brex. add 'VP Eng (ex-Brex), joining Dec'",
      "team",
      "VP Eng (ex-Brex), joining Dec",
    ],
    [
      "why now — add: NetSuite opened real-time GL APIs in 2024, so we sync continuously instead of nightly",
      "why now",
      "NetSuite opened real-time GL APIs in 2024, so we sync continuously instead of nightly",
    ],
  ])("reads the slide that heads %j", (message, phrase, text) => {
    expect(parseHandover(message)).toEqual([{ target: { kind: "phrase", phrase }, items: [text] }]);
  });

  it("reads the slide from the aside: 'the numbers slide (11, not traction)'", () => {
    expect(
      parseHandover("the numbers slide (11, not traction): burn is $72k/mo right now. fill those in"),
    ).toEqual([{ target: { kind: "number", number: 11 }, items: ["Burn is $72k/mo right now"] }]);
  });

  it.each([
    "oops — traction says 15% MoM but that's only the last 6 weeks. fix it",
    "rename the deck 'Ledgerly — Partner Meeting'",
    "market map slide pls: legacy (BlackLine, Trintech), modern (FloQast), and us",
    "traction: can you make it punchier",
  ])("finds no slide heading %j", (message) => {
    expect(parseHandover(message)).toBeNull();
  });

  it("reads the news after 'X is missing from the team slide', keeping the name with its role", () => {
    expect(
      parseHandover(
        "our 3rd cofounder is missing from the team slide 😬 Mei Lin — head of product, 6 yrs as a PM at Carta",
      ),
    ).toEqual([
      {
        target: { kind: "phrase", phrase: "team" },
        items: ["Mei Lin — Head of product, 6 yrs as a PM at Carta"],
      },
    ]);
  });

  it("sends one piece of news to each slide it names", () => {
    const dumps = parseHandover(
      "our NRR is 124% — add it to traction, and also drop it into the business model slide as proof",
    );
    expect(dumps?.map((dump) => dump.target)).toEqual([
      { kind: "phrase", phrase: "traction" },
      { kind: "phrase", phrase: "business model" },
    ]);
  });

  it.each([
    "delete the product slide. we're covering it in the demo",
    "make the problem slide punchier. it's too long",
    "the team slide pls",
  ])("leaves %j to the other requests", (message) => {
    expect(parseHandover(message)).toBeNull();
  });

  it("puts the founder's news on the slide and nowhere else", async () => {
    const result = await ask("we shipped intercompany reconciliation last week. product slide should say so");
    expect(result.operations).toHaveLength(1);
    const [op] = result.operations;
    expect(op?.type === "updateSlide" && titleOf(op.slideId)).toBe("Product");
    expect(op?.type === "updateSlide" && op.content).toMatch(
      /\nWe shipped intercompany reconciliation last week$/u,
    );
  });

  it("never writes a span of time over a card that counts customers", async () => {
    const result = await ask(
      "avg close time went from 9.5 days → 2.8 days. thats our best stat, get it on traction",
    );
    const [op] = result.operations;
    expect(op?.type).toBe("updateSlide");
    expect(op?.type === "updateSlide" && op.body).toBeFalsy();
    expect(op?.type === "updateSlide" && op.notes).toMatch(/2\.8 days$/u);
  });

  it("leaves the chat about the news off the slide: 'signed his offer', 'yday'", async () => {
    const { operations } = await askCopilot(
      "Tariq Bello signed his offer 🙌 VP Engineering, ran the payments ledger team at Monzo 4 yrs. team slide, under the CTO line",
    );
    expect(operations).toEqual([
      expect.objectContaining({
        slideId: "s10",
        content: expect.stringMatching(
          /\nTariq Bello — VP Engineering, ran the payments ledger team at Monzo 4 yrs$/u,
        ),
      }),
    ]);
  });
});
