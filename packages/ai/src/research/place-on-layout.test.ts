import { contentForBody, type SlideBody } from "@pds/contracts";
import { describe, expect, it } from "vitest";
import { placeOnLayout, RESEARCH_NOTES_HEADING } from "./place-on-layout.ts";

const SIZE = { sourceId: "a", quote: "The US pet grooming market is worth $6.2 billion.", marker: 1 };
const RIVAL = { sourceId: "b", quote: "Rover is the largest dog-walking marketplace in the US.", marker: 2 };

describe("research facts on a slide that keeps its layout", () => {
  it("a table keeps its cells; the facts go to the notes under one heading, replaced on the next run", () => {
    const table: SlideBody = {
      layout: "comparison",
      fields: { columns: ["Pawly", "Rover"], rows: [{ criterion: "Live tracking", cells: [true, false] }] },
    };
    const first = placeOnLayout(table, "Say why we win.", [RIVAL]);
    expect(first.body).toEqual(table);
    expect(first.citations).toEqual([]);
    expect(first.notes).toBe(`Say why we win.\n\n${RESEARCH_NOTES_HEADING}\n${RIVAL.quote} [2]`);
    const again = placeOnLayout(table, first.notes, [SIZE]);
    expect(again.notes).toBe(`Say why we win.\n\n${RESEARCH_NOTES_HEADING}\n${SIZE.quote} [1]`);
  });

  it("two columns take cited lines in the right column, each claim part of the slide's text", () => {
    const columns: SlideBody = {
      layout: "twoColumns",
      fields: {
        leftHeading: "Today",
        leftBody: "Walkers cancel",
        rightHeading: "With us",
        rightBody: "Vetted walkers",
      },
    };
    const placed = placeOnLayout(columns, "", [SIZE]);
    expect(placed.body).toMatchObject({ fields: { rightBody: `Vetted walkers\n${SIZE.quote} [1]` } });
    expect(placed.citations.map((c) => c.claim)).toEqual([SIZE.quote]);
    expect(contentForBody(placed.body, "")).toContain(SIZE.quote);
  });

  it("a metric the founder sourced keeps that source; a figure with no room goes to the notes", () => {
    const metrics: SlideBody = {
      layout: "bigNumbers",
      fields: {
        metrics: [
          { value: "$6.2 billion", label: "Grooming", source: "IBISWorld" },
          { value: "40k", label: "Salons", source: "" },
          { value: "12%", label: "Growth", source: "" },
        ],
      },
    };
    const placed = placeOnLayout(metrics, "", [SIZE]);
    expect(placed.body).toEqual(metrics);
    expect(placed.notes).toContain(`${SIZE.quote} [1]`);
  });

  it("cites a drafted range card ('3–5%') with a source that writes it '3 to 5%', instead of adding a second card", () => {
    const metrics: SlideBody = {
      layout: "bigNumbers",
      fields: { metrics: [{ value: "3–5%", label: "lost on the FX spread", source: "" }] },
    };
    const fx = {
      sourceId: "c",
      quote: "Importers lose 3 to 5% of each payment on the FX spread.",
      marker: 3,
    };
    const placed = placeOnLayout(metrics, "", [fx]);
    expect(placed.body).toMatchObject({
      fields: {
        metrics: [{ value: "3–5%", label: "lost on the FX spread", source: expect.stringContaining("[3]") }],
      },
    });
  });
});
