/** Sources per Sources slide: the same in both formats, so a deck paginates identically in each. */
export const SOURCES_PER_PAGE = 4;
/** Footnote rows at the foot of a slide before a second column opens. */
export const FOOTNOTE_ROWS = 3;

/** Footnote cells laid out column by column, so reading down then across follows marker order. */
export interface FootnoteGrid {
  columns: 1 | 2;
  rows: number;
  /** cells[column] is that column's labels, top to bottom. */
  cells: string[][];
}

/** How many columns `count` footnotes take: see footnoteGrid. */
export function footnoteColumns(count: number, maxRows = FOOTNOTE_ROWS): 1 | 2 {
  return count > maxRows ? 2 : 1;
}

/**
 * One column of up to `maxRows` footnotes, else two; beyond two full columns the last cell points to
 * the Sources slides instead, so the footnote area never grows past `maxRows` lines.
 */
export function footnoteGrid(labels: readonly string[], maxRows = FOOTNOTE_ROWS): FootnoteGrid {
  const capacity = maxRows * 2;
  const shown =
    labels.length > capacity
      ? [...labels.slice(0, capacity - 1), `+${labels.length - capacity + 1} more on the Sources slide`]
      : [...labels];
  const columns = footnoteColumns(shown.length, maxRows);
  const rows = Math.ceil(shown.length / columns);
  const cells = Array.from({ length: columns }, (_, column) =>
    shown.slice(column * rows, (column + 1) * rows),
  );
  return { columns, rows, cells: cells.filter((column) => column.length > 0) };
}

/** `items` in consecutive pages of `perPage`. */
export function paginate<T>(items: readonly T[], perPage = SOURCES_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) pages.push(items.slice(start, start + perPage));
  return pages;
}

/** "Sources", then "Sources (continued)" on later pages. */
export function sourcesHeading(pageIndex: number): string {
  return pageIndex === 0 ? "Sources" : "Sources (continued)";
}
