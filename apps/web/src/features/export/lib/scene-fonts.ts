import type { SlideTheme } from "@pds/contracts";
import type { SceneFont } from "../../slides/index.ts";

/** One key per font variant a scene draws with: "Inter/700", "Noto Serif/400i". */
export function fontKey(font: SceneFont): string {
  return `${font.family}/${font.weight}${font.italic ? "i" : ""}`;
}

/** The Fontsource package of a theme font family (every scene font is one of its theme's two). */
export function fontsourceOf(theme: SlideTheme, family: string): string {
  return family === theme.heading.family ? theme.heading.fontsource : theme.body.fontsource;
}

/** A citation marker is drawn as a bold number in the text's family (as the editor draws it). */
export const markerFont = (font: SceneFont): SceneFont => ({ family: font.family, weight: 700 });
