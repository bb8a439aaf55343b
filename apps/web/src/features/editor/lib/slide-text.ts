import { limits, stripCitationMarkers, textToBullets } from "@pds/contracts";

/** Content lines as bullets, in the contracts slide text format (one per non-blank line, list markers dropped). */
export const contentToBullets = textToBullets;

/**
 * The slide card preview: the content on one line, cut at 110 characters with an ellipsis. Citation
 * markers ([1]) are left to the slide itself.
 */
export function slidePreview(content: string, max: number = limits.slidePreview): string {
  const flat = textToBullets(content).map(stripCitationMarkers).join(" · ");
  return flat.length > max ? `${flat.slice(0, max).trimEnd()}…` : flat;
}

const timeFormat = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
});

export function formatSyncedTime(ms: number): string {
  return timeFormat.format(new Date(ms));
}
