import { deckSectionNames, slideBySection } from "@pds/contracts";
import { describe, expect, it } from "vitest";
import { SECTION_KEYS, SECTIONS } from "./sections.ts";

describe("deck sections", () => {
  it("the app calls each section what the drafter titles it", () => {
    for (const key of SECTION_KEYS) expect(deckSectionNames[key]).toBe(SECTIONS[key].title);
  });

  it("a mock investor calls a headline slide by its section, with the headline leading its text", () => {
    const slide = {
      title: "38 paying clinics and $21k MRR",
      content: "Growing 18% a month",
      section: "traction" as const,
    };
    expect(slideBySection(slide)).toEqual({
      ...slide,
      title: "Traction",
      content: "38 paying clinics and $21k MRR\nGrowing 18% a month",
    });
    const renamed = { title: "Our traction", content: "38 clinics", section: "traction" as const };
    expect(slideBySection(renamed)).toBe(renamed);
    const byHand = { title: "Regulation in the EU", content: "MDR", section: null };
    expect(slideBySection(byHand)).toBe(byHand);
  });
});
