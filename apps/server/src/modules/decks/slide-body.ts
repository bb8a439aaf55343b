import { contentForBody, parseSlideBody, type Slide, type SlideBody } from "@pds/contracts";
import { schema } from "@pds/db";

type SlideRow = typeof schema.slides.$inferSelect;

/**
 * The columns a slide body writes: its layout, its fields, and the slide's `content`: the founder's text
 * for "bullets" (`bulletsContent`), the plain text of the fields for every other layout.
 */
export function bodyColumns(body: SlideBody, bulletsContent: string) {
  return { layout: body.layout, fields: body.fields, content: contentForBody(body, bulletsContent) };
}

/** A stored row's layout and fields, validated (a row that no longer parses reads as bullets). */
export function rowBody(row: Pick<SlideRow, "layout" | "fields">): SlideBody {
  return parseSlideBody(row.layout, row.fields);
}

export const toSlide = (row: SlideRow): Slide => ({
  _id: row.id,
  deckId: row.deckId,
  position: row.position,
  title: row.title,
  content: row.content,
  notes: row.notes,
  version: row.version,
  ...rowBody(row),
});
