import type { PDFFont } from "pdf-lib";

const ASCII_LOOKALIKES: ReadonlyArray<[RegExp, string]> = [
  [/[\u2018\u2019\u201A\u201B\u2032]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033]/g, '"'],
  [/[\u2010-\u2015\u2212]/g, "-"],
  [/\u2026/g, "..."],
  [/[\u00A0\u2000-\u200A\u202F\u205F\u3000\t]/g, " "],
];

/**
 * Reduces `text` to what `font` can encode. The standard PDF fonts only cover WinAnsi, and pdf-lib
 * throws on anything else, so typographic punctuation becomes its ASCII look-alike and whatever is
 * still unencodable (emoji, CJK, control characters) is dropped.
 */
export function sanitizeForFont(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let result = text.normalize("NFKC");
  for (const [pattern, replacement] of ASCII_LOOKALIKES) result = result.replace(pattern, replacement);
  return Array.from(result)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code >= 0x20 && supported.has(code);
    })
    .join("")
    .replace(/ {2,}/g, " ")
    .trim();
}

/** Greedy word wrap to `maxWidth` points; a word wider than the line is broken by characters. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const width = (value: string) => font.widthOfTextAtSize(value, size);
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ").filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (width(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    for (const char of word) {
      if (line && width(line + char) > maxWidth) {
        lines.push(line);
        line = "";
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
}
