import fontkit from "@pdf-lib/fontkit";
import type { Color, PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import {
  type FontLoader,
  type FontStyle,
  inRanges,
  SUBSETS,
  subsetFile,
  symbolsFile,
} from "./pdf-font-files";

/** Text in one style, drawn from whichever embedded face has each character. */
export interface TextFont {
  width(text: string, size: number): number;
  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; color: Color }): void;
}

export type Fonts = Record<FontStyle, TextFont>;

/** The text each style will draw, so only the subsets it needs are fetched and embedded. */
export type StyledTexts = Record<FontStyle, readonly string[]>;

export interface EmbeddedFonts {
  fonts: Fonts;
  /** Characters no embedded face can draw: the export must refuse rather than drop them. */
  missing: ReadonlySet<string>;
}

interface Face {
  font: PDFFont;
  chars: ReadonlySet<number>;
  /** Advance width of each character at size 1, measured once: fontkit shapes on every measure. */
  widths: Map<string, number>;
}

/** Every printable ASCII character: page numbers and labels the layout adds itself. */
const ASCII = Array.from({ length: 95 }, (_, i) => i + 32);

/**
 * Embeds, subset to the glyphs actually drawn, the Noto Sans subsets `texts` need in each style, and
 * DejaVu Sans for symbols when some character is in none of them. Bold and italic fall back to the regular
 * faces, so every style draws every character the regular text can.
 */
export async function embedFonts(
  pdf: PDFDocument,
  texts: StyledTexts,
  load: FontLoader,
): Promise<EmbeddedFonts> {
  pdf.registerFontkit(fontkit);
  const embed = async (file: string): Promise<Face> => {
    const font = await pdf.embedFont(await load(file), { subset: true });
    return { font, chars: new Set(font.getCharacterSet()), widths: new Map() };
  };
  const faces = (style: FontStyle, points: readonly number[]) =>
    Promise.all(
      SUBSETS.filter(
        (subset) => subset.name === "latin" || points.some((point) => inRanges(point, subset.ranges)),
      ).map((subset) => embed(subsetFile(subset.name, style))),
    );

  const all = codePoints([...texts.regular, ...texts.bold, ...texts.italic]);
  const regular = await faces("regular", all);
  const gaps = (chain: readonly Face[], points: readonly number[]) =>
    points.filter((point) => !chain.some((face) => face.chars.has(point)));
  const needsSymbols = gaps(regular, all).length > 0;
  if (needsSymbols) regular.push(await embed(symbolsFile("regular")));
  const missing = gaps(regular, all);

  // Bold and italic end with the regular faces; bold gets the bold symbols when it needs any.
  const styled = async (style: "bold" | "italic") => {
    if (texts[style].length === 0) return regular;
    const points = codePoints(texts[style]);
    const own = await faces(style, points);
    if (style === "bold" && needsSymbols && gaps(own, points).length > 0) {
      own.push(await embed(symbolsFile("bold")));
    }
    return [...own, ...regular];
  };
  return {
    fonts: {
      regular: chainFont(regular),
      bold: chainFont(await styled("bold")),
      italic: chainFont(await styled("italic")),
    },
    missing: new Set(missing.map((point) => String.fromCodePoint(point))),
  };
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
  // Word wrap and size fitting measure thousands of strings, so a run is summed from cached character
  // widths. pdf-lib draws glyphs at their advance widths without kerning, so the sum is what is drawn.
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
