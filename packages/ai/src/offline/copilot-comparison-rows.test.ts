import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { parseNewRows } from "./copilot-comparison-rows.ts";

describe("rows handed over for the comparison", () => {
  it("puts every row on the competition slide, even after a remark that names no slide", async () => {
    const { reply, operations } = await askCopilot(
      "our advisor Tom (ex blackline sales) says a 1-row comparison looks lazy. add rows: price — ledgerly $49/seat/mo, blackline ~$100k+/yr. AI matching — ledgerly yes, blackline partial. ERP integrations — both yes",
    );
    expect(operations).toHaveLength(1);
    expect(operations[0]).toMatchObject({
      type: "updateSlide",
      slideId: "s9",
      body: {
        layout: "comparison",
        fields: {
          rows: [
            { criterion: "Set up in a day", cells: [true, false] },
            { criterion: "Price", cells: ["$49/seat/mo", "~$100k+/yr"] },
            { criterion: "AI matching", cells: [true, "Partial"] },
            { criterion: "ERP integrations", cells: [true, true] },
          ],
        },
      },
    });
    expect(reply).toBe(
      'Added the rows "Price", "AI matching" and "ERP integrations" to slide 9 (the Competition slide).',
    );
  });

  it("takes the slide the founder names, by name or number", async () => {
    for (const message of [
      "add a row to competition: SOC 2 — ledgerly yes, blackline yes",
      "add a row to slide 9: SOC 2 — ledgerly yes, blackline yes",
    ]) {
      const { operations } = await askCopilot(message);
      expect(operations).toMatchObject([
        { slideId: "s9", body: { fields: { rows: [{}, { criterion: "SOC 2", cells: [true, true] }] } } },
      ]);
    }
  });

  it("is not a row list without a criterion and its answers", () => {
    expect(parseNewRows("add rows to the table please")).toBeNull();
    expect(parseNewRows("add a row: we should compare on price")).toBeNull();
  });

  it("asks when the slide named is not in the deck", async () => {
    const { reply, operations } = await askCopilot("add a row to the moonbase slide: price — ours $49");
    expect(operations).toEqual([]);
    expect(reply).toMatch(/moonbase/iu);
  });
});
