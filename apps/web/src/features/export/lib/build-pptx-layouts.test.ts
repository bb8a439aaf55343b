// @vitest-environment node
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { parseSlideBody } from "@pds/contracts";
import { buildPptx } from "./build-pptx";
import { loadTestImage, sampleDeck } from "./test-fixtures";

const deckSlides = await sampleDeck();
const indexOf = (layout: string) => deckSlides.findIndex((slide) => slide.layout === layout) + 1;

async function exported(theme: string): Promise<JSZip> {
  return JSZip.loadAsync(
    await buildPptx({ title: "DentaFlow", theme }, deckSlides, { loadImage: loadTestImage }),
  );
}

async function part(zip: JSZip, path: string): Promise<string> {
  const file = zip.file(path);
  if (!file) throw new Error(`missing ${path}`);
  return file.async("string");
}

/** The chart parts a slide links to, through its relationships. */
async function chartsOf(zip: JSZip, slide: number): Promise<string[]> {
  const rels = await part(zip, `ppt/slides/_rels/slide${slide}.xml.rels`);
  return [...rels.matchAll(/Target="(?:\.\.|\/ppt)\/charts\/(chart\d+\.xml)"/g)].map((match) => match[1]!);
}

describe("buildPptx layouts", () => {
  it("writes the comparison as a native table with every column and criterion", async () => {
    const zip = await exported("slate");
    const xml = await part(zip, `ppt/slides/slide${indexOf("comparison")}.xml`);
    expect(xml).toContain("<a:tbl>");
    const table = /<a:tbl>[\s\S]*<\/a:tbl>/.exec(xml)?.[0] ?? "";
    for (const text of ["DentaFlow", "Weave", "AI phone agent", "Price per month"])
      expect(table).toContain(text);
    // No other slide gets a table.
    expect(await part(zip, `ppt/slides/slide${indexOf("chart")}.xml`)).not.toContain("<a:tbl>");
  });

  it("writes the chart slide and the ask's use of funds as native chart parts", async () => {
    const zip = await exported("slate");
    const traction = await chartsOf(zip, indexOf("chart"));
    const ask = await chartsOf(zip, indexOf("ask"));
    expect(traction).toHaveLength(1);
    expect(ask).toHaveLength(1);
    expect(await part(zip, `ppt/charts/${traction[0]}`)).toContain("<c:barChart>");
    const funds = await part(zip, `ppt/charts/${ask[0]}`);
    expect(funds).toContain("<c:doughnutChart>");
    const askSlide = deckSlides.find((slide) => slide.layout === "ask")!;
    const shares = parseSlideBody("ask", askSlide.fields);
    if (shares.layout !== "ask") throw new Error("the sample ask slide has no use of funds");
    for (const share of shares.fields.useOfFunds) {
      expect(funds).toContain(share.label.replace(/&/g, "&amp;"));
    }
  });

  it("embeds the slides' images under ppt/media", async () => {
    const zip = await exported("slate");
    const media = zip.file(/^ppt\/media\//).map((file) => file.name);
    expect(media.some((name) => name.endsWith(".png"))).toBe(true);
    expect(media.some((name) => /\.jpe?g$/.test(name))).toBe(true);
    const cover = await part(zip, "ppt/slides/_rels/slide1.xml.rels");
    expect(cover).toMatch(/Target="\.\.\/media\/[^"]+\.jpe?g"/);
  });

  it("draws a theme switch in the new theme's fonts and colours", async () => {
    const slate = await part(await exported("slate"), "ppt/slides/slide3.xml");
    const carbon = await part(await exported("carbon"), "ppt/slides/slide3.xml");
    expect(slate).toContain('typeface="Inter"');
    expect(slate).not.toContain('typeface="Manrope"');
    expect(carbon).toContain('typeface="Manrope"');
    expect(carbon).not.toContain('typeface="Inter"');
    // The slide background, then the text colour of each theme.
    expect(slate).toMatch(/<p:bg>[\s\S]*?srgbClr val="FFFFFF"/);
    expect(carbon).toMatch(/<p:bg>[\s\S]*?srgbClr val="111111"/);
    expect(slate).toContain('srgbClr val="0F172A"');
    expect(carbon).toContain('srgbClr val="FAFAFA"');
  });

  it("gives every slide of every layout its title in a title placeholder, and keeps the notes", async () => {
    const zip = await exported("paper");
    for (const [index, slide] of deckSlides.entries()) {
      const xml = await part(zip, `ppt/slides/slide${index + 1}.xml`);
      const title = [...xml.matchAll(/<p:sp>[\s\S]*?<\/p:sp>/g)].filter(([shape]) =>
        /<p:ph\s[^>]*type="title"/.test(shape),
      );
      expect(title, slide.title).toHaveLength(1);
      const text = [...title[0]![0].matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]).join(" ");
      expect(text.replace(/&apos;/g, "'").replace(/\s+/g, " ")).toBe(slide.title);
      if (slide.notes) {
        expect(await part(zip, `ppt/notesSlides/notesSlide${index + 1}.xml`)).toContain(
          slide.notes.slice(0, 40),
        );
      }
    }
  });
});
