import { describe, expect, it } from "vitest";
import { briefNames } from "../src/personas/deck-claims.ts";
import { correctNames } from "../src/stt/tidy-transcript.ts";

const brief = {
  title: "Harbor Freight Labs seed",
  startupName: "Harbor Freight Labs",
  overview:
    "Harbor Freight Labs books ocean freight for small importers. We compete with Flexport and Freightos, " +
    "but I'm sure our quotes are faster. In March we signed Pacific Rim Traders. Our CTO Priya Nair ran " +
    "pricing at Maersk. Importers march on paper today.",
};

describe("names from the founder's brief", () => {
  it("takes the startup's name, the title and the names inside sentences; not months, 'I'm' or a sentence's first word", () => {
    const names = briefNames(brief);
    expect(names).toEqual(
      expect.arrayContaining([
        "Harbor Freight Labs",
        "Harbor Freight Labs seed",
        "Flexport",
        "Freightos",
        "Pacific Rim Traders",
        "Priya Nair",
        "Maersk",
      ]),
    );
    for (const ordinary of ["March", "I'm", "Importers", "We", "In", "Our"])
      expect(names).not.toContain(ordinary);
    expect(briefNames(null)).toEqual([]);
  });

  it("a voice note's near-misses are spelled the brief's way", () => {
    const heard = "i'm the founder of harbor freight land and we signed pacific rim traders";
    expect(correctNames(heard, briefNames(brief))).toBe(
      "i'm the founder of Harbor Freight Labs and we signed Pacific Rim Traders",
    );
    expect(correctNames("we beat flexport on price", briefNames(brief))).toBe("we beat Flexport on price");
  });
});
