import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

/** Requests from a sales-led founder: names with pipes, reasons after a name, moves said on the way. */
describe("a sales-led founder's requests", () => {
  it.each([
    ["call the deck Ledgerly | Seed | Customer-led", "Ledgerly | Seed | Customer-led"],
    [
      "retitle the whole deck Ledgerly x Northbeam Ventures, sending it to their partner tonight",
      "Ledgerly x Northbeam Ventures",
    ],
  ])("renames the deck from %j", async (message, title) => {
    expect((await askCopilot(message)).operations).toEqual([{ type: "renameDeck", title }]);
  });

  it.each([
    ["blackline comparison should sit immediately ahead of the $2.5M slide", "s9", 10],
    ["move traction up to right after the cover + retitle it around customers not MRR", "s8", 1],
  ])("moves as %j says", async (message, slideId, at) => {
    const { operations } = await askCopilot(message);
    expect((operations[0] as { slideIds: string[] }).slideIds.indexOf(slideId)).toBe(at);
  });

  it("splits the team's run-on sentence into a CEO line and a CTO line", async () => {
    const { operations } = await askCopilot(
      "team slide is one run-on sentence. split it into a CEO line and a CTO line",
    );
    expect(operations).toEqual([
      expect.objectContaining({
        slideId: "s10",
        content: "Our CEO is ex-Stripe\nOur CTO has a PhD in ML with 10 years in fintech",
      }),
    ]);
  });

  it("rewrites a slide named with no 'slide' in a plainer tone", async () => {
    const { operations } = await askCopilot(
      "why now in plain english please, the room on thursday is mostly ops angels not fintech people",
    );
    expect(operations).toEqual([expect.objectContaining({ slideId: "s4" })]);
  });

  it("answers how many minutes the deck runs", async () => {
    const { operations, reply } = await askCopilot(
      "no demo, just talking — how many minutes does this deck run?",
    );
    expect(operations).toEqual([]);
    expect(reply).toContain("13-minute pitch");
  });
});
