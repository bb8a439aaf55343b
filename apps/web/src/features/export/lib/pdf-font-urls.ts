import type { FontLoader } from "./pdf-font-files";

// Vite turns each matched file into the URL of a hashed asset: the fonts ship with the app and are
// fetched only when a PDF export starts, because only the lazily loaded export code imports this module.
// `exhaustive` lets the glob reach into node_modules (where npm hoists the Fontsource packages). Only
// the WOFF files of the styles slides draw (regular, italic, bold) are matched, of the theme fonts,
// Noto Sans and DejaVu Sans; test-fonts.ts reads the same set in Node.
const modules = import.meta.glob<string>(
  "../../../../../../node_modules/@fontsource/{inter,manrope,noto-serif,source-sans-3,ibm-plex-sans,roboto-slab,noto-sans,dejavu-sans}/files/*-{400-normal,400-italic,700-normal}.woff",
  { query: "?url", import: "default", eager: true, exhaustive: true },
);

const URLS: ReadonlyMap<string, string> = new Map(
  Object.entries(modules).map(([path, url]) => [path.slice(path.lastIndexOf("/") + 1), url]),
);

/** Fetches a bundled font file by its Fontsource file name; null when no such file ships. */
export const fetchFontFile: FontLoader = async (file) => {
  const url = URLS.get(file);
  if (!url) return null;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the font ${file} (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
};
