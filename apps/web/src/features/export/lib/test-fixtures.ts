import type { Source } from "@pds/contracts";
import type { ExportDeck, ExportSlide } from "./types";

/** A deck that exercises the awkward cases: markers, XML-special characters, emoji, curly quotes. */
export const deck: ExportDeck = { title: "Acme & Co. “Seed” Pitch" };

export const slides: ExportSlide[] = [
  {
    title: "The Problem",
    content:
      "- Teams lose 6 hours a week to status meetings\n• Tools don't talk to each other\n\n* Managers <still> chase updates",
    notes: "Open with the story about our first customer.",
  },
  {
    title: "Our Solution 🚀",
    content: "One feed for every project\nAsync updates written by AI — reviewed by humans",
    notes: "Demo the feed here; keep it under 90 seconds.",
  },
  {
    title: "Traction",
    content: Array.from({ length: 14 }, (_, i) => `Milestone number ${i + 1} with some detail`).join("\n"),
    notes: "",
  },
];

const fetchedAt = Date.UTC(2024, 4, 1, 12);
const longQuote = Array.from(
  { length: 40 },
  (_, i) => `Sentence ${i + 1} of the analyst's market outlook for workplace software.`,
).join(" ");

/** Sources exactly as `sources.getSources` returns them; [3] is never cited. */
export const sources: Source[] = [
  source(
    1,
    "search",
    "https://www.gartner.com/en/newsroom/saas-2024",
    "Gartner SaaS Forecast 2024",
    longQuote,
  ),
  source(
    2,
    "pasted",
    null,
    "Founder interviews",
    "40 of 52 ops leads said status meetings waste a day a week.",
  ),
  source(3, "url", "https://example.org/uncited", "Uncited Blog Post", "UNCITED PASSAGE"),
  source(
    4,
    "search",
    "https://pricing.example.com/rivals",
    "Rival pricing table",
    "Rivals charge $30 per seat.",
  ),
];

/** Market cites [2] and [1] (in that order); Team cites nothing; Competition cites [4] and [1]. */
export const citedSlides: ExportSlide[] = [
  { title: "Market", content: "- Ops teams waste a day a week [2]\n- $4.2B market by 2027 [1]", notes: "" },
  { title: "Team", content: "- Two founders, ten years together", notes: "" },
  { title: "Competition", content: "- Rivals charge $30 per seat [4], we charge $12 [1]", notes: "" },
];

/** `count` cited sources on one slide, to make the Sources list run over several slides. */
export function manySources(count: number): { slides: ExportSlide[]; sources: Source[] } {
  const markers = Array.from({ length: count }, (_, i) => i + 1);
  return {
    slides: [{ title: "Evidence", content: markers.map((n) => `Fact ${n} [${n}]`).join("\n"), notes: "" }],
    sources: markers.map((n) =>
      source(n, "search", `https://site${n}.example.com/`, `Report ${n}`, `Quote ${n}`),
    ),
  };
}

function source(
  marker: number,
  kind: Source["kind"],
  url: string | null,
  title: string,
  quote: string,
): Source {
  return { _id: `src${marker}`, deckId: "deck1", marker, kind, url, title, quote, fetchedAt };
}
