import type { TextFont } from "./pdf-fonts";

/**
 * `text` ready to draw: composed (NFC, so "o" + combining acute is the one glyph "ó"), tabs and line
 * separators as spaces, and invisible characters dropped (controls other than newlines, zero-width
 * joiners, variation selectors, soft hyphens), as they have no glyph to draw. Nothing visible is
 * removed or replaced: a character no font has is refused by the export instead.
 */
export function cleanText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\t\u2028\u2029]/g, " ")
    .replace(/[\p{Cc}\p{Default_Ignorable_Code_Point}]/gu, (char) => (char === "\n" ? char : ""));
}

/** Greedy word wrap to `maxWidth` points; a word wider than the line is broken by characters. */
export function wrapText(text: string, font: TextFont, size: number, maxWidth: number): string[] {
  const width = (value: string) => font.width(value, size);
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
