// @vitest-environment node
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { buildPptx } from "./build-pptx";
import { toBullets } from "./slide-text";
import { deck, slides } from "./test-fixtures";

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

describe("buildPptx", () => {
  it("writes a title slide and one slide per slide with every title and bullet as text", async () => {
    const zip = await open(await buildPptx(deck, slides));
    const slideFiles = zip.file(/^ppt\/slides\/slide\d+\.xml$/);
    expect(slideFiles).toHaveLength(slides.length + 1);

    const cover = await readText(zip, "ppt/slides/slide1.xml");
    expect(textsOf(cover)).toContain(deck.title);

    for (const [index, slide] of slides.entries()) {
      const xml = await readText(zip, `ppt/slides/slide${index + 2}.xml`);
      expect(textsOf(xml)).toContain(slide.title);
      const bullets = toBullets(slide.content);
      expect(bullets.length).toBeGreaterThan(0);
      for (const bullet of bullets) expect(textsOf(xml)).toContain(bullet);
      // Each bullet is its own paragraph with a bullet character, not one run with line breaks.
      expect(xml.match(/<a:buChar /g)?.length).toBe(bullets.length);
    }
  });

  it("strips typed list markers and blank lines from bullets", async () => {
    const zip = await open(await buildPptx(deck, slides));
    const xml = await readText(zip, "ppt/slides/slide2.xml");
    expect(textsOf(xml)).toContain("Tools don't talk to each other");
    expect(textsOf(xml)).toContain("Managers <still> chase updates");
    expect(textsOf(xml).some((text) => /^[-•*]/.test(text))).toBe(false);
  });

  it("puts each slide's speaker notes in its notes slide", async () => {
    const zip = await open(await buildPptx(deck, slides));
    for (const [index, slide] of slides.entries()) {
      const notes = await readText(zip, `ppt/notesSlides/notesSlide${index + 2}.xml`);
      if (slide.notes) expect(textsOf(notes).join("")).toContain(slide.notes);
    }
  });

  it("shrinks long content to a smaller font than short content", async () => {
    const zip = await open(await buildPptx(deck, slides));
    const sizeOf = async (n: number) => {
      const xml = await readText(zip, `ppt/slides/slide${n}.xml`);
      const sizes = [...xml.matchAll(/<a:rPr[^>]* sz="(\d+)"/g)].map((m) => Number(m[1]));
      return Math.min(...sizes);
    };
    expect(await sizeOf(4)).toBeLessThan(await sizeOf(3));
  });

  it("adds a closing Sources slide only when sources are given", async () => {
    const sources = [
      { id: "s1", title: "Gartner 2024 survey", url: "https://example.com/gartner" },
      { id: "s2", title: "Founder interviews" },
    ];
    const zip = await open(await buildPptx(deck, slides, { sources }));
    expect(zip.file(/^ppt\/slides\/slide\d+\.xml$/)).toHaveLength(slides.length + 2);
    const xml = await readText(zip, `ppt/slides/slide${slides.length + 2}.xml`);
    expect(textsOf(xml)).toEqual([
      "Sources",
      "Gartner 2024 survey — https://example.com/gartner",
      "Founder interviews",
      String(slides.length + 2),
    ]);
    expect(xml).toContain("hlinkClick");

    const plain = await open(await buildPptx(deck, slides, { sources: [] }));
    expect(plain.file(/^ppt\/slides\/slide\d+\.xml$/)).toHaveLength(slides.length + 1);
  });

  it("exports an empty deck as a lone title slide", async () => {
    const zip = await open(await buildPptx({ title: "" }, []));
    expect(zip.file(/^ppt\/slides\/slide\d+\.xml$/)).toHaveLength(1);
    expect(textsOf(await readText(zip, "ppt/slides/slide1.xml"))).toContain("Pitch Deck");
  });
});
