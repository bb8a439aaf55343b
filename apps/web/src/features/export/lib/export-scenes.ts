import {
  bulletsBody,
  mapBodyText,
  parseSlideBody,
  type SlideBody,
  themeFor,
  type SlideTheme,
} from "@pds/contracts";
import { layoutSlide, type Scene } from "../../slides/index.ts";
import { sourcesHeading } from "./citation-layout";
import { deckTitle, slideTitle } from "./slide-text";
import type { ExportDeck, ExportSlide } from "./types";

/** One exported slide: the slide as given and its scene, laid out exactly as the editor draws it. */
export interface ExportPage {
  slide: ExportSlide;
  scene: Scene;
}

export interface ExportPlan {
  title: string;
  theme: SlideTheme;
  pages: ExportPage[];
}

const same = (text: string) => text;

/**
 * Lays out every slide in the deck's theme, once, for a painter. `clean` prepares each text first (the PDF
 * normalises what it cannot draw), so the layout wraps exactly the text that is drawn. An untitled slide
 * is titled "Slide n"; a deck without slides still exports one bullets slide titled with the deck.
 */
export function planExport(
  deck: ExportDeck,
  slides: readonly ExportSlide[],
  clean: (text: string) => string = same,
): ExportPlan {
  const theme = themeFor(deck.theme);
  const title = deckTitle(clean(deck.title).replace(/\n/g, " "));
  const given: readonly ExportSlide[] = slides.length > 0 ? slides : [{ title, content: "", notes: "" }];
  const pages = given.map((slide, index) => {
    const body = mapBodyText(slideBody(slide), clean);
    const input = {
      title: slideTitle(clean(slide.title).replace(/\n/g, " "), index),
      content: clean(slide.content),
      body,
    };
    return { slide, scene: layoutSlide(input, theme) };
  });
  return { title, theme, pages };
}

/** The themed, otherwise empty slide a Sources page starts from: the same title band as any slide. */
export function sourcesScene(pageIndex: number, theme: SlideTheme): Scene {
  return layoutSlide({ title: sourcesHeading(pageIndex), content: "", body: bulletsBody }, theme);
}

/** A slide's layout and fields as one checked body; bullets when it has none or they do not fit. */
export function slideBody(slide: Pick<ExportSlide, "layout" | "fields">): SlideBody {
  return slide.layout ? parseSlideBody(slide.layout, slide.fields) : bulletsBody;
}
