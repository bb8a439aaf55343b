import type { SlideTheme } from "@pds/contracts";
import { textNodes, type Scene, type SceneFont } from "../../slides/index.ts";
import type { FontNeed } from "./pdf-fonts";
import { fontKey, fontsourceOf, markerFont } from "./scene-fonts";

/** The citation text styles: footnotes and links in the body font, entry titles bold, quotes italic. */
export function citationFonts(theme: SlideTheme) {
  return {
    regular: { family: theme.body.family, weight: 400 },
    bold: { family: theme.heading.family, weight: 700 },
    italic: { family: theme.body.family, weight: 400, italic: true },
  } satisfies Record<string, SceneFont>;
}

/**
 * Every font variant the scenes and citations draw with, and the text each draws, so the PDF embeds
 * only those variants and, of each, only the Unicode subsets its text needs.
 */
export function fontNeeds(
  theme: SlideTheme,
  scenes: readonly Scene[],
  citations: { regular: readonly string[]; bold: readonly string[]; italic: readonly string[] },
): FontNeed[] {
  const needs = new Map<string, { font: SceneFont; texts: string[] }>();
  const add = (font: SceneFont, text: string) => {
    const key = fontKey(font);
    const need = needs.get(key) ?? { font, texts: [] };
    need.texts.push(text);
    needs.set(key, need);
  };
  for (const scene of scenes) {
    for (const node of textNodes(scene)) {
      for (const line of node.lines) {
        for (const run of line.runs) {
          if (run.kind === "text") add(node.font, run.text);
          else add(markerFont(node.font), String(run.marker));
        }
      }
    }
  }
  const styles = citationFonts(theme);
  for (const style of ["regular", "bold", "italic"] as const) {
    for (const text of citations[style]) add(styles[style], text);
  }
  return [...needs].map(([key, { font, texts }]) => ({
    key,
    fontsource: fontsourceOf(theme, font.family),
    weight: font.weight,
    italic: font.italic ?? false,
    texts,
  }));
}
