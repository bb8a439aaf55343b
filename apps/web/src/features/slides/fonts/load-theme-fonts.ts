// The theme fonts for the slide canvas, as @font-face rules from their Fontsource packages: Latin (with
// Central European and Turkish), Greek and Cyrillic, weights 400 and 700, the true italics the body fonts
// have, and DejaVu Sans for the symbols none of them has. The browser downloads a file only when a slide
// draws text in it. Import this module only from slide components (the lazy editor chunk), never the landing page.
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-ext-400.css";
import "@fontsource/inter/greek-400.css";
import "@fontsource/inter/cyrillic-400.css";
import "@fontsource/inter/latin-700.css";
import "@fontsource/inter/latin-ext-700.css";
import "@fontsource/inter/greek-700.css";
import "@fontsource/inter/cyrillic-700.css";
import "@fontsource/manrope/latin-400.css";
import "@fontsource/manrope/latin-ext-400.css";
import "@fontsource/manrope/greek-400.css";
import "@fontsource/manrope/cyrillic-400.css";
import "@fontsource/manrope/latin-700.css";
import "@fontsource/manrope/latin-ext-700.css";
import "@fontsource/manrope/greek-700.css";
import "@fontsource/manrope/cyrillic-700.css";
import "@fontsource/noto-serif/latin-400.css";
import "@fontsource/noto-serif/latin-ext-400.css";
import "@fontsource/noto-serif/greek-400.css";
import "@fontsource/noto-serif/cyrillic-400.css";
import "@fontsource/noto-serif/latin-700.css";
import "@fontsource/noto-serif/latin-ext-700.css";
import "@fontsource/noto-serif/greek-700.css";
import "@fontsource/noto-serif/cyrillic-700.css";
import "@fontsource/source-sans-3/latin-400.css";
import "@fontsource/source-sans-3/latin-ext-400.css";
import "@fontsource/source-sans-3/greek-400.css";
import "@fontsource/source-sans-3/cyrillic-400.css";
import "@fontsource/source-sans-3/latin-700.css";
import "@fontsource/source-sans-3/latin-ext-700.css";
import "@fontsource/source-sans-3/greek-700.css";
import "@fontsource/source-sans-3/cyrillic-700.css";
import "@fontsource/ibm-plex-sans/latin-400.css";
import "@fontsource/ibm-plex-sans/latin-ext-400.css";
import "@fontsource/ibm-plex-sans/greek-400.css";
import "@fontsource/ibm-plex-sans/cyrillic-400.css";
import "@fontsource/ibm-plex-sans/latin-700.css";
import "@fontsource/ibm-plex-sans/latin-ext-700.css";
import "@fontsource/ibm-plex-sans/greek-700.css";
import "@fontsource/ibm-plex-sans/cyrillic-700.css";
import "@fontsource/roboto-slab/latin-400.css";
import "@fontsource/roboto-slab/latin-ext-400.css";
import "@fontsource/roboto-slab/greek-400.css";
import "@fontsource/roboto-slab/cyrillic-400.css";
import "@fontsource/roboto-slab/latin-700.css";
import "@fontsource/roboto-slab/latin-ext-700.css";
import "@fontsource/roboto-slab/greek-700.css";
import "@fontsource/roboto-slab/cyrillic-700.css";
import "@fontsource/inter/latin-400-italic.css";
import "@fontsource/inter/latin-ext-400-italic.css";
import "@fontsource/inter/greek-400-italic.css";
import "@fontsource/inter/cyrillic-400-italic.css";
import "@fontsource/source-sans-3/latin-400-italic.css";
import "@fontsource/source-sans-3/latin-ext-400-italic.css";
import "@fontsource/source-sans-3/greek-400-italic.css";
import "@fontsource/source-sans-3/cyrillic-400-italic.css";
import "@fontsource/ibm-plex-sans/latin-400-italic.css";
import "@fontsource/ibm-plex-sans/latin-ext-400-italic.css";
import "@fontsource/ibm-plex-sans/greek-400-italic.css";
import "@fontsource/ibm-plex-sans/cyrillic-400-italic.css";
import "@fontsource/dejavu-sans/latin-400.css";
import "@fontsource/dejavu-sans/latin-700.css";
import "@fontsource/dejavu-sans/latin-400-italic.css";
import type { SlideTheme } from "@pds/contracts";
import { cssFontFamily } from "./font-family";

/**
 * Resolves once the theme's fonts are loaded (or failed to load), so the canvas can draw with the fonts
 * the layout measured instead of flashing a fallback whose lines would run long or short.
 */
export async function loadThemeFonts(theme: SlideTheme): Promise<void> {
  if (typeof document === "undefined" || !("fonts" in document)) return;
  const faces = [
    { family: theme.heading.family, weight: 700 as const },
    { family: theme.body.family, weight: 400 as const },
    { family: theme.body.family, weight: 700 as const },
  ];
  await Promise.allSettled(
    faces.map((font) => document.fonts.load(`${font.weight} 16px ${cssFontFamily(font)}`)),
  );
}
