import latinRegular from "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url";
import latinBold from "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url";
import latinItalic from "@fontsource/noto-sans/files/noto-sans-latin-400-italic.woff?url";
import latinExtRegular from "@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url";
import latinExtBold from "@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff?url";
import latinExtItalic from "@fontsource/noto-sans/files/noto-sans-latin-ext-400-italic.woff?url";
import greekRegular from "@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff?url";
import greekBold from "@fontsource/noto-sans/files/noto-sans-greek-700-normal.woff?url";
import greekItalic from "@fontsource/noto-sans/files/noto-sans-greek-400-italic.woff?url";
import greekExtRegular from "@fontsource/noto-sans/files/noto-sans-greek-ext-400-normal.woff?url";
import greekExtBold from "@fontsource/noto-sans/files/noto-sans-greek-ext-700-normal.woff?url";
import greekExtItalic from "@fontsource/noto-sans/files/noto-sans-greek-ext-400-italic.woff?url";
import cyrillicRegular from "@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff?url";
import cyrillicBold from "@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff?url";
import cyrillicItalic from "@fontsource/noto-sans/files/noto-sans-cyrillic-400-italic.woff?url";
import cyrillicExtRegular from "@fontsource/noto-sans/files/noto-sans-cyrillic-ext-400-normal.woff?url";
import cyrillicExtBold from "@fontsource/noto-sans/files/noto-sans-cyrillic-ext-700-normal.woff?url";
import cyrillicExtItalic from "@fontsource/noto-sans/files/noto-sans-cyrillic-ext-400-italic.woff?url";
import vietnameseRegular from "@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff?url";
import vietnameseBold from "@fontsource/noto-sans/files/noto-sans-vietnamese-700-normal.woff?url";
import vietnameseItalic from "@fontsource/noto-sans/files/noto-sans-vietnamese-400-italic.woff?url";
import symbolsRegular from "@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff?url";
import symbolsBold from "@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff?url";
import type { FontLoader } from "./pdf-font-files";

// Vite turns each import into the URL of a hashed asset: the fonts ship with the app and are fetched
// only when a PDF export starts, because only the lazily loaded PDF builder imports this module.
const URLS: Readonly<Record<string, string>> = {
  "noto-sans-latin-400-normal.woff": latinRegular,
  "noto-sans-latin-700-normal.woff": latinBold,
  "noto-sans-latin-400-italic.woff": latinItalic,
  "noto-sans-latin-ext-400-normal.woff": latinExtRegular,
  "noto-sans-latin-ext-700-normal.woff": latinExtBold,
  "noto-sans-latin-ext-400-italic.woff": latinExtItalic,
  "noto-sans-greek-400-normal.woff": greekRegular,
  "noto-sans-greek-700-normal.woff": greekBold,
  "noto-sans-greek-400-italic.woff": greekItalic,
  "noto-sans-greek-ext-400-normal.woff": greekExtRegular,
  "noto-sans-greek-ext-700-normal.woff": greekExtBold,
  "noto-sans-greek-ext-400-italic.woff": greekExtItalic,
  "noto-sans-cyrillic-400-normal.woff": cyrillicRegular,
  "noto-sans-cyrillic-700-normal.woff": cyrillicBold,
  "noto-sans-cyrillic-400-italic.woff": cyrillicItalic,
  "noto-sans-cyrillic-ext-400-normal.woff": cyrillicExtRegular,
  "noto-sans-cyrillic-ext-700-normal.woff": cyrillicExtBold,
  "noto-sans-cyrillic-ext-400-italic.woff": cyrillicExtItalic,
  "noto-sans-vietnamese-400-normal.woff": vietnameseRegular,
  "noto-sans-vietnamese-700-normal.woff": vietnameseBold,
  "noto-sans-vietnamese-400-italic.woff": vietnameseItalic,
  "dejavu-sans-latin-400-normal.woff": symbolsRegular,
  "dejavu-sans-latin-700-normal.woff": symbolsBold,
};

/** Fetches a bundled font file by its Fontsource file name. */
export const fetchFontFile: FontLoader = async (file) => {
  const url = URLS[file];
  if (!url) throw new Error(`No bundled font file named ${file}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the font ${file} (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
};
