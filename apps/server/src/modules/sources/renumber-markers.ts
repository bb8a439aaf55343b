import { mapBodyText, renumberTrailingMarkers, type SlideBody } from "@pds/contracts";

/**
 * Slide text after a source is removed: bullets that cite the removed marker go, and the markers of the
 * sources after it move down. Markers that point at no source (typed by hand) are left alone. Layouts other
 * than bullets get the same treatment in every text field.
 */
export function renumberMarkers(content: string, before: ReadonlyMap<number, number | null>): string {
  return renumberTrailingMarkers(content, (marker) => (before.has(marker) ? before.get(marker) : undefined));
}

export function renumberBodyMarkers(body: SlideBody, before: ReadonlyMap<number, number | null>): SlideBody {
  return mapBodyText(body, (text) => renumberMarkers(text, before));
}
