import fontkit from "@pdf-lib/fontkit";
import type { Color, PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import {
  fallbackStyle,
  type FontLoader,
  inRanges,
  SUBSETS,
  subsetFile,
  symbolsFile,
  themeFontFile,
} from "./pdf-font-files";

/** Text in one font variant, drawn from whichever embedded face has each character. */
export interface TextFont {
  width(text: string, size: number): number;
  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; color: Color }): void;
}

/** One font variant the PDF draws, and every text it draws in it (so only the subsets it needs are embedded). */
export interface FontNeed {
  key: string;
  /** The theme font's Fontsource id, e.g. "inter". */
  fontsource: string;
  weight: 400 | 700;
  italic: boolean;
  texts: readonly string[];
}

export interface EmbeddedFonts {
  /** By FontNeed key. */
  fonts: ReadonlyMap<string, TextFont>;
  /** Characters no embedded face can draw: the export must refuse rather than drop them. */
  missing: ReadonlySet<string>;
}

interface Face {
  font: PDFFont;
  chars: ReadonlySet<number>;
  /** Advance width of each character at size 1, measured once: fontkit shapes on every measure. */
  widths: Map<string, number>;
}

/** Every printable ASCII character: labels and numbers the export adds itself. */
const ASCII = Array.from({ length: 95 }, (_, i) => i + 32);

/**
 * Embeds, subset to the glyphs actually drawn, each variant's theme font files (the Unicode subsets its
 * texts need), then for characters the theme font lacks the Noto Sans subsets of the closest style, then
 * DejaVu Sans for symbols (arrows, maths) that Noto Sans lacks. A file used by two variants is embedded once.
 */
export async function embedFonts(
  pdf: PDFDocument,
  needs: readonly FontNeed[],
  load: FontLoader,
): Promise<EmbeddedFonts> {
  pdf.registerFontkit(fontkit);
  const embedded = new Map<string, Promise<Face | null>>();
  const embed = (file: string): Promise<Face | null> => {
    const known = embedded.get(file);
    if (known) return known;
    const face = load(file).then(async (bytes) => {
      if (!bytes) return null;
      const font = await pdf.embedFont(bytes, { subset: true });
      return { font, chars: new Set(font.getCharacterSet()), widths: new Map<string, number>() };
    });
    embedded.set(file, face);
    return face;
  };
  const subsetsFor = (points: readonly number[], always: boolean) =>
    SUBSETS.filter(
      (subset) =>
        (always && subset.name === "latin") || points.some((point) => inRanges(point, subset.ranges)),
    );
  const gaps = (chain: readonly Face[], points: readonly number[]) =>
    points.filter((point) => !chain.some((face) => face.chars.has(point)));

  const fonts = new Map<string, TextFont>();
  const missing = new Set<string>();
  for (const need of needs) {
    const points = codePoints(need.texts);
    const chain: Face[] = [];
    for (const subset of subsetsFor(points, true)) {
      // A family without a true italic is drawn upright, as the layout measured it.
      const face =
        (await embed(themeFontFile(need.fontsource, subset.name, need.weight, need.italic))) ??
        (need.italic ? await embed(themeFontFile(need.fontsource, subset.name, need.weight, false)) : null);
      if (face) chain.push(face);
    }
    const style = fallbackStyle(need.weight, need.italic);
    const lacking = gaps(chain, points);
    for (const subset of subsetsFor(lacking, false)) {
      const face = await embed(subsetFile(subset.name, style));
      if (face) chain.push(face);
    }
    if (gaps(chain, points).length > 0) {
      const symbols = await embed(symbolsFile(style));
      if (symbols) chain.push(symbols);
    }
    for (const point of gaps(chain, points)) missing.add(String.fromCodePoint(point));
    fonts.set(need.key, chainFont(chain));
  }
  return { fonts, missing };
}

function codePoints(texts: readonly string[]): number[] {
  const points = new Set(ASCII);
  for (const text of texts) {
    // Line breaks separate texts and lines; they are never drawn.
    for (const char of text) if (char !== "\n") points.add(char.codePointAt(0) ?? 0);
  }
  return [...points];
}

/**
 * A TextFont over `faces` in order of preference. Text is split into runs that one face can draw and
 * the runs are placed end to end, so "Łódź" mixes Latin and Latin Extended glyphs on one baseline.
 * Characters no face has are skipped here: the export has refused them before anything is drawn.
 */
function chainFont(faces: readonly Face[]): TextFont {
  const runs = (text: string) => {
    const result: Array<{ text: string; face: Face }> = [];
    for (const char of text) {
      const point = char.codePointAt(0) ?? 0;
      const face = faces.find((candidate) => candidate.chars.has(point));
      if (!face) continue;
      const last = result.at(-1);
      if (last?.face === face) last.text += char;
      else result.push({ text: char, face });
    }
    return result;
  };
  // Footnote fitting measures many strings, so a run is summed from cached character widths. pdf-lib
  // draws glyphs at their advance widths without kerning, so the sum is what is drawn.
  const runWidth = (text: string, face: Face, size: number) => {
    let sum = 0;
    for (const char of text) {
      let width = face.widths.get(char);
      if (width === undefined) {
        width = face.font.widthOfTextAtSize(char, 1);
        face.widths.set(char, width);
      }
      sum += width;
    }
    return sum * size;
  };
  return {
    width: (text, size) => runs(text).reduce((sum, run) => sum + runWidth(run.text, run.face, size), 0),
    draw(page, text, { x, y, size, color }) {
      let cursor = x;
      for (const run of runs(text)) {
        page.drawText(run.text, { x: cursor, y, size, font: run.face.font, color });
        cursor += runWidth(run.text, run.face, size);
      }
    },
  };
}
