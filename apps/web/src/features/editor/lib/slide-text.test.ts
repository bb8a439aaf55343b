import { describe, expect, it } from "vitest";
import { slidePreview } from "./slide-text.ts";

describe("slidePreview", () => {
  it("joins bullets on one line without the citation markers, and cuts long text", () => {
    expect(
      slidePreview("- The market was $8.9B in 2024. [1]\n- It grows 9% a year [2] [3]\n- Salons first"),
    ).toBe("The market was $8.9B in 2024. · It grows 9% a year · Salons first");
    expect(slidePreview("a".repeat(30), 10)).toBe(`${"a".repeat(10)}…`);
  });
});
