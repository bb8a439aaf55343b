// @vitest-environment node
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildPdf as buildWithFonts } from "./build-pdf";
import { cleanText } from "./pdf-text";
import { textToBullets } from "@pds/contracts";
import {
  citedSlides,
  deck,
  loadTestImage,
  manySources,
  sampleDeck,
  slides as fixtureSlides,
  sources,
} from "./test-fixtures";
import { readFontFile } from "./test-fonts";
import type { ExportDeck, ExportOptions, ExportSlide } from "./types";

const buildPdf = (d: ExportDeck, s: readonly ExportSlide[], options: ExportOptions = {}) =>
  buildWithFonts(d, s, { loadFont: readFontFile, loadImage: loadTestImage, ...options });

// The fixtures' rocket emoji is in no embedded font: the PDF refuses it (see pdf-unicode.test.ts).
const slides = fixtureSlides.map((slide) => ({ ...slide, title: slide.title.replace(" 🚀", "") }));

const standardFontDataUrl = join(
  dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")),
  "standard_fonts/",
);

interface PageContent {
  /** One row per text item, as PDF.js (the engine behind Firefox's viewer) extracts them. */
  text: string;
  rows: Array<{ str: string; y: number }>;
  /** Targets of the page's URI link annotations, in order. */
  links: string[];
}

async function extractContent(bytes: Uint8Array): Promise<PageContent[]> {
  const doc = await getDocument({ data: bytes.slice(), standardFontDataUrl }).promise;
  const pages: PageContent[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const items = (await page.getTextContent()).items;
    const rows = items.map((item) =>
      "str" in item ? { str: item.str, y: Number(item.transform[5]) } : null,
    );
    const present = rows.filter((row): row is { str: string; y: number } => row !== null && row.str !== "");
    const annotations = (await page.getAnnotations()) as Array<{ subtype?: string; url?: string }>;
    const links = annotations.flatMap((a) => (a.subtype === "Link" && a.url ? [a.url] : []));
    pages.push({ text: present.map((row) => row.str).join("\n"), rows: present, links });
  }
  await doc.destroy();
  return pages;
}

async function extractPages(bytes: Uint8Array): Promise<string[]> {
  return (await extractContent(bytes)).map((page) => page.text);
}

const footnoteRows = (page: PageContent | undefined) =>
  (page?.rows ?? []).map((row) => row.str).filter((str) => /^\[\d+\] .+ — /.test(str));

describe("buildPdf", () => {
  it("has one landscape 16:9 page per slide and no cover of its own", async () => {
    const pdf = await PDFDocument.load(await buildPdf(deck, slides));
    expect(pdf.getPageCount()).toBe(slides.length);
    for (const page of pdf.getPages()) {
      const { width, height } = page.getSize();
      expect(width / height).toBeCloseTo(16 / 9, 5);
    }
  });

  it("keeps every title and bullet as extractable text", async () => {
    const pages = await extractPages(await buildPdf(deck, slides));
    expect(pages).toHaveLength(slides.length);
    // The deck's own first slide opens the PDF (no cover of the export's own).
    expect(pages[0]).toMatch(/^The Problem/);
    expect(pages[0]).toContain("Teams lose 6 hours a week to status meetings");
    expect(pages[0]).toContain("Managers <still> chase updates");
    expect(pages[0]).not.toMatch(/^[-*•]/m);
    expect(pages[1]).toContain("Our Solution");
    expect(pages[1]).toContain("Async updates written by AI — reviewed by humans");
    expect(pages[2]).toContain("Traction");
    for (const bullet of textToBullets(slides[2]?.content ?? "")) expect(pages[2]).toContain(bullet);
  });

  it("wraps a long bullet instead of running off the page", async () => {
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    const pages = await extractPages(await buildPdf(deck, [{ title: "Wrap", content: long, notes: "" }]));
    const rows = (pages[0]?.split("\n") ?? []).filter((row) => row.startsWith("word"));
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.join(" ").replace(/\s+/g, " ")).toBe(long);
  });

  it("exports a deck without slides as one page titled with the deck", async () => {
    const bytes = await buildPdf({ title: "  " }, []);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe("Pitch Deck");
    const rows = (await extractPages(bytes))[0]?.split("\n") ?? [];
    expect(rows).toEqual(["Pitch Deck"]);
  });
});

describe("cleanText", () => {
  it("keeps every visible character and drops only invisible ones", () => {
    expect(cleanText("“Hi” — it’s 10× better… ≥ €1.2M")).toBe("“Hi” — it’s 10× better… ≥ €1.2M");
    // Decomposed accents are composed; tabs become spaces; zero-width and variation selectors go.
    expect(cleanText("Cafe\u0301\tcre\u0300me\u200B\u2764\uFE0F\nnext")).toBe("Café crème\u2764\nnext");
  });
});

const sourcesHeading = (page: PageContent) => page.rows.find((row) => row.str.startsWith("Sources"))?.str;

describe("buildPdf citations", () => {
  it("footnotes each cited page with exactly its sources, in marker order", async () => {
    const pages = await extractContent(await buildPdf(deck, citedSlides, { sources }));
    expect(footnoteRows(pages[0])).toEqual([
      "[1] Gartner SaaS Forecast 2024 — gartner.com",
      "[2] Founder interviews — Founder-provided",
    ]);
    expect(footnoteRows(pages[1])).toEqual([]);
    expect(footnoteRows(pages[2])).toEqual([
      "[1] Gartner SaaS Forecast 2024 — gartner.com",
      "[4] Rival pricing table — pricing.example.com",
    ]);
  });

  it("keeps an overflowing cited body above its footnotes", async () => {
    // Too many bullets even at the smallest size: the body fills all the room it is given.
    const milestones = Array.from({ length: 30 }, (_, i) => `Milestone ${i + 1}`);
    const long = { title: "Traction", content: ["Cited [1] [2] [4]", ...milestones].join("\n"), notes: "" };
    const [page] = await extractContent(await buildPdf(deck, [long], { sources }));
    const body = page!.rows.filter((row) => /^(Milestone|Cited)/.test(row.str));
    const notes = page!.rows.filter((row) => /^\[\d+\] /.test(row.str));
    expect(notes).toHaveLength(3);
    expect(body.length).toBeGreaterThan(10);
    // Baselines: the lowest body line sits clear of the highest footnote, ascenders included.
    expect(Math.min(...body.map((row) => row.y))).toBeGreaterThan(
      Math.max(...notes.map((row) => row.y)) + 12,
    );
  });

  it("ends with a Sources page of only the cited sources, with link, date and clipped quote", async () => {
    const pages = await extractContent(await buildPdf(deck, citedSlides, { sources }));
    expect(pages).toHaveLength(citedSlides.length + 1);
    const last = pages.at(-1)!;
    expect(sourcesHeading(last)).toBe("Sources");
    const headings = last.rows.map((row) => row.str).filter((str) => /^\[\d+\] /.test(str));
    expect(headings).toEqual([
      "[1] Gartner SaaS Forecast 2024",
      "[2] Founder interviews",
      "[4] Rival pricing table",
    ]);
    expect(last.text).toContain("https://www.gartner.com/en/newsroom/saas-2024");
    expect(last.text).toContain("· Fetched 2024-05-01");
    expect(last.text).toContain("Founder-provided");
    expect(last.text).toContain("· Added 2024-05-01");
    expect(last.text).toContain('"40 of 52 ops leads said status meetings waste a day a week."');
    expect(last.text).toMatch(/^"Sentence 1 of the analyst's/m);
    expect(last.text).toMatch(/\.\.\."$/m);
    expect(last.links).toEqual([
      "https://www.gartner.com/en/newsroom/saas-2024",
      "https://pricing.example.com/rivals",
    ]);
    for (const page of pages) expect(page.text).not.toMatch(/uncited/i);
  });

  it("continues a long source list onto further Sources pages", async () => {
    const many = manySources(9);
    const pages = await extractContent(await buildPdf(deck, many.slides, { sources: many.sources }));
    expect(pages).toHaveLength(1 + 3);
    const sourcePages = pages.slice(1);
    expect(sourcePages.map(sourcesHeading)).toEqual([
      "Sources",
      "Sources (continued)",
      "Sources (continued)",
    ]);
    const listed = sourcePages.map((page) =>
      page.rows.map((row) => row.str).filter((str) => /^\[\d+\] Report/.test(str)),
    );
    expect(listed.map((page) => page.length)).toEqual([4, 4, 1]);
    expect(listed.flat()).toEqual(many.sources.map((s) => `[${s.marker}] Report ${s.marker}`));
    expect(pages[0]?.text).toContain("+4 more on the Sources slide");
  });

  it("adds no Sources page and no footnotes when no slide cites a source", async () => {
    const pages = await extractContent(await buildPdf(deck, slides, { sources }));
    expect(pages).toHaveLength(slides.length);
    for (const page of pages) {
      expect(page.text).not.toContain("Sources");
      expect(footnoteRows(page)).toEqual([]);
    }
  });
});

describe("buildPdf layouts and images", () => {
  it("paints one page per slide of every layout, in the deck's theme, with its images", async () => {
    const withImages = await sampleDeck();
    const bytes = await buildPdf({ title: "DentaFlow", theme: "forest" }, withImages);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(withImages.length);
    const images = pdf.context
      .enumerateIndirectObjects()
      .filter(
        ([, object]) =>
          object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
      );
    expect(images).toHaveLength(2);
    const pages = await extractPages(bytes);
    // Each slide's title is on its own page, in the deck's order (the cover first, no cover added).
    withImages.forEach((slide, index) => {
      expect(pages[index]?.replace(/\s+/g, " ")).toContain(slide.title.split(" ")[0]);
    });
  });

  it("refuses to export when an image cannot be loaded, naming the slide", async () => {
    const slide = {
      title: "Product",
      content: "",
      notes: "",
      layout: "image",
      fields: { imageId: "missing", caption: "Inbox" },
    };
    await expect(buildPdf(deck, [{ title: "Intro", content: "Hi", notes: "" }, slide])).rejects.toThrow(
      "An image on slide 2 could not be loaded. Check your connection and try again.",
    );
  });
});
