/**
 * Slide text after a source is removed: bullets that cite the removed marker go, and the markers of the
 * sources after it move down. Markers that point at no source (typed by hand) are left alone.
 */
export function renumberMarkers(content: string, before: ReadonlyMap<number, number | null>): string {
  return content
    .split("\n")
    .flatMap((line) => {
      const match = /^(.*\s)\[(\d+)\](\s*)$/u.exec(line);
      if (!match) return [line];
      const marker = Number(match[2]);
      if (!before.has(marker)) return [line];
      const next = before.get(marker);
      if (next === null || next === undefined) return [];
      return [`${match[1]}[${next}]${match[3]}`];
    })
    .join("\n");
}
