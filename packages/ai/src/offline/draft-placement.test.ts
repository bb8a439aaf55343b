import { describe, expect, it } from "vitest";
import { draftOfflineDeck } from "./draft-deck.ts";

const slide = (overview: string, section: string) =>
  draftOfflineDeck({ title: "Puente", startupName: "Puente", overview }).find((s) => s.section === section);

describe("a price said inside another sentence", () => {
  it("is repeated on an empty Business model in the founder's words, the sentence staying whole", () => {
    const overview =
      "Mexican importers lose 3 to 5% on the FX spread. Puente lets them pay in pesos and have the supplier receive dollars the same day, for a flat 0.8% fee. We processed $48M last quarter.";
    expect(slide(overview, "businessModel")?.content).toBe("A flat 0.8% fee");
    expect(slide(overview, "solution")?.content).toContain("for a flat 0.8% fee");
  });

  it("reads deal terms as the business model", () => {
    const overview =
      "Puente designs enzymes for food makers. In May we signed a partnership with a top-10 brewer, $1M upfront and royalties of 3% on every product.";
    expect(slide(overview, "businessModel")?.content).toBe(
      "$1M upfront and royalties of 3% on every product",
    );
  });

  it("leaves a Business model the brief speaks to alone", () => {
    const overview =
      "Puente lets importers pay suppliers abroad for a flat 0.8% fee. We charge $99 a month per importer on top.";
    expect(slide(overview, "businessModel")?.content).toContain("We charge $99 a month per importer on top");
    expect(slide(overview, "businessModel")?.content).not.toContain("0.8%");
  });
});

describe("a sentence the rules read decisively keeps its clauses together", () => {
  it("a rival's price stays on Competition, not on Business model", () => {
    const overview =
      "Puente plans family calendars. Cozi and Skylight are the big names, but Cozi makes you type everything in and Skylight wants $160 for a frame plus $79 a year. We charge $5 a month.";
    expect(slide(overview, "competition")?.content ?? "").toContain("$79 a year");
    expect(slide(overview, "businessModel")?.content).not.toContain("$79");
  });
});

describe("a price with a name before it", () => {
  it("is a rival's when the name is another company's, and the startup's own when it is ours", () => {
    const overview =
      "Puente lets importers pay suppliers abroad. Importers lose 3% on FX. Puente costs $49 a month per importer. Wise charges 1.5% per transfer.";
    expect(slide(overview, "businessModel")?.content).toContain("Puente costs $49 a month per importer");
    expect(JSON.stringify(slide(overview, "competition"))).toContain("Wise");
  });
});

describe("a clause with only a weak cue of its own", () => {
  it("stays on its sentence's slide ('instead of' alone does not make the outcome a Solution)", () => {
    const slides = draftOfflineDeck({
      title: "Drybox",
      startupName: "Drybox",
      overview:
        "Drybox makes a smart water valve for apartment buildings. Each valve measures flow and can shut off in milliseconds, so the kitchen stays dry when a pipe bursts instead of flooding three floors. Landlords pay $12 per valve per month.",
    });
    const product = slides.find((s) => s.section === "product");
    expect(`${product?.title}\n${product?.content}`).toContain(
      "The kitchen stays dry when a pipe bursts instead of flooding three floors",
    );
  });
});
