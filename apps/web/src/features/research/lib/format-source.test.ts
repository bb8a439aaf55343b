import { describe, expect, it } from "vitest";
import { researchSummary, safeHref, sourceHost, splitCitations } from "./format-source.ts";
import { validateSource } from "./validate-source.ts";

describe("splitCitations", () => {
  it("separates markers from text", () => {
    expect(splitCitations("A $4.2B market [2]")).toEqual(["A $4.2B market", 2]);
    expect(splitCitations("[1][3] both")).toEqual([1, 3, " both"]);
    expect(splitCitations("no markers [x]")).toEqual(["no markers [x]"]);
  });
});

describe("links", () => {
  it("shows the host and refuses non-web URLs", () => {
    expect(sourceHost("https://www.example.com/a")).toBe("example.com");
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});

describe("researchSummary", () => {
  it("counts in words", () => {
    expect(researchSummary({ sources: 3, sourcesUsed: 4, slidesUpdated: 2 })).toBe(
      "Research added 3 sources and updated 2 slides.",
    );
    expect(researchSummary({ sources: 1, sourcesUsed: 1, slidesUpdated: 1 })).toBe(
      "Research added 1 source and updated 1 slide.",
    );
  });

  it("does not claim the founder's own sources as added", () => {
    expect(researchSummary({ sources: 0, sourcesUsed: 2, slidesUpdated: 1 })).toBe(
      "Research found no new pages, read your 2 sources and updated 1 slide.",
    );
    expect(researchSummary({ sources: 0, sourcesUsed: 1, slidesUpdated: 0 })).toBe(
      "Research found no new pages, read your source and changed no slides.",
    );
  });
});

describe("validateSource", () => {
  it("trims, requires title and text, and checks the URL", () => {
    expect(validateSource({ mode: "text", title: " ", text: "", url: "" }).errors).toEqual({
      title: "Give the source a title.",
      text: "Paste the passage you want research to cite.",
    });
    expect(validateSource({ mode: "url", url: "ftp://x" }).errors.url).toMatch(/http/);
    expect(validateSource({ mode: "url", url: " https://a.io " })).toEqual({
      draft: { mode: "url", url: "https://a.io" },
      errors: {},
    });
  });
});
