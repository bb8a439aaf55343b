import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { FontLoader } from "./pdf-font-files";

const require = createRequire(import.meta.url);

/**
 * Reads a font file from its installed Fontsource package: the same bytes the app bundles and
 * fetches, for tests that build PDFs in Node, where there is no server to fetch from.
 */
export const readFontFile: FontLoader = async (file) => {
  const pkg = file.startsWith("dejavu-sans-") ? "dejavu-sans" : "noto-sans";
  return new Uint8Array(await readFile(require.resolve(`@fontsource/${pkg}/files/${file}`)));
};
