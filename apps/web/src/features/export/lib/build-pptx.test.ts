// @vitest-environment node
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { textToBullets } from "@pds/contracts";
import { buildPptx as build } from "./build-pptx";
import { citedSlides, deck, loadTestImage, manySources, slides, sources } from "./test-fixtures";
import type { ExportDeck, ExportOptions, ExportSlide } from "./types";

const buildPptx = (d: ExportDeck, s: readonly ExportSlide[], options: ExportOptions = {}) =>
  build(d, s, { loadImage: loadTestImage, ...options });

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The decoded text of every <a:t> run in a DrawingML part, in document order. */
function textsOf(xml: string): string[] {
  return [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) =>
    (m[1] ?? "").replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name] ?? ""),
  );
}

async function readText(zip: JSZip, path: string): Promise<string> {
  const file = zip.file(path);
  if (!file) throw new Error(`missing ${path}`);
  return file.async("string");
}

async function open(bytes: Uint8Array): Promise<JSZip> {
  return JSZip.loadAsync(bytes);
}

/** Each shape on a slide: its top and height (EMU) and its text runs. */
function shapesOf(xml: string): Array<{ y: number; h: number; texts: string[] }> {
  return [...xml.matchAll(/<p:sp>([\s\S]*?)<\/p:sp>/g)].map(([, body = ""]) => {
    const box = /<a:off x="\d+" y="(\d+)"\/><a:ext cx="\d+" cy="(\d+)"\/>/.exec(body);
    return { y: Number(box?.[1]), h: Number(box?.[2]), texts: textsOf(body) };
  });
}

async function slideTexts(zip: JSZip, n: number): Promise<string[]> {
  return textsOf(await readText(zip, `ppt/slides/slide${n}.xml`));
}

const isFootnote = (text: string) => /^\[\d+\] .+ — /.test(text);

describe("buildPptx", () => {
  it("writes one slide per slide, with no cover of its own, every title and bullet as text", async () => {
    const zip = await open(await buildPptx(deck, slides));
    const slideFiles = zip.file(/^ppt\/slides\/slide\d+\.xml$/);
    expect(slideFiles).toHaveLength(slides.length);

    for (const [index, slide] of slides.entries()) {
      const xml = await readText(zip, `ppt/slides/slide${index + 1}.xml`);
      expect(textsOf(xml)).toContain(slide.title);
      const bullets = textToBullets(slide.content);
      expect(bullets.length).toBeGreaterThan(0);
      for (const bullet of bullets) expect(textsOf(xml)).toContain(bullet);
      // Each bullet is its own paragraph with a bullet character, not one run with line breaks.
      expect(xml.match(/<a:buChar /g)?.length).toBe(bullets.length);
    }
  });

  it("strips typed list markers and blank lines from bullets", async () => {
    const zip = await open(await buildPptx(deck, slides));
    const xml = await readText(zip, "ppt/slides/slide1.xml");
    expect(textsOf(xml)).toContain("Tools don't talk to each other");
    expect(textsOf(xml)).toContain("Managers <still> chase updates");
    expect(textsOf(xml).some((text) => /^[-•*]/.test(text))).toBe(false);
  });

  it("puts each slide's title in a title placeholder, as PowerPoint's outline and checker read it", async () => {
    const zip = await open(await buildPptx(deck, [...slides, ...citedSlides], { sources }));
    const count = slides.length + citedSlides.length + 1;
    const titles = [...slides, ...citedSlides].map((slide) => slide.title).concat("Sources");
    for (let n = 1; n <= count; n++) {
      const shapes = [
        ...(await readText(zip, `ppt/slides/slide${n}.xml`)).matchAll(/<p:sp>[\s\S]*?<\/p:sp>/g),
      ];
      const title = shapes.filter(([xml]) => /<p:ph\s[^>]*type="(title|ctrTitle)"/.test(xml));
      expect(title, `slide ${n}`).toHaveLength(1);
      expect(textsOf(title[0]![0]).join("")).toBe(titles[n - 1]);
    }
    const layout = await readText(zip, "ppt/slideLayouts/slideLayout2.xml");
    expect(layout).toMatch(/<p:ph\s[^>]*type="title"/);
  });

  it("puts each slide's speaker notes in its notes slide", async () => {
    const zip = await open(await buildPptx(deck, slides));
    const withNotes = slides.filter((slide) => slide.notes);
    expect(withNotes.length).toBeGreaterThan(1);
    for (const [index, slide] of slides.entries()) {
      const notes = textsOf(await readText(zip, `ppt/notesSlides/notesSlide${index + 1}.xml`)).join("");
      if (slide.notes) expect(notes).toContain(slide.notes);
      else expect(notes).not.toMatch(/Open with|Demo the feed/);
    }
  });

  it("shrinks long content to a smaller font than short content", async () => {
    const zip = await open(await buildPptx(deck, slides));
    const sizeOf = async (n: number) => {
      const xml = await readText(zip, `ppt/slides/slide${n}.xml`);
      const sizes = [...xml.matchAll(/<a:rPr[^>]* sz="(\d+)"/g)].map((m) => Number(m[1]));
      return Math.min(...sizes);
    };
    expect(await sizeOf(3)).toBeLessThan(await sizeOf(2));
  });

  it("exports a deck without slides as one slide titled with the deck", async () => {
    const zip = await open(await buildPptx({ title: "" }, []));
    expect(zip.file(/^ppt\/slides\/slide\d+\.xml$/)).toHaveLength(1);
    expect(textsOf(await readText(zip, "ppt/slides/slide1.xml"))).toContain("Pitch Deck");
  });
});

describe("buildPptx citations", () => {
  it("footnotes each cited slide with exactly its sources, in marker order, below a shortened body", async () => {
    const zip = await open(await buildPptx(deck, citedSlides, { sources }));
    const market = shapesOf(await readText(zip, "ppt/slides/slide1.xml"));
    const notes = market.find((shape) => shape.texts.some(isFootnote));
    expect(notes?.texts).toEqual([
      "[1] Gartner SaaS Forecast 2024 — gartner.com",
      "[2] Founder interviews — Founder-provided",
    ]);
    // The marker is a superscript number run after its claim; the footnotes sit below the body.
    const body = market.find((shape) => shape.texts.includes("$4.2B market by 2027"));
    expect(body!.y + body!.h).toBeLessThan(notes!.y);

    const team = shapesOf(await readText(zip, "ppt/slides/slide2.xml"));
    expect(team.flatMap((shape) => shape.texts).filter(isFootnote)).toEqual([]);

    expect((await slideTexts(zip, 3)).filter(isFootnote)).toEqual([
      "[1] Gartner SaaS Forecast 2024 — gartner.com",
      "[4] Rival pricing table — pricing.example.com",
    ]);
  });

  it("ends with a Sources slide of only the cited sources, with link, date and clipped quote", async () => {
    const zip = await open(await buildPptx(deck, citedSlides, { sources }));
    expect(zip.file(/^ppt\/slides\/slide\d+\.xml$/)).toHaveLength(citedSlides.length + 1);
    const last = citedSlides.length + 1;
    const texts = await slideTexts(zip, last);
    expect(texts[0]).toBe("Sources");
    const headings = texts.filter((text) => /^\[\d+\] /.test(text));
    expect(headings).toEqual([
      "[1] Gartner SaaS Forecast 2024",
      "[2] Founder interviews",
      "[4] Rival pricing table",
    ]);
    expect(texts).toContain("https://www.gartner.com/en/newsroom/saas-2024");
    expect(texts).toContain("  ·  Fetched 2024-05-01");
    expect(texts).toContain("Founder-provided");
    expect(texts).toContain("  ·  Added 2024-05-01");
    expect(texts).toContain("“40 of 52 ops leads said status meetings waste a day a week.”");
    const quote = texts.find((text) => text.startsWith("“Sentence 1 of the analyst's"));
    expect(quote).toMatch(/…”$/);
    expect(quote!.length).toBeLessThan(sources[0]!.quote.length);

    const rels = await readText(zip, `ppt/slides/_rels/slide${last}.xml.rels`);
    expect(rels).toContain('Target="https://www.gartner.com/en/newsroom/saas-2024"');
    expect(rels).toContain('Target="https://pricing.example.com/rivals"');
    for (let n = 1; n <= last; n++) {
      expect((await slideTexts(zip, n)).join(" ")).not.toMatch(/uncited/i);
    }
  });

  it("continues a long source list onto further Sources slides", async () => {
    const many = manySources(9);
    const zip = await open(await buildPptx(deck, many.slides, { sources: many.sources }));
    expect(zip.file(/^ppt\/slides\/slide\d+\.xml$/)).toHaveLength(1 + 3);
    const pages = [await slideTexts(zip, 2), await slideTexts(zip, 3), await slideTexts(zip, 4)];
    expect(pages.map((texts) => texts[0])).toEqual(["Sources", "Sources (continued)", "Sources (continued)"]);
    const listed = pages.map((texts) => texts.filter((text) => /^\[\d+\] Report/.test(text)));
    expect(listed.map((page) => page.length)).toEqual([4, 4, 1]);
    expect(listed.flat()).toEqual(many.sources.map((s) => `[${s.marker}] Report ${s.marker}`));
    // Nine markers on one slide: two columns of footnotes, the overflow pointed at the Sources slides.
    const evidence = await slideTexts(zip, 1);
    expect(evidence.filter(isFootnote)).toHaveLength(5);
    expect(evidence).toContain("+4 more on the Sources slide");
  });

  it("adds no Sources slide and no footnotes when no slide cites a source", async () => {
    const zip = await open(await buildPptx(deck, slides, { sources }));
    expect(zip.file(/^ppt\/slides\/slide\d+\.xml$/)).toHaveLength(slides.length);
    for (let n = 1; n <= slides.length; n++) {
      const texts = await slideTexts(zip, n);
      expect(texts).not.toContain("Sources");
      expect(texts.filter(isFootnote)).toEqual([]);
    }
  });
});
