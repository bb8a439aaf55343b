import type { SceneFont } from "./scene-font";

/** The font the theme fonts fall back to for symbols they lack ("→", "≥"); the layout measured them in it. */
export const SYMBOLS_FONT_FAMILY = "DejaVu Sans";

/** The CSS font-family list for a scene font: the theme font, then the symbols font the metrics assume. */
export function cssFontFamily(font: Pick<SceneFont, "family">): string {
  return `"${font.family}", "${SYMBOLS_FONT_FAMILY}", sans-serif`;
}
