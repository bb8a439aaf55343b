import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

/** Requests from a technical founder: benchmarks, tags, ordinals and figures that name slides. */
describe("a technical founder's requests", () => {
  it("makes the slide a new slide is called, keeping every benchmark figure", async () => {
    const { operations } = await askCopilot(
      "new slide after product called 'Benchmarks' — precision / recall / F1 for us vs a rules-only baseline. ours 0.987 / 0.942 / 0.964, rules-only 0.99 / 0.41 / 0.58",
    );
    expect(operations).toHaveLength(1);
    expect(operations[0]).toMatchObject({ type: "createSlide", title: "Benchmarks", position: 6 });
    const op = operations[0] as { content: string; section?: string };
    expect(op.content).toContain("0.987 / 0.942 / 0.964");
    expect(op.content).toContain("0.99 / 0.41 / 0.58");
    expect(op.section).toBeUndefined();
  });

  it.each([
    ["I want traction as #4 so they see real numbers before any market sizing", "s8", 3],
    ["can the BlackLine comparison slide sit directly in front of the $2.5M slide", "s9", 10],
  ])("moves as %j says", async (message, slideId, at) => {
    const { operations } = await askCopilot(message);
    expect((operations[0] as { slideIds: string[] }).slideIds.indexOf(slideId)).toBe(at);
  });

  it.each([
    ["deck name → Ledgerly — Seed (tech DD edition)", "Ledgerly — Seed (tech DD edition)"],
    ["the name in the sidebar should say Ledgerly: ML-native close", "Ledgerly: ML-native close"],
  ])("renames the deck from %j", async (message, title) => {
    expect((await askCopilot(message)).operations).toEqual([{ type: "renameDeck", title }]);
  });

  it.each([
    ["ok final call: the thank-you slide goes. zero information content", ["s13"]],
    ["angel-syndicate version doesn't need the why-now or the financials slide, pull both", ["s4", "s11"]],
  ])("deletes as %j says", async (message, slideIds) => {
    const { operations } = await askCopilot(message);
    expect(operations).toEqual(slideIds.map((slideId) => ({ type: "deleteSlide", slideId })));
  });

  it("fills the cover's presenter after 'name/role line →', keeping the Dr.", async () => {
    const { operations } = await askCopilot(
      "slide 1 name/role line → Dr. Wei Chen, CEO (prev. CTO). yes keep the Dr., technical investors notice that stuff",
    );
    expect(operations[0]).toMatchObject({
      slideId: "s1",
      body: { fields: { presenter: "Dr. Wei Chen, CEO" } },
    });
  });

  it("fills the SAM from 'fill the SAM bracket: $1.1B, source = …'", async () => {
    const { reply } = await askCopilot(
      "fill the SAM bracket: $1.1B, source = HG Insights ERP install base. the gartner 12B stays as the TAM line",
    );
    expect(reply).toContain('"$1.1B — SAM');
    expect(reply).toContain("HG Insights ERP install base");
  });

  it("reads 'just closed #41 and #42' as deals, not slides, and updates the MRR said", async () => {
    const { operations, reply } = await askCopilot(
      "just closed #41 and #42 🎉 (series B logistics co + a 300-person clinic chain). MRR is 21.3k as of this morning. update traction",
    );
    expect(reply).toContain("$18k → $21.3k");
    expect(operations).toEqual([expect.objectContaining({ slideId: "s8" })]);
  });

  it("answers the runtime", async () => {
    const { operations, reply } = await askCopilot(
      "whats the runtime on this thing if I talk at my normal pace (too fast, admittedly)",
    );
    expect(operations).toEqual([]);
    expect(reply).toContain("13-minute pitch");
  });
});
