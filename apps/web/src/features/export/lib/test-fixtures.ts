import type { Source } from "@pds/contracts";
import { loadSampleSlides } from "../../slides/index.ts";
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

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** A 16 × 9 PNG and JPEG, as the image API serves them after re-encoding an upload. */
export const testPng = fromBase64(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABLUlEQVQYlQXBAUQYUABAwa+NRk2LxcqKYpsWRUtFUbNGUdFYbFEsKhpFxYuixUbRYlGsKIqKRmONothGPUVFo9HGoqhRNGos1u5CwKuYgHcwC+9jOVZhA7ZhN/bjCE7jR/yCYRN/4C/8g5cxFpMwDXPxIT7CGnyO7fgKBzCM4TtcwBX8irt4jOd4BeMwBTMwH0uwEmsxNGMn9uIQTuB7XMI1/Ib7+BsvMBrj8Tbew1CIZfgU67EVX+BrHMYpnMPPuIHf8RDP8BKGa5iIdzEHi7ACq7ERwZf4BkdxBudxGbcw/MQj/IuReB2TMR3zsBgf4zNswg7swUEcxzCLi7iK27iHJ/gPo/AG3sJMLMBSfIJ12IKhC/vwLU7iB/yE67iDB3iKERiDNzEVs/EB/gfmbPnZi5i5uwAAAABJRU5ErkJggg==",
);
export const testJpeg = fromBase64(
  "/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAJABADASIAAhEBAxEB/8QAFwAAAwEAAAAAAAAAAAAAAAAAAQIEBf/EACMQAAIBAgQHAAAAAAAAAAAAAAECEQAEAxMhMRI1QWGBkbH/xAAVAQEBAAAAAAAAAAAAAAAAAAACBf/EAB0RAAICAQUAAAAAAAAAAAAAAAERAANRAhMiMZH/2gAMAwEAAhEDEQA/AGKqsZtpAUTKDSO5WgnAVGTcMDGz6z62qq36VnX3MsXx8FVtPIqG8bVYs7ZWD6Fif//Z",
);

/** Image ids starting "jpeg" load the JPEG, any other the PNG; "missing" fails like a 404. */
export const loadTestImage = async (imageId: string): Promise<Uint8Array> => {
  if (imageId === "missing") throw new Error("HTTP 404");
  return imageId.startsWith("jpeg") ? testJpeg : testPng;
};

/** The DentaFlow sample deck (one slide per layout) as stored slides, with a JPEG logo and a PNG screenshot. */
export async function sampleDeck(): Promise<ExportSlide[]> {
  return (await loadSampleSlides()).map(({ body, ...slide }) => {
    const fields =
      body.layout === "image"
        ? { ...body.fields, imageId: "png-shot" }
        : body.layout === "cover"
          ? { ...body.fields, logoImageId: "jpeg-logo" }
          : body.fields;
    return { ...slide, layout: body.layout, fields };
  });
}
