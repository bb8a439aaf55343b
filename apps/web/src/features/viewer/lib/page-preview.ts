import { sharePreviewSchema, type SharePreview } from "@pds/contracts";

/** The id of the JSON the server puts beside the first slide it drew (apps/server/src/share/viewer-preview.ts). */
export const PREVIEW_ELEMENT_ID = "share-preview";

/** The preview the server drew the page from, or null (a gated or closed link, or a page without one). */
export function pagePreview(doc: Document = document): SharePreview | null {
  const text = doc.getElementById(PREVIEW_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = sharePreviewSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
