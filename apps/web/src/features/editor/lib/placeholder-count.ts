import { bodyTexts, findPlaceholders, type Slide, type SlideBody } from "@pds/contracts";

/** How many placeholders ("[Add …]") the slide still holds: in its title, its text and every field. */
export function placeholderCount(slide: Slide): number {
  const body = { layout: slide.layout, fields: slide.fields } as SlideBody;
  const texts = [slide.title, ...(body.layout === "bullets" ? [slide.content] : bodyTexts(body))];
  return texts.reduce((count, text) => count + findPlaceholders(text).length, 0);
}
