import { describe, expect, it } from "vitest";
import { convertLayout, emptyBody, KEPT_NOTES_HEADING, type SlideText } from "./slide-layout-convert.ts";
import { slideBodySchema, slideLayouts } from "./slide-layouts.ts";
import { stripCitationMarkers } from "./slide-text.ts";

const marketSlide: SlideText = {
  body: { layout: "bullets", fields: {} },
  content: [
    "- $4.2B TAM across US outpatient clinics [1]",
    "- 135,000 clinics lose 20% of their slots to no-shows and late cancellations every single week [2]",
    "- Q1: 10",
    "- Waitlists still live on paper at most practices, and front desks call patients one by one to fill gaps",
    "- Ada Lovelace — CEO, previously led scheduling products used by 2,000 hospitals",
  ].join("\n"),
  notes: "Pause after the TAM.",
};

/** Every word the founder wrote, without list markers or citation markers. */
const words = (text: string) =>
  stripCitationMarkers(text)
    .split(/[\s,—–-]+/u)
    .map((word) => word.replace(/^[•*]+/u, ""))
    .filter((word) => word.length > 0);

describe("convertLayout keeps the slide's content", () => {
  for (const layout of slideLayouts) {
    it(`bullets → ${layout}: a valid body, every word in its fields or the notes, notes kept`, () => {
      const converted = convertLayout(marketSlide, layout);
      expect(converted.body.layout).toBe(layout);
      expect(slideBodySchema.safeParse(converted.body).success).toBe(true);
      expect(converted.notes.startsWith("Pause after the TAM.")).toBe(true);
      const kept = `${converted.content}\n${converted.notes}`;
      const missing = words(marketSlide.content).filter((word) => !kept.includes(word));
      expect(missing).toEqual([]);
    });
  }

  it("citation markers of the lines survive the conversion", () => {
    for (const layout of slideLayouts) {
      const converted = convertLayout(marketSlide, layout);
      const kept = `${converted.content}\n${converted.notes}`;
      expect(kept).toContain("[1]");
      expect(kept).toContain("[2]");
    }
  });

  it("lines the new layout has no place for go under a heading in the notes", () => {
    const converted = convertLayout(marketSlide, "quote");
    expect(converted.body).toMatchObject({
      layout: "quote",
      fields: { quote: "$4.2B TAM across US outpatient clinics [1]" },
    });
    expect(converted.notes.split("\n\n")[1]?.split("\n")[0]).toBe(KEPT_NOTES_HEADING);
  });

  it("converting back to bullets gives the fields' text as the founder's bullets", () => {
    const metrics = convertLayout(marketSlide, "bigNumbers");
    const back = convertLayout(metrics, "bullets");
    expect(back.body).toEqual({ layout: "bullets", fields: {} });
    expect(back.content.split("\n")).toHaveLength(3);
    expect(back.content).toContain("$4.2B");
    expect(back.notes).toBe(metrics.notes);
  });

  it("the same layout is left as it is", () => {
    expect(convertLayout(marketSlide, "bullets")).toBe(marketSlide);
  });
});

describe("emptyBody", () => {
  it("is a valid body for every layout, with something to fill where the layout needs content", () => {
    for (const layout of slideLayouts) {
      const body = emptyBody(layout);
      expect(slideBodySchema.safeParse(body).success, layout).toBe(true);
    }
    expect(emptyBody("bigNumbers")).toMatchObject({ fields: { metrics: [{ value: "[Add figure]" }] } });
  });
});
