import type { SnapshotSlide } from "@pds/contracts";

export type SlideChange = "same" | "changed" | "added" | "removed";

export interface SlideDiffRow {
  change: SlideChange;
  /** The slide in the older version (null when it was added). */
  before: SnapshotSlide | null;
  /** The slide in the newer version (null when it was removed). */
  after: SnapshotSlide | null;
  /** For a changed slide: which of its parts differ. */
  fields: Array<"title" | "text" | "notes" | "layout">;
}

function changedFields(before: SnapshotSlide, after: SnapshotSlide): SlideDiffRow["fields"] {
  const fields: SlideDiffRow["fields"] = [];
  if (before.title !== after.title) fields.push("title");
  if (before.content !== after.content) fields.push("text");
  if (before.notes !== after.notes) fields.push("notes");
  if (before.layout !== after.layout || JSON.stringify(before.fields) !== JSON.stringify(after.fields)) {
    if (!fields.includes("text") || before.layout !== after.layout) fields.push("layout");
  }
  return fields;
}

/**
 * Two versions side by side, slide by slide: slides are matched by id (a slide keeps its id through edits),
 * in the newer version's order, with each removed slide placed after the slide that preceded it before.
 */
export function diffVersions(
  older: readonly SnapshotSlide[],
  newer: readonly SnapshotSlide[],
): SlideDiffRow[] {
  const olderById = new Map(older.map((slide) => [slide.id, slide]));
  const newerIds = new Set(newer.map((slide) => slide.id));
  const rows: SlideDiffRow[] = newer.map((after) => {
    const before = olderById.get(after.id) ?? null;
    if (!before) return { change: "added", before: null, after, fields: [] };
    const fields = changedFields(before, after);
    return { change: fields.length > 0 ? "changed" : "same", before, after, fields };
  });
  older.forEach((slide, index) => {
    if (newerIds.has(slide.id)) return;
    const previous = older
      .slice(0, index)
      .reverse()
      .find((candidate) => newerIds.has(candidate.id) || rows.some((row) => row.before?.id === candidate.id));
    const at = previous ? rows.findIndex((row) => (row.after ?? row.before)?.id === previous.id) + 1 : 0;
    rows.splice(at, 0, { change: "removed", before: slide, after: null, fields: [] });
  });
  return rows;
}
