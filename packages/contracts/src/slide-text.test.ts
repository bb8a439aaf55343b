import { describe, expect, it } from "vitest";
import {
  bulletsToText,
  citationMarkers,
  endsWithCitation,
  findPlaceholders,
  isPlaceholderLine,
  placeholder,
  renumberTrailingMarkers,
  splitCitationRuns,
  stripCitationMarkers,
  textToBullets,
} from "./slide-text.ts";

describe("bullets", () => {
  it("one bullet per non-blank line, without the list markers a founder types", () => {
    const text =
      "- Clinics lose 20% of slots\r\n• No-shows cost $150 each\n\n* Staff call by hand\n– Waitlists on paper\n1. First pilot\n12) Second pilot\n   ";
    expect(textToBullets(text)).toEqual([
      "Clinics lose 20% of slots",
      "No-shows cost $150 each",
      "Staff call by hand",
      "Waitlists on paper",
      "First pilot",
      "Second pilot",
    ]);
  });

  it("keeps figures that only look like list numbers", () => {
    expect(textToBullets("10.5% monthly growth\n2024 revenue $1.2M\n3x faster")).toEqual([
      "10.5% monthly growth",
      "2024 revenue $1.2M",
      "3x faster",
    ]);
  });

  it("bullets back to text, one per line, blanks dropped", () => {
    expect(bulletsToText([" Alpha ", "", "Beta"])).toBe("Alpha\nBeta");
    expect(textToBullets(bulletsToText(["One [1]", "Two"]))).toEqual(["One [1]", "Two"]);
  });
});

describe("citation markers", () => {
  it("are [1] to [999], in order with repeats", () => {
    expect(citationMarkers("TAM $4B [2], growing 30% [12] [2]; [1000] and [0a] are not markers")).toEqual([
      2, 12, 2,
    ]);
  });

  it("can be stripped with the space before them", () => {
    expect(stripCitationMarkers("Market is $4B [2] and growing [3]")).toBe("Market is $4B and growing");
  });

  it("split a line into text and marker runs for superscripts", () => {
    expect(splitCitationRuns("TAM $4B [2] per year [3]")).toEqual([
      { kind: "text", text: "TAM $4B " },
      { kind: "marker", marker: 2 },
      { kind: "text", text: " per year " },
      { kind: "marker", marker: 3 },
    ]);
    expect(splitCitationRuns("No sources")).toEqual([{ kind: "text", text: "No sources" }]);
  });

  it("a trailing marker is renumbered or its bullet dropped; others stay", () => {
    const text = "Market is $4B [2]\nGrowth 30% [3]\nKept [5] mid-line\nNo marker";
    const next = (marker: number) => (marker === 2 ? 1 : marker === 3 ? null : undefined);
    expect(renumberTrailingMarkers(text, next)).toBe("Market is $4B [1]\nKept [5] mid-line\nNo marker");
    expect(endsWithCitation("Market is $4B [2]")).toBe(true);
    expect(endsWithCitation("[2] Market")).toBe(false);
  });
});

describe("placeholders", () => {
  it("are bracketed instructions, found in any case, never citation markers", () => {
    expect(findPlaceholders("TAM [Add TAM with a source] and [describe the wedge] [2] [Note this]")).toEqual([
      "[Add TAM with a source]",
      "[describe the wedge]",
    ]);
  });

  it("a line that is only a placeholder is one; text around it is the founder's", () => {
    expect(isPlaceholderLine("  [Add a customer quote] ")).toBe(true);
    expect(isPlaceholderLine("Revenue [Add figure]")).toBe(false);
    expect(isPlaceholderLine("[TBD]")).toBe(true);
  });

  it("placeholder() writes one the finders recognise", () => {
    expect(placeholder("a key metric")).toBe("[Add a key metric]");
    expect(isPlaceholderLine(placeholder("a key metric"))).toBe(true);
  });
});
