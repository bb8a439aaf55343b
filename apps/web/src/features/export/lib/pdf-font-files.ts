/**
 * Where the bytes of a font file come from: fetched in the browser, read from the package in tests.
 * Null when the family ships no such file (Manrope has no italic, no Greek Extended…).
 */
export type FontLoader = (file: string) => Promise<Uint8Array | null>;

export type FontStyle = "regular" | "bold" | "italic";

/**
 * The Noto Sans subsets Fontsource ships, with the unicode-range its CSS declares for each. The ranges
 * only decide which files to fetch; whether a character is drawable is then read from the font itself.
 * Latin comes first: most text is Latin, and a character in two subsets is drawn from the first.
 */
export const SUBSETS: ReadonlyArray<{ name: string; ranges: string }> = [
  {
    name: "latin",
    ranges:
      "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  },
  {
    name: "latin-ext",
    ranges:
      "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  },
  {
    name: "greek",
    ranges: "U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF",
  },
  { name: "greek-ext", ranges: "U+1F00-1FFF" },
  { name: "cyrillic", ranges: "U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116" },
  {
    name: "cyrillic-ext",
    ranges: "U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F",
  },
  {
    name: "vietnamese",
    ranges:
      "U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB",
  },
];

/**
 * DejaVu Sans, one file per weight with everything: the arrows, math operators, check marks and
 * shapes ("≥", "→", "✓", "■") that no Noto Sans subset has. (Noto Sans Math has them too, but its
 * glyphs are not padded to even lengths and fontkit's subsetter then writes a corrupt font.)
 */
export function symbolsFile(style: FontStyle): string {
  return `dejavu-sans-latin-${style === "bold" ? "700" : "400"}-normal.woff`;
}

const SUFFIX: Record<FontStyle, string> = {
  regular: "400-normal",
  bold: "700-normal",
  italic: "400-italic",
};

/**
 * The WOFF (not WOFF2) file: fontkit reads both, but its subsetter cannot read WOFF2's transformed
 * glyph table (it throws), while WOFF tables are plain deflate and subset cleanly.
 */
export function subsetFile(subset: string, style: FontStyle): string {
  return `noto-sans-${subset}-${SUFFIX[style]}.woff`;
}

/** A theme font's file by Fontsource id, e.g. "inter-latin-ext-700-normal.woff". */
export function themeFontFile(
  fontsource: string,
  subset: string,
  weight: 400 | 700,
  italic: boolean,
): string {
  return `${fontsource}-${subset}-${weight}-${italic ? "italic" : "normal"}.woff`;
}

/** The Noto Sans style closest to a weight and slant, for glyphs a theme font lacks. */
export function fallbackStyle(weight: 400 | 700, italic: boolean): FontStyle {
  return weight === 700 ? "bold" : italic ? "italic" : "regular";
}

/** Whether `codePoint` is inside a CSS unicode-range list such as "U+0000-00FF,U+0131". */
export function inRanges(codePoint: number, ranges: string): boolean {
  return ranges.split(",").some((range) => {
    const [from = "", to = from] = range.replace("U+", "").split("-");
    return codePoint >= Number.parseInt(from, 16) && codePoint <= Number.parseInt(to, 16);
  });
}
