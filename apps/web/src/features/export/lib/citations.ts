import { citationMarkers } from "@pds/contracts";
import { fitWithEllipsis } from "./text-fit";
import type { ExportSlide, ExportSource } from "./types";

/** A cited source, normalised once for both exporters. */
export interface CitedSource {
  marker: number;
  title: string;
  /** The URL when it is http(s), so safe to make clickable; null otherwise (e.g. pasted text). */
  href: string | null;
  /** The URL's host without "www.", or "Founder-provided" for a source without a usable URL. */
  origin: string;
  quote: string;
  /** "Fetched 2024-05-01" / "Added 2024-05-01", or "" when the date is unknown. */
  dated: string;
}

const FOUNDER_PROVIDED = "Founder-provided";

/**
 * The distinct markers a slide cites, ascending: its `citedMarkers` when given, else those in its title
 * and body. Speaker notes are not on the slide.
 */
export function markersIn(slide: Pick<ExportSlide, "title" | "content" | "citedMarkers">): number[] {
  if (slide.citedMarkers) return [...new Set(slide.citedMarkers)].sort((a, b) => a - b);
  const found = new Set<number>();
  for (const text of [slide.title, slide.content]) {
    for (const marker of citationMarkers(text)) found.add(marker);
  }
  return [...found].sort((a, b) => a - b);
}

/** The sources that some slide cites, in marker order; uncited sources and unknown markers drop out. */
export function citedSources(
  slides: readonly Pick<ExportSlide, "title" | "content" | "citedMarkers">[],
  sources: readonly ExportSource[],
): CitedSource[] {
  const cited = new Set(slides.flatMap(markersIn));
  const byMarker = new Map<number, CitedSource>();
  for (const source of sources) {
    const normalised = normaliseSource(source);
    if (normalised && cited.has(normalised.marker) && !byMarker.has(normalised.marker)) {
      byMarker.set(normalised.marker, normalised);
    }
  }
  return [...byMarker.values()].sort((a, b) => a.marker - b.marker);
}

/** The cited sources behind `slide`'s markers, in marker order. */
export function footnotesFor(
  slide: Pick<ExportSlide, "title" | "content" | "citedMarkers">,
  cited: readonly CitedSource[],
): CitedSource[] {
  const markers = new Set(markersIn(slide));
  return cited.filter((source) => markers.has(source.marker));
}

/** "[2] Global SaaS Market Report — gartner.com" */
export function footnoteLabel(source: CitedSource, title = source.title): string {
  return `[${source.marker}] ${title} — ${source.origin}`;
}

/** The footnote label made to satisfy `fits` by shortening the title first, so the host stays. */
export function fittedFootnote(source: CitedSource, fits: (text: string) => boolean): string {
  const title = fitWithEllipsis(source.title, (candidate) => fits(footnoteLabel(source, candidate)));
  const label = footnoteLabel(source, title);
  return fits(label) ? label : fitWithEllipsis(footnoteLabel(source), fits);
}

function normaliseSource(source: ExportSource): CitedSource | null {
  const marker = source.marker;
  if (!Number.isInteger(marker) || marker < 1) return null;
  const href = httpUrl(source.url);
  const host = href ? new URL(href).hostname.replace(/^www\./, "") : null;
  const title = oneLine(source.title) || `Source ${marker}`;
  const verb = source.kind === "pasted" ? "Added" : "Fetched";
  return {
    marker,
    title,
    href,
    origin: host ?? FOUNDER_PROVIDED,
    quote: oneLine(source.quote),
    dated: source.fetchedAt && isoDate(source.fetchedAt) ? `${verb} ${isoDate(source.fetchedAt)}` : "",
  };
}

/** Only http(s) URLs are linked or shown as hosts: a stored "javascript:" URL never becomes a link. */
function httpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A calendar date in UTC, so the same export reads the same wherever it is built. */
function isoDate(ms: number): string {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
