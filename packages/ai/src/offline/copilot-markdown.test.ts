import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { fromMarkdown } from "./copilot-markdown.ts";

describe("text pasted from Notion or markdown", () => {
  it.each([
    ["## Traction (as of Fri)\n- **41 paying customers**", "Traction (as of Fri):\n- 41 paying customers"],
    ["- [x] SOC 2 Type I\n- [ ] SOC 2 Type II", "- SOC 2 Type I\n- SOC 2 Type II (to do)"],
    ['> "We closed in 3 days." — Maria P.', '"We closed in 3 days." — Maria P.'],
    ["see [our deck](https://ledgerly.io/deck) 👇", "see our deck"],
    ["^ replace slide 4 with this", "replace slide 4 with this"],
  ])("reads %j as %j", (pasted, plain) => {
    expect(fromMarkdown(pasted)).toBe(plain);
  });

  it("leaves plain text and arithmetic alone", () => {
    expect(fromMarkdown("SAM ≈ 28k cos * $7.2k ACV")).toBe("SAM ≈ 28k cos * $7.2k ACV");
  });

  it("adds pasted bullets to the slide the line after them names", async () => {
    const { operations } = await askCopilot(
      "product facts from notion 👇\n• 94% of transactions auto-matched on live data\n• anomaly flags reviewed in <5 min on avg\nmake these bullets on the product slide under the main line",
    );
    expect(operations).toEqual([
      expect.objectContaining({
        slideId: "s6",
        content:
          "We build an AI platform that matches transactions automatically and flags anomalies\n94% of transactions auto-matched on live data\nAnomaly flags reviewed in <5 min on avg",
      }),
    ]);
  });

  it("makes a slide from a pasted roadmap, named for what was pasted", async () => {
    const { operations } = await askCopilot(
      "pasting our notion roadmap, turn it into a slide:\n- Q3: multi-entity\n- Q4: SOC 2 Type II",
    );
    expect(operations).toEqual([
      expect.objectContaining({
        type: "createSlide",
        title: "Roadmap",
        content: "Q3: multi-entity\nQ4: SOC 2 Type II",
      }),
    ]);
  });

  it.each([
    ["for the 5 min version cut these:\n- Market\n- Why now\nrest stays as is", ["s5", "s4"]],
    ["slides 4 + 11 → trash", ["s4", "s11"]],
    ["the thank-you slide adds nothing 🗑️", ["s13"]],
  ])("deletes the slides %j lists", async (message, slideIds) => {
    const { operations } = await askCopilot(message);
    expect(operations.map((op) => (op as { slideId: string }).slideId).sort()).toEqual([...slideIds].sort());
    expect(operations.every((op) => op.type === "deleteSlide")).toBe(true);
  });

  it.each([
    ["file name for this deck → Ledgerly x Northzone (Nov 2025)", "Ledgerly x Northzone (Nov 2025)"],
    ["call the deck ledgerly-seed-v4-FINAL-final 🙃 (yes i know)", "ledgerly-seed-v4-FINAL-final"],
  ])("renames the deck from %j", async (message, title) => {
    expect((await askCopilot(message)).operations).toEqual([{ type: "renameDeck", title }]);
  });

  it.each([
    ["comp table belongs next to the solution. make it slide 4", "s9", 3],
    ["Maya's comment on traction: 'this is our best slide, why is it 8th?'. make it slide 3", "s8", 2],
  ])("moves the slide 'it' means: %j", async (message, slideId, at) => {
    const { operations } = await askCopilot(message);
    expect((operations[0] as { slideIds: string[] }).slideIds.indexOf(slideId)).toBe(at);
  });

  it("answers whether the deck fits a slot from 'can I get thru all of this'", async () => {
    const { operations, reply } = await askCopilot(
      "we get 10 min at demo day. can I get thru all of this at a normal pace?",
    );
    expect(operations).toEqual([]);
    expect(reply).toContain("13-minute pitch");
  });
});
