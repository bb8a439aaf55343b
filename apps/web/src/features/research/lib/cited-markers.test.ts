import { describe, expect, it } from "vitest";
import { citations, sources } from "../../../test/fixtures.ts";
import { citedMarkers } from "./cited-markers.ts";

describe("citedMarkers", () => {
  it("keeps only markers a stored citation backs on that line of that slide", () => {
    const slide = {
      _id: "slide-1",
      content:
        "- The pet wellness market reached $4.2B in 2024. [2]\n- Growing fast [2]\n- Typed by hand [1]\n- Unknown [7]",
    };
    expect(citedMarkers(slide, sources, citations)).toEqual([2]);
    // The same text on another slide has no citation of its own.
    expect(citedMarkers({ ...slide, _id: "slide-9" }, sources, citations)).toEqual([]);
  });
});
