// @vitest-environment node
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { StandardFonts, PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildPdf } from "./build-pdf";
import { sanitizeForFont } from "./pdf-text";
import { toBullets } from "./slide-text";
import { deck, slides } from "./test-fixtures";

const standardFontDataUrl = join(
  dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")),
  "standard_fonts/",
);

/** The text of each page as PDF.js (the engine behind Firefox's viewer) extracts it, one line per row. */
async function extractPages(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: bytes.slice(), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    const rows = content.items.map((item) => ("str" in item ? item.str : ""));
    pages.push(rows.join("\n"));
  }
  await doc.destroy();
  return pages;
}

describe("buildPdf", () => {
  it("has a title page plus one landscape 16:9 page per slide", async () => {
    const pdf = await PDFDocument.load(await buildPdf(deck, slides));
    expect(pdf.getPageCount()).toBe(slides.length + 1);
    for (const page of pdf.getPages()) {
      const { width, height } = page.getSize();
      expect(width / height).toBeCloseTo(16 / 9, 5);
    }
  });

  it("keeps every title and bullet as extractable text", async () => {
    const pages = await extractPages(await buildPdf(deck, slides));
    expect(pages).toHaveLength(slides.length + 1);
    expect(pages[0]).toContain('Acme & Co. "Seed" Pitch');

    expect(pages[1]).toContain("The Problem");
    expect(pages[1]).toContain("Teams lose 6 hours a week to status meetings");
    expect(pages[1]).toContain("Managers <still> chase updates");
    expect(pages[1]).not.toMatch(/^[-*]/m);
    // The emoji cannot be drawn with a standard font: it is dropped, the rest of the title stays.
    expect(pages[2]).toContain("Our Solution");
    expect(pages[2]).toContain("Async updates written by AI - reviewed by humans");
    expect(pages[3]).toContain("Traction");
    for (const bullet of toBullets(slides[2]?.content ?? "")) expect(pages[3]).toContain(bullet);
  });

  it("numbers content pages in the footer", async () => {
    const pages = await extractPages(await buildPdf(deck, slides));
    expect(pages[1]?.split("\n")).toContain("2");
    expect(pages[3]?.split("\n")).toContain("4");
  });

  it("wraps a long bullet instead of running off the page", async () => {
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    const pages = await extractPages(await buildPdf(deck, [{ title: "Wrap", content: long, notes: "" }]));
    // PDF.js may merge the bullet glyph into the first row of the bullet, as on the same baseline.
    const rows = (pages[1]?.split("\n") ?? [])
      .map((row) => row.replace(/^•\s*/, ""))
      .filter((row) => row.startsWith("word"));
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.join(" ").replace(/\s+/g, " ")).toBe(long);
  });

  it("ends with a numbered Sources page when the deck cites sources", async () => {
    const sources = [
      { id: "1", title: "Market report 2024", url: "https://example.com/report" },
      { id: "2", title: "Founder interview notes" },
    ];
    const pages = await extractPages(await buildPdf(deck, slides, { sources }));
    expect(pages).toHaveLength(slides.length + 2);
    const last = pages.at(-1) ?? "";
    expect(last).toContain("Sources");
    expect(last).toContain("Market report 2024 - https://example.com/report");
    expect(last).toContain("Founder interview notes");
    // PDF.js may merge the number into the row, as on the same baseline.
    expect(last).toMatch(/^2\.\s*Founder interview notes/m);
  });

  it("adds no Sources page without sources", async () => {
    const pdf = await PDFDocument.load(await buildPdf(deck, slides, { sources: [] }));
    expect(pdf.getPageCount()).toBe(slides.length + 1);
  });

  it("exports an empty deck as a lone title page", async () => {
    const pdf = await PDFDocument.load(await buildPdf({ title: "🚀" }, []));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe("Pitch Deck");
  });
});

describe("sanitizeForFont", () => {
  it("maps typographic punctuation to ASCII and drops what Helvetica cannot encode", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(sanitizeForFont("“Hi” — it’s 10× better… 🚀 日本", font)).toBe('"Hi" - it\'s 10× better...');
    expect(sanitizeForFont("Café\tcrème", font)).toBe("Café crème");
  });
});
