import { describe, expect, it } from "vitest";
import { correctWord, editDistance } from "./fuzzy.ts";

describe("fuzzy words", () => {
  it("counts a swapped pair of letters as one edit", () => {
    expect(editDistance("tracton", "traction")).toBe(1);
    expect(editDistance("compeititon", "competition")).toBe(2);
    expect(editDistance("team", "team")).toBe(0);
  });

  it("corrects a typo to the one close vocabulary word, never a short word, never on a tie (a same-length word wins over one with a letter dropped)", () => {
    const vocabulary = new Set(["traction", "competition", "market", "team", "teams"]);
    expect(correctWord("tracion", vocabulary)).toBe("traction");
    expect(correctWord("compettion", vocabulary)).toBe("competition");
    expect(correctWord("markte", vocabulary)).toBe("market");
    expect(correctWord("tem", vocabulary)).toBe("tem");
    expect(correctWord("teamz", vocabulary)).toBe("teams");
    expect(correctWord("teamz", new Set(["teams", "teamx"]))).toBe("teamz");
    expect(correctWord("taem", new Set(["team", "tam"]))).toBe("team");
    expect(correctWord("pricing", vocabulary)).toBe("pricing");
  });
});
