import { describe, expect, it } from "vitest";
import { rankSectionsForDraft } from "./classify.ts";
import { spokenFigures } from "./spoken-numbers.ts";

describe("figures a dictated brief spells out", () => {
  it("reads money, percentages, counts and years as the digits a founder would type", () => {
    expect(spokenFigures("sales are about thirty-two billion dollars this year")).toBe(
      "sales are about $32 billion this year",
    );
    expect(spokenFigures("about a hundred and fifty billion dollars a year")).toBe(
      "about $150 billion a year",
    );
    expect(spokenFigures("eight lakh used tractors")).toBe("8 lakh used tractors");
    expect(spokenFigures("sixteen thousand buildings")).toBe("16,000 buildings");
    expect(spokenFigures("we grew ten percent a month, two point four million in ARR")).toBe(
      "we grew 10% a month, 2.4 million in ARR",
    );
    expect(spokenFigures("it's been up since two thousand six")).toBe("it's been up since 2006");
  });

  it("leaves words that count nothing alone, and a scale without its own count", () => {
    expect(spokenFigures("one of the first, a lot of leases, six stories")).toBe(
      "one of the first, a lot of leases, six stories",
    );
    for (const vague of ["several hundred thousand welders", "half a million bathrooms", "27 thousand users"])
      expect(spokenFigures(vague)).toBe(vague);
  });

  it("lets a spoken market size land where the written one does", () => {
    const written = "County courts spend around $700 million a year on court interpreters.";
    const spoken = "County courts spend around seven hundred million dollars a year on court interpreters.";
    expect(rankSectionsForDraft(spoken)[0]).toBe(rankSectionsForDraft(written)[0]);
    expect(rankSectionsForDraft(spoken)[0]).toBe("market");
  });
});
