import PptxGenJS from "pptxgenjs";
import { deckTitle, estimateLines, pickFontSize, slideTitle, toBullets } from "./slide-text";
import { bodySizes, theme, titleSizes } from "./theme";
import type { ExportDeck, ExportSlide, ExportSource, PptxOptions } from "./types";

type Pres = InstanceType<typeof PptxGenJS>;
type PptxSlide = ReturnType<Pres["addSlide"]>;
type TextRun = PptxGenJS.TextProps;

// LAYOUT_WIDE is PowerPoint's own 16:9 default: 13.333 x 7.5 inches.
const MARGIN_X = 0.8;
const CONTENT_W = 11.7;
const BODY = { x: MARGIN_X, y: 1.75, w: CONTENT_W, h: 4.85 };
/** Space after each bullet, as a fraction of the font size. */
const PARA_SPACE = 0.35;
const CONTENT_MASTER = "PDS_CONTENT";
const TITLE_MASTER = "PDS_TITLE";

/**
 * Builds an editable PowerPoint deck: a title slide, one slide per slide (title text box, bullet list,
 * speaker notes in the notes pane) and, when `options.sources` is non-empty, a closing "Sources" slide.
 * Works in the browser and in Node (it never touches the file system).
 */
export async function buildPptx(
  deck: ExportDeck,
  slides: readonly ExportSlide[],
  options: PptxOptions = {},
): Promise<Uint8Array> {
  const pres = new PptxGenJS();
  const title = deckTitle(deck.title);
  pres.layout = "LAYOUT_WIDE";
  pres.title = title;
  pres.theme = { headFontFace: theme.font, bodyFontFace: theme.font };
  defineMasters(pres, title);

  const cover = pres.addSlide({ masterName: TITLE_MASTER });
  cover.addText(title, {
    x: MARGIN_X,
    y: 2.4,
    w: CONTENT_W,
    h: 1.8,
    fontSize: title.length > 60 ? 36 : 44,
    bold: true,
    color: theme.title,
    valign: "bottom",
    fit: "shrink",
  });

  slides.forEach((slide, index) => {
    const page = pres.addSlide({ masterName: CONTENT_MASTER });
    addTitle(page, slideTitle(slide.title, index));
    addBullets(page, toBullets(slide.content).map(bulletRun));
    if (slide.notes.trim().length > 0) page.addNotes(slide.notes.trim());
  });

  const sources = options.sources ?? [];
  if (sources.length > 0) {
    const page = pres.addSlide({ masterName: CONTENT_MASTER });
    addTitle(page, "Sources");
    addBullets(page, sources.map(sourceRun), { type: "number" });
  }

  const output = await pres.write({ outputType: "uint8array" });
  if (output instanceof Uint8Array) return output;
  if (output instanceof ArrayBuffer) return new Uint8Array(output);
  throw new Error("pptxgenjs returned an unexpected output type");
}

function defineMasters(pres: Pres, title: string): void {
  pres.defineSlideMaster({
    title: TITLE_MASTER,
    background: { color: theme.background },
    objects: [{ rect: { x: MARGIN_X, y: 4.35, w: 1.4, h: 0.08, fill: { color: theme.accent } } }],
  });
  pres.defineSlideMaster({
    title: CONTENT_MASTER,
    background: { color: theme.background },
    objects: [
      { rect: { x: 0, y: 0, w: 0.16, h: 7.5, fill: { color: theme.accent } } },
      { line: { x: MARGIN_X, y: 6.85, w: CONTENT_W, h: 0, line: { color: theme.rule, width: 1 } } },
      {
        text: {
          text: title,
          options: { x: MARGIN_X, y: 6.9, w: 9, h: 0.4, fontSize: 10, color: theme.muted },
        },
      },
    ],
    slideNumber: { x: 11.9, y: 6.9, w: 0.6, h: 0.4, fontSize: 10, color: theme.muted, align: "right" },
  });
}

function addTitle(page: PptxSlide, text: string): void {
  const widthPt = CONTENT_W * 72;
  const fontSize = pickFontSize(titleSizes, (size) => estimateLines([text], size, widthPt) <= 2);
  page.addText(text, {
    x: MARGIN_X,
    y: 0.45,
    w: CONTENT_W,
    h: 1.15,
    fontSize,
    bold: true,
    color: theme.title,
    valign: "bottom",
    fit: "shrink",
  });
}

function bulletRun(text: string): TextRun {
  return { text };
}

function sourceRun(source: ExportSource): TextRun {
  const url = source.url?.trim();
  const label = source.title.trim() || source.id;
  if (!url) return { text: label };
  const run: TextRun = { text: `${label} — ${url}` };
  if (/^https?:\/\//i.test(url)) run.options = { hyperlink: { url, tooltip: url } };
  return run;
}

/** One paragraph per run, at the largest body size whose estimated height fits the body box. */
function addBullets(page: PptxSlide, runs: TextRun[], bullet: { type?: "number" } = {}): void {
  if (runs.length === 0) return;
  const texts = runs.map((run) => run.text ?? "");
  const widthPt = BODY.w * 72 - 30;
  const heightPt = BODY.h * 72;
  const fontSize = pickFontSize(bodySizes, (size) => {
    const lines = estimateLines(texts, size, widthPt);
    return lines * size * 1.2 + runs.length * size * PARA_SPACE <= heightPt;
  });
  const paragraphs = runs.map((run, index) => ({
    text: run.text ?? "",
    options: {
      ...run.options,
      bullet: { ...bullet, indent: 22 },
      breakLine: index < runs.length - 1,
      paraSpaceAfter: Math.round(fontSize * PARA_SPACE),
    },
  }));
  page.addText(paragraphs, {
    ...BODY,
    fontSize,
    color: theme.body,
    valign: "top",
    fit: "shrink",
  });
}
