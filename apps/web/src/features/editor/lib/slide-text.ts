import { limits } from "@pds/contracts";

/** Content lines as bullets: one per non-empty line, list markers removed. */
export function contentToBullets(content: string): string[] {
  return content
    .split("\n")
    .map((line) => line.replace(/^\s*(?:[-•*]|\d+[.)])\s+/, "").trim())
    .filter(Boolean);
}

/**
 * The slide card preview: the content on one line, cut at 110 characters with an ellipsis. Citation
 * markers ([1]) are left to the slide itself.
 */
export function slidePreview(content: string, max: number = limits.slidePreview): string {
  const flat = contentToBullets(content)
    .map((bullet) => bullet.replace(/\s*\[\d{1,3}\]/gu, ""))
    .join(" · ");
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
