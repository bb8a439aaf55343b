// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { buildPdf } from "./build-pdf";
import { ExportError } from "./export-error";
import { loadTestImage, sources } from "./test-fixtures";
import { readFontFile } from "./test-fonts";
import type { ExportSlide } from "./types";

/** The stress line; "日本" is in no embedded font, so the PDF carries the line without it. */
const STRESS = "Revenue ≥ €1.2M → 3× YoY · Łódź · İstanbul · 日本 · Αθήνα · Москва";
const DRAWABLE = STRESS.replace(" · 日本", "");
const BOLD_TITLE = "Ελλάδα · Россия · Türkiye ≥ 3×";

const deckSlides: ExportSlide[] = [
  { title: "Acme", content: "Clinics lose 18% of revenue", notes: "" },
  { title: BOLD_TITLE, content: `${DRAWABLE}\nMarket ≥ $4.2B [1]`, notes: "" },
  { title: "Ask", content: "Raising €2M", notes: "" },
];
// Paper: Noto Serif headings and Source Sans 3 text, which lacks "≥" and "→": those come from the fallbacks.
const build = (slides: readonly ExportSlide[], theme = "paper") =>
  buildPdf({ title: "Łódź Labs", theme }, slides, {
    sources,
    loadFont: readFontFile,
    loadImage: loadTestImage,
  });

const POPPLER = ["pdftotext", "pdffonts", "pdfinfo"];
const missingTools = POPPLER.filter(
  (tool) => spawnSync("sh", ["-c", `command -v ${tool}`], { stdio: "ignore" }).status !== 0,
);
if (missingTools.length > 0) {
  // scripts/test.mjs installs poppler-utils as root; elsewhere these checks cannot run (issue 12).
  console.warn(
    `Skipping the poppler PDF checks: ${missingTools.join(", ")} not found (apt-get install poppler-utils).`,
  );
}

const dir = mkdtempSync(join(tmpdir(), "pds-pdf-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function poppler(tool: string, args: string[]): string {
  const result = spawnSync(tool, args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr}`);
  return result.stdout;
}

async function writePdf(theme = "paper"): Promise<string> {
  const file = join(dir, `deck-${theme}.pdf`);
  writeFileSync(file, await build(deckSlides, theme));
  return file;
}

/** The colour of the first page's top-left pixel as poppler renders it, "#RRGGBB". */
function cornerColour(file: string): string {
  const image = spawnSync("pdftoppm", ["-r", "10", "-f", "1", "-l", "1", file], {
    maxBuffer: 1 << 24,
  });
  const bytes = image.stdout as Buffer;
  // A binary PPM: "P6", width, height and the maximum value, then the pixels' RGB bytes.
  const at = /^P6\s+\d+\s+\d+\s+\d+\s/.exec(bytes.toString("latin1", 0, 40))?.[0].length ?? 0;
  return `#${[0, 1, 2]
    .map((i) => bytes[at + i]!.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase()}`;
}

describe.skipIf(missingTools.length > 0)("PDF export as poppler reads it", () => {
  it("keeps the Unicode stress line and a Greek/Cyrillic/Turkish bold title as text", async () => {
    const text = poppler("pdftotext", [await writePdf(), "-"]).replace(/\s+/g, " ");
    expect(text).toContain(DRAWABLE);
    expect(text).toContain(BOLD_TITLE);
    // The marker is drawn as a superscript number after the claim, as in the editor.
    expect(text).toContain("Market ≥ $4.2B 1");
    expect(poppler("pdfinfo", [await writePdf()])).toMatch(/^Title:\s+Łódź Labs$/m);
  });

  it("draws a theme switch in the new theme's fonts and colours", async () => {
    const fontNames = (file: string) =>
      poppler("pdffonts", [file])
        .trim()
        .split("\n")
        .slice(2)
        .map((row) =>
          row
            .trim()
            .split(/\s+/)[0]!
            .replace(/^[A-Z]{6}\+/, ""),
        );
    const slate = await writePdf("slate");
    const carbon = await writePdf("carbon");
    expect(fontNames(slate).some((name) => name.startsWith("Inter"))).toBe(true);
    expect(fontNames(slate).some((name) => name.startsWith("Manrope"))).toBe(false);
    expect(fontNames(carbon).some((name) => name.startsWith("Manrope"))).toBe(true);
    expect(fontNames(carbon).some((name) => name.startsWith("Inter"))).toBe(false);
    expect(cornerColour(slate)).toBe("#FFFFFF");
    expect(cornerColour(carbon)).toBe("#111111");
  });

  it("embeds every font it uses", async () => {
    const rows = poppler("pdffonts", [await writePdf()])
      .trim()
      .split("\n")
      .slice(2);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      // name, type (one or two words), encoding, then emb sub uni: read emb from the right.
      const columns = row.trim().split(/\s+/);
      expect(columns.at(-5), row).toBe("yes");
    }
  });

  it("has 16:9 pages, one per slide plus the Sources page", async () => {
    const info = poppler("pdfinfo", [await writePdf()]);
    expect(info).toMatch(/^Pages:\s+4$/m);
    const [, width, height] = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info) ?? [];
    expect(Number(width) / Number(height)).toBeCloseTo(16 / 9, 5);
  });
});

describe("PDF export fonts", () => {
  it("embeds subset fonts whose every glyph decodes", async () => {
    // fontkit's subsetter writes corrupt glyphs for some fonts (unpadded glyph data): they extract as
    // text but draw as blanks, so read each embedded font back and decode every glyph outline.
    const pdf = await PDFDocument.load(await build(deckSlides));
    const fonts = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => (object instanceof PDFDict ? object.get(PDFName.of("FontFile2")) : undefined))
      .map((ref) => (ref ? pdf.context.lookup(ref) : undefined))
      .filter((stream) => stream instanceof PDFRawStream);
    expect(fonts.length).toBeGreaterThan(1);
    for (const stream of fonts) {
      const font = fontkit.create(decodePDFRawStream(stream).decode());
      for (let id = 0; id < font.numGlyphs; id++) expect(() => font.getGlyph(id).path).not.toThrow();
    }
    expect(fonts.reduce((sum, stream) => sum + stream.contents.length, 0)).toBeLessThan(60_000);
  });

  it("refuses characters no embedded font has, naming them and their slide", async () => {
    const slides = [...deckSlides, { title: "Launch 🚀", content: STRESS, notes: "" }];
    const refused = build(slides);
    await expect(refused).rejects.toBeInstanceOf(ExportError);
    await expect(refused).rejects.toThrow(
      "Some characters can't be exported to PDF yet: 🚀 日本 on slide 4. " +
        "Remove or replace them, or export to PowerPoint, which keeps them.",
    );
  });
});
