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

describe("a sales-led founder's news", () => {
  it("answers what a deal adds at list price, and writes nothing", async () => {
    const { operations, reply } = await askCopilot(
      "if brightwell closes at 60 seats what does that add to MRR at list price? just the number",
    );
    expect(operations).toEqual([]);
    expect(reply).toContain("60 seats × $49 = $2,940 a month");
  });

  it("adds a feature gone live to the slide 'add to 6' names", async () => {
    const { operations } = await askCopilot(
      "multi-entity consolidation is live (halden's whole expansion hinged on it). add to 6",
    );
    expect(operations).toEqual([expect.objectContaining({ slideId: "s6" })]);
  });

  it("makes an Advisors slide, each advisor and what they did on one line, without the remark", async () => {
    const { operations } = await askCopilot(
      "advisor to add: Ruth Okonjo, ex VP Finance @ Flexport. she opened the door at Acme Freight so she's earned it lol",
    );
    expect(operations).toEqual([
      expect.objectContaining({
        type: "createSlide",
        title: "Advisors",
        content: "Ruth Okonjo — ex VP Finance @ Flexport",
      }),
    ]);
  });

  it("gives each slide its own customer story from 'problem = …, solution = …'", async () => {
    const { operations } = await askCopilot(
      "problem + solution both need a real customer: problem = Acme's 11-day close, solution = Halden closing in 4 days after switching",
    );
    expect(operations).toEqual([
      expect.objectContaining({ slideId: "s2", content: expect.stringContaining("Acme's 11-day close") }),
      expect.objectContaining({
        slideId: "s3",
        content: expect.stringContaining("Halden closing in 4 days after switching"),
      }),
    ]);
  });
});
