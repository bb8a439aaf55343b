import PptxGenJS from "pptxgenjs";
import { paginate } from "./citation-layout";
import { citedSources, footnotesFor } from "./citations";
import { loadSceneImages } from "./export-images";
import { planExport, sourcesScene } from "./export-scenes";
import { addFootnotes, addSourceEntries } from "./pptx-citations";
import { addTitle, masterFor } from "./pptx-layout";
import { paintScene } from "./pptx-scene";
import type { BuildOptions, ExportDeck, ExportSlide } from "./types";

/**
 * Builds an editable PowerPoint deck (13.333 × 7.5 in) from the same scenes the editor draws: each slide's
 * title in a real title placeholder, every other element placed where the layout put it in the theme's
 * fonts and colours, comparison tables and charts as native tables and charts, images, speaker notes,
 * footnotes for the sources its "[n]" markers cite and, when any slide cites a source, closing "Sources"
 * slides. Works in the browser and in Node (it never touches the file system).
 */
export async function buildPptx(
  deck: ExportDeck,
  slides: readonly ExportSlide[],
  options: Pick<BuildOptions, "sources" | "loadImage">,
): Promise<Uint8Array> {
  const { title, theme, pages } = planExport(deck, slides);
  const cited = citedSources(slides, options.sources ?? []);
  const sourcesPages = paginate(cited).map((entries, index) => ({
    entries,
    scene: sourcesScene(index, theme),
  }));
  const images = await loadSceneImages(
    pages.map((page) => page.scene),
    options.loadImage,
  );

  const pres = new PptxGenJS();
  pres.layout = "LAYOUT_WIDE";
  pres.title = title;
  pres.theme = { headFontFace: theme.heading.family, bodyFontFace: theme.body.family };
  const masters = new Map<string, string>();
  const paint = { theme, images };
  for (const { slide, scene } of pages) {
    const page = pres.addSlide({ masterName: masterFor(pres, masters, scene.title, theme) });
    page.background = { color: scene.background.replace("#", "") };
    addTitle(page, scene.title, theme.colors.accent);
    paintScene(page, scene, paint);
    addFootnotes(page, footnotesFor(slide, cited), theme);
    if (slide.notes.trim().length > 0) page.addNotes(slide.notes.trim());
  }
  for (const { entries, scene } of sourcesPages) {
    const page = pres.addSlide({ masterName: masterFor(pres, masters, scene.title, theme) });
    addTitle(page, scene.title, theme.colors.accent);
    paintScene(page, scene, paint);
    addSourceEntries(page, entries, theme);
  }

  const output = await pres.write({ outputType: "uint8array" });
  if (output instanceof Uint8Array) return output;
  if (output instanceof ArrayBuffer) return new Uint8Array(output);
  throw new Error("pptxgenjs returned an unexpected output type");
}
