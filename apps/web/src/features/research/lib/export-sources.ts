import type { Source } from "@pds/contracts";

export interface ExportSourceLike {
  id: string;
  title: string;
  url?: string;
}

/**
 * Sources for the export's Sources slide, in marker order. The slide numbers its list 1, 2, 3…; when the
 * markers have gaps (a source was deleted) each title carries its marker so slide text still matches.
 */
export function toExportSources(sources: readonly Source[]): ExportSourceLike[] {
  const sorted = [...sources].sort((a, b) => a.marker - b.marker);
  const contiguous = sorted.every((source, index) => source.marker === index + 1);
  return sorted.map((source) => ({
    id: String(source.marker),
    title: contiguous ? source.title : `[${source.marker}] ${source.title}`,
    ...(source.url ? { url: source.url } : {}),
  }));
}
