import { bodyTexts, findPlaceholders } from "@pds/contracts";
import { slideBody } from "./export-scenes";
import type { ExportSlide } from "./types";

/** A slide that still holds placeholder text, like "[Add TAM with a source]". */
export interface SlidePlaceholders {
  /** 1-based, as the founder counts slides. */
  slide: number;
  title: string;
  placeholders: string[];
}

type PlaceholderSlide = Pick<ExportSlide, "title" | "content" | "layout" | "fields">;

/**
 * The slides whose title or text still holds placeholders, in deck order, each placeholder once per
 * slide. A bullets slide is read from its content; any other layout from its fields (its content is only
 * the fields' text again, and would count every placeholder twice).
 */
export function slidesWithPlaceholders(slides: readonly PlaceholderSlide[]): SlidePlaceholders[] {
  return slides.flatMap((slide, index) => {
    const body = slideBody(slide);
    const texts =
      body.layout === "bullets" ? [slide.title, slide.content] : [slide.title, ...bodyTexts(body)];
    const placeholders = [...new Set(texts.flatMap(findPlaceholders))];
    return placeholders.length > 0 ? [{ slide: index + 1, title: slide.title, placeholders }] : [];
  });
}
