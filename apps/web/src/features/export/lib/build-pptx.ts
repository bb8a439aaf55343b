import PptxGenJS from "pptxgenjs";
import { citedSources, footnotesFor } from "./citations";
import {
  addTitle,
  BODY,
  type Box,
  CONTENT_MASTER,
  defineMasters,
  type PptxSlide,
  type TextRun,
} from "./pptx-layout";
import { addFootnotes, addSourcesSlides } from "./pptx-citations";
import { deckTitle, estimateLines, pickFontSize, slideTitle, toBullets } from "./slide-text";
import { bodySizes, theme } from "./theme";
import type { ExportDeck, ExportOptions, ExportSlide } from "./types";

/** Space after each bullet, as a fraction of the font size. */
const PARA_SPACE = 0.35;
/** Clear space between the body and a slide's footnotes, in inches. */
const FOOTNOTE_GAP = 0.15;

/**
 * Builds an editable PowerPoint deck: one slide per slide, the deck's own first slide being its cover
 * (title in the master's title placeholder, bullet list, speaker notes in the notes pane, footnotes for
 * the sources its "[n]" markers cite) and, when any slide cites a source, closing "Sources" slides
 * listing each cited source with its quoted passage.
 * Works in the browser and in Node (it never touches the file system).
 */
export async function buildPptx(
  deck: ExportDeck,
  slides: readonly ExportSlide[],
  options: ExportOptions = {},
): Promise<Uint8Array> {
  const pres = new PptxGenJS();
  const title = deckTitle(deck.title);
  pres.layout = "LAYOUT_WIDE";
  pres.title = title;
  pres.theme = { headFontFace: theme.font, bodyFontFace: theme.font };
  defineMasters(pres, title);

  const cited = citedSources(slides, options.sources ?? []);
  // A deck without slides still exports one slide, titled with the deck, rather than an empty file.
  const pages = slides.length > 0 ? slides : [{ title, content: "", notes: "" }];
  pages.forEach((slide, index) => {
    const page = pres.addSlide({ masterName: CONTENT_MASTER });
    addTitle(page, slideTitle(slide.title, index));
    // Footnotes go in first, and the body shrinks to end above them.
    const footnotesTop = addFootnotes(page, footnotesFor(slide, cited));
    const bottom = Math.min(BODY.y + BODY.h, footnotesTop - FOOTNOTE_GAP);
    addBullets(page, toBullets(slide.content).map(bulletRun), { ...BODY, h: bottom - BODY.y });
    if (slide.notes.trim().length > 0) page.addNotes(slide.notes.trim());
  });
  addSourcesSlides(pres, cited);

  const output = await pres.write({ outputType: "uint8array" });
  if (output instanceof Uint8Array) return output;
  if (output instanceof ArrayBuffer) return new Uint8Array(output);
  throw new Error("pptxgenjs returned an unexpected output type");
}

function bulletRun(text: string): TextRun {
  return { text };
}

/** One paragraph per run, at the largest body size whose estimated height fits `box`. */
function addBullets(page: PptxSlide, runs: TextRun[], box: Box): void {
  if (runs.length === 0) return;
  const texts = runs.map((run) => run.text ?? "");
  const widthPt = box.w * 72 - 30;
  const heightPt = box.h * 72;
  const fontSize = pickFontSize(bodySizes, (size) => {
    const lines = estimateLines(texts, size, widthPt);
    return lines * size * 1.2 + runs.length * size * PARA_SPACE <= heightPt;
  });
  const paragraphs = runs.map((run, index) => ({
    text: run.text ?? "",
    options: {
      ...run.options,
      bullet: { indent: 22 },
      breakLine: index < runs.length - 1,
      paraSpaceAfter: Math.round(fontSize * PARA_SPACE),
    },
  }));
  page.addText(paragraphs, { ...box, fontSize, color: theme.body, valign: "top", fit: "shrink" });
}
