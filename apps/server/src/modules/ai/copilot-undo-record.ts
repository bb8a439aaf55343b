import type { CopilotOperation } from "@pds/ai";
import type { schema } from "@pds/db";

type DeckRow = typeof schema.decks.$inferSelect;
type SlideRow = typeof schema.slides.$inferSelect;

/**
 * What a copilot reply's edits will replace, taken just before they are applied: every slide an edit
 * names as it was, the order, and the deck's title and theme when an edit changes them.
 */
export function undoRecord(
  deck: Pick<DeckRow, "title" | "theme">,
  slides: readonly SlideRow[],
  operations: readonly CopilotOperation[],
): Omit<schema.CopilotUndoRecord, "created"> {
  const named = new Set(
    operations.flatMap((op) =>
      op.type === "updateSlide" || op.type === "deleteSlide" || op.type === "changeLayout"
        ? [op.slideId]
        : [],
    ),
  );
  const changesDeck = operations.some((op) => op.type === "renameDeck" || op.type === "setTheme");
  return {
    before: slides
      .filter((slide) => named.has(slide.id))
      .map(({ id, title, content, notes, layout, fields, section }) => ({
        id,
        title,
        content,
        notes,
        layout,
        fields,
        section,
      })),
    deleted: operations.flatMap((op) => (op.type === "deleteSlide" ? [op.slideId] : [])),
    order: slides.map((slide) => slide.id),
    deck: changesDeck ? { title: deck.title, theme: deck.theme } : null,
  };
}
