import {
  contentForBody,
  deckSectionSchema,
  parseSlideBody,
  type DeckSection,
  type Slide,
  type SlideBody,
} from "@pds/contracts";
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

/** A stored row's section, or null (a row never written for a section, or a key no longer known). */
export const rowSection = (row: Pick<SlideRow, "section">): DeckSection | null =>
  deckSectionSchema.safeParse(row.section).data ?? null;

export const toSlide = (row: SlideRow): Slide => ({
  _id: row.id,
  deckId: row.deckId,
  position: row.position,
  title: row.title,
  content: row.content,
  notes: row.notes,
  section: rowSection(row),
  version: row.version,
  ...rowBody(row),
});
