import { describe, expect, it } from "vitest";
import { footnoteGrid, paginate } from "./citation-layout";
import { citedSources, fittedFootnote, footnotesFor, markersIn } from "./citations";
import { citedSlides, sources } from "./test-fixtures";
import { clip, fitWithEllipsis } from "./text-fit";

describe("citedSources", () => {
  it("keeps only cited sources, in marker order, with host, date and quote", () => {
    const cited = citedSources(citedSlides, [...sources].reverse());
    expect(cited.map((s) => s.marker)).toEqual([1, 2, 4]);
    expect(cited[0]).toMatchObject({
      title: "Gartner SaaS Forecast 2024",
      href: "https://www.gartner.com/en/newsroom/saas-2024",
      origin: "gartner.com",
      dated: "Fetched 2024-05-01",
    });
    expect(cited[1]).toMatchObject({ href: null, origin: "Founder-provided", dated: "Added 2024-05-01" });
  });

  it("lists a slide's footnotes in marker order, not reading order", () => {
    const cited = citedSources(citedSlides, sources);
    expect(markersIn(citedSlides[0]!)).toEqual([1, 2]);
    expect(footnotesFor(citedSlides[2]!, cited).map((s) => s.marker)).toEqual([1, 4]);
    expect(footnotesFor(citedSlides[1]!, cited)).toEqual([]);
  });

  it("footnotes only the markers a slide's stored citations back, when the caller knows them", () => {
    const slide = { title: "Market", content: "Cited [1]\nTyped by the founder [2]", citedMarkers: [1] };
    const cited = citedSources([slide], sources);
    expect(markersIn(slide)).toEqual([1]);
    expect(cited.map((s) => s.marker)).toEqual([1]);
    expect(footnotesFor(slide, cited).map((s) => s.marker)).toEqual([1]);
  });

  it("never links a non-http URL", () => {
    const slides = [{ title: "T", content: "a [2] b [5]" }];
    const source = { kind: "url" as const, quote: "q", fetchedAt: 0 };
    const cited = citedSources(slides, [
      { ...source, marker: 2, title: "Report", url: "https://example.com/a" },
      { ...source, marker: 5, title: "Script", url: "javascript:alert(1)" },
    ]);
    expect(cited.map((s) => [s.title, s.href, s.origin])).toEqual([
      ["Report", "https://example.com/a", "example.com"],
      ["Script", null, "Founder-provided"],
    ]);
  });
});

describe("fittedFootnote", () => {
  it("shortens the title, not the host, to fit", () => {
    const [gartner] = citedSources(citedSlides, sources);
    const label = fittedFootnote(gartner!, (text) => text.length <= 31);
    expect(label).toBe("[1] Gartner SaaS… — gartner.com");
  });
});

describe("layout helpers", () => {
  it("opens a second column past three footnotes and summarises past six", () => {
    const labels = (n: number) => Array.from({ length: n }, (_, i) => `[${i + 1}]`);
    expect(footnoteGrid(labels(3))).toEqual({ columns: 1, rows: 3, cells: [["[1]", "[2]", "[3]"]] });
    expect(footnoteGrid(labels(5)).cells).toEqual([
      ["[1]", "[2]", "[3]"],
      ["[4]", "[5]"],
    ]);
    expect(footnoteGrid(labels(9)).cells[1]).toEqual(["[4]", "[5]", "+4 more on the Sources slide"]);
  });

  it("paginates and clips", () => {
    expect(paginate([1, 2, 3, 4, 5, 6, 7, 8, 9]).map((page) => page.length)).toEqual([4, 4, 1]);
    expect(clip("alpha beta gamma delta", 19)).toBe("alpha beta gamma…");
    expect(clip("short", 19)).toBe("short");
    expect(fitWithEllipsis("abcdef", (text) => text.length <= 4, "..")).toBe("ab..");
    expect(fitWithEllipsis("short", () => true)).toBe("short");
  });
});
