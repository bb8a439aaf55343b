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

/**
 * Reads a font file from its installed Fontsource package: the same bytes the app bundles and
 * fetches, for tests (and the export benchmark) that build PDFs in Node, where there is no server.
 */
export const readFontFile: FontLoader = async (file) => {
  const pkg = PACKAGES.find((id) => file.startsWith(`${id}-`));
  if (!pkg) return null;
  try {
    return new Uint8Array(await readFile(require.resolve(`@fontsource/${pkg}/files/${file}`)));
  } catch {
    return null;
  }
};
