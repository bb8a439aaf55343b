import { describe, expect, it } from "vitest";
import { normalizeWords, wordErrorRate } from "./wer.ts";

describe("word error rate", () => {
  it("scores spelling-only differences as equal", () => {
    expect(normalizeWords("Mr. John has 38 ill-disposed customers.")).toEqual(
      "mister john has thirty eight ill disposed customers".split(" "),
    );
    expect(
      wordErrorRate([{ reference: "we have thirty-eight clinics", hypothesis: "We have 38 clinics." }]),
    ).toBe(0);
  });

  it("counts substitutions, insertions and deletions over all reference words", () => {
    expect(
      wordErrorRate([
        { reference: "the founder of harbor freight labs", hypothesis: "the founder of harbor freight land" },
        { reference: "we sell to mills", hypothesis: "we sell to the mills today" },
        { reference: "pilots with three mills", hypothesis: "pilots three mills" },
      ]),
    ).toBeCloseTo(4 / 14);
  });
});
