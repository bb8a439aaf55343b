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

/** "Research added 3 sources and updated 2 slides." */
export function researchSummary(sources: number, slides: number): string {
  const s = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return `Research added ${s(sources, "source")} and updated ${s(slides, "slide")}.`;
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
