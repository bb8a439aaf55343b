import { PDFDocument, type PDFImage } from "pdf-lib";
import { textNodes } from "../../slides/index.ts";
import { paginate } from "./citation-layout";
import { citedSources, footnotesFor } from "./citations";
import { loadSceneImages } from "./export-images";
import { planExport, sourcesScene } from "./export-scenes";
import { drawFootnotes, drawSourceEntries } from "./pdf-citations";
import { citationFonts, fontNeeds } from "./pdf-font-needs";
import { embedFonts, type TextFont } from "./pdf-fonts";
import { PAGE } from "./pdf-layout";
import { type PlacedText, refuseMissing } from "./pdf-preflight";
import { paintScene } from "./pdf-scene";
import { cleanText } from "./pdf-text";
import { fontKey } from "./scene-fonts";
import type { BuildOptions, ExportDeck, ExportSlide } from "./types";

/**
 * Builds a PDF with one 16:9 page per slide, each painting the slide's scene (the layout the editor
 * draws) as vectors and selectable text in the theme's embedded, subset fonts, with footnotes for the
 * sources its "[n]" markers cite and, when any slide cites a source, closing "Sources" pages. Rejects
 * with an ExportError naming the slide and characters when text holds characters no embedded font
 * has (CJK, emoji), rather than dropping them, and when an image cannot be loaded.
 */
export async function buildPdf(
  deck: ExportDeck,
  slides: readonly ExportSlide[],
  options: BuildOptions,
): Promise<Uint8Array> {
  const { title, theme, pages } = planExport(deck, slides, cleanText);
  const sources = (options.sources ?? []).map((source) => ({
    ...source,
    title: cleanText(source.title),
    quote: cleanText(source.quote),
  }));
  const cited = citedSources(slides, sources);
  const sourcesPages = paginate(cited).map((entries, index) => ({
    entries,
    scene: sourcesScene(index, theme),
  }));
  const scenes = [...pages.map((page) => page.scene), ...sourcesPages.map((page) => page.scene)];

  const sceneText = (scene: (typeof scenes)[number]) =>
    textNodes(scene)
      .flatMap((node) =>
        node.lines.map((line) => line.runs.map((run) => (run.kind === "text" ? run.text : "")).join("")),
      )
      .join("\n");
  const placed: PlacedText[] = [
    ...pages.map((page, index) => ({ where: `on slide ${index + 1}`, text: sceneText(page.scene) })),
    ...cited.map((source) => ({
      where: `in source [${source.marker}]`,
      text: [source.title, source.origin, source.quote].join("\n"),
    })),
  ];
  const pdf = await PDFDocument.create();
  const { fonts, missing } = await embedFonts(
    pdf,
    fontNeeds(theme, scenes, {
      regular: cited.map((source) =>
        [source.origin, source.href ?? "", source.dated, source.title].join("\n"),
      ),
      bold: cited.map((source) => source.title),
      italic: cited.map((source) => source.quote),
    }),
    options.loadFont,
  );
  refuseMissing(placed, missing);
  const images = await embedImages(pdf, scenes, options);

  pdf.setTitle(title);
  pdf.setCreator("Pitch deck export");
  const paint = { fonts, images, accent: theme.colors.accent };
  const font = (key: string): TextFont => {
    const found = fonts.get(key);
    if (!found) throw new Error(`The font ${key} was not embedded`);
    return found;
  };
  const styles = citationFonts(theme);
  const citation = () => ({
    regular: font(fontKey(styles.regular)),
    bold: font(fontKey(styles.bold)),
    italic: font(fontKey(styles.italic)),
  });
  for (const { slide, scene } of pages) {
    const page = pdf.addPage([PAGE.w, PAGE.h]);
    paintScene(page, scene, paint);
    const notes = footnotesFor(slide, cited);
    if (notes.length > 0) drawFootnotes(page, notes, citation().regular, theme.colors);
  }
  for (const { entries, scene } of sourcesPages) {
    const page = pdf.addPage([PAGE.w, PAGE.h]);
    paintScene(page, scene, paint);
    drawSourceEntries(pdf, page, entries, citation(), theme.colors);
  }
  return pdf.save();
}

async function embedImages(
  pdf: PDFDocument,
  scenes: Parameters<typeof loadSceneImages>[0],
  options: BuildOptions,
): Promise<Map<string, PDFImage>> {
  const loaded = await loadSceneImages(scenes, options.loadImage);
  const embedded = new Map<string, PDFImage>();
  for (const [id, image] of loaded) {
    embedded.set(
      id,
      image.kind === "png" ? await pdf.embedPng(image.bytes) : await pdf.embedJpg(image.bytes),
    );
  }
  return embedded;
}
