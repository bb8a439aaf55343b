import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { FontLoader } from "./pdf-font-files";

const require = createRequire(import.meta.url);

/** The Fontsource packages the PDF draws with; a file name starts with its package id. */
const PACKAGES = [
  "noto-sans",
  "noto-serif",
  "dejavu-sans",
  "inter",
  "manrope",
  "source-sans-3",
  "ibm-plex-sans",
  "roboto-slab",
];

/** The styles the app bundles (pdf-font-urls.ts); a bold italic falls back to bold there, so here too. */
const STYLES = /-(400-normal|400-italic|700-normal)\.woff$/;

/**
 * Reads a font file from its installed Fontsource package: the same bytes the app bundles and
 * fetches, for tests (and the export benchmark) that build PDFs in Node, where there is no server.
 */
export const readFontFile: FontLoader = async (file) => {
  const pkg = PACKAGES.find((id) => file.startsWith(`${id}-`));
  if (!pkg || !STYLES.test(file)) return null;
  try {
    return new Uint8Array(await readFile(require.resolve(`@fontsource/${pkg}/files/${file}`)));
  } catch {
    return null;
  }
};
