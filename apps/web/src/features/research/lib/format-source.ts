import { splitCitationRuns, type Source } from "@pds/contracts";

/** The host of a source's URL without "www.", or null when there is no usable URL. */
export function sourceHost(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    return parsed.hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
}

/** Only http(s) links are rendered as links: a stored "javascript:" URL must never become clickable. */
export function safeHref(url: string | null): string | null {
  return sourceHost(url) ? url : null;
}

export function kindLabel(source: Pick<Source, "kind">): string {
  return source.kind === "pasted"
    ? "Pasted by you"
    : source.kind === "url"
      ? "Added by URL"
      : "Found by search";
}

/**
 * "Research added 3 sources and updated 2 slides." A run that found nothing new but read the founder's
 * own sources says so, instead of claiming it added them.
 */
export function researchSummary(result: {
  sources: number;
  sourcesUsed: number;
  slidesUpdated: number;
}): string {
  const s = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const read =
    result.sources > 0
      ? `added ${s(result.sources, "source")}`
      : `found no new pages, read ${result.sourcesUsed === 1 ? "your source" : `your ${s(result.sourcesUsed, "source")}`}`;
  const wrote =
    result.slidesUpdated > 0 ? `updated ${s(result.slidesUpdated, "slide")}` : "changed no slides";
  return `Research ${read} and ${wrote}.`;
}

/**
 * Splits bullet text into text and citation markers: "… $4.2B market [2]" → ["… $4.2B market", 2]. The
 * space before a marker is dropped, as a superscript sits right against the word it cites.
 */
export function splitCitations(text: string): (string | number)[] {
  const runs = splitCitationRuns(text);
  return runs.flatMap((run, index): (string | number)[] => {
    if (run.kind === "marker") return [run.marker];
    const part = runs[index + 1]?.kind === "marker" ? run.text.trimEnd() : run.text;
    return part ? [part] : [];
  });
}
