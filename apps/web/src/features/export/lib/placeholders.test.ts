import { contentForBody, placeholder, type SlideBody } from "@pds/contracts";
import { describe, expect, it } from "vitest";
import { slidesWithPlaceholders } from "./placeholders";

const market: SlideBody = {
  layout: "bigNumbers",
  fields: {
    metrics: [
      { value: "$4.2B", label: "TAM", source: placeholder("a source") },
      { value: placeholder("SAM"), label: "SAM", source: "" },
    ],
  },
};

describe("slidesWithPlaceholders", () => {
  it("lists each slide still to fill with its placeholders once, in deck order", () => {
    const slides = [
      { title: "Problem", content: "- Clinics lose 18% of revenue" },
      { title: "Market", content: contentForBody(market, ""), ...market },
      { title: placeholder("a title"), content: `- ${placeholder("a proof point")}\n- Ok` },
    ];
    expect(slidesWithPlaceholders(slides)).toEqual([
      { slide: 2, title: "Market", placeholders: [placeholder("a source"), placeholder("SAM")] },
      {
        slide: 3,
        title: placeholder("a title"),
        placeholders: [placeholder("a title"), placeholder("a proof point")],
      },
    ]);
  });

  it("finds nothing in a finished deck", () => {
    expect(slidesWithPlaceholders([{ title: "Ask", content: "Raising $2.5M [Seed]" }])).toEqual([]);
  });
});
