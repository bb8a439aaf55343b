import { contentForBody, placeholder, type SlideBody } from "@pds/contracts";
import type { DeckContext } from "../engine.ts";
import { insertIndex } from "./copilot-moves.ts";
import { parsePlacement, type Placement } from "./copilot-placement.ts";
import { createSlideOperation } from "./copilot-plan.ts";
import { notFound, say, slideName, type Reply } from "./copilot-reply.ts";

/**
 * A customer's words on a slide of their own: "Sam got a quote from Bramble Health's VP Finance: 'Ledgerly
 * gave my team their weekends back.' wants it on its own slide after traction". The quote layout holds the
 * words as said and who said them; a name the message does not give is left for the founder to fill.
 */
export interface QuoteSlide {
  quote: string;
  author: string | null;
  role: string | null;
  placement: Placement | null;
  /** The title the founder gave it. */
  title: string | null;
  /** The sentence that asks for the slide. */
  asked: string;
}

const QUOTED = /["“'‘]((?:[^"”'’]|(?<=\p{L})['’](?=\p{L})){12,300}?)["”'’](?=[\s.,;:!?)—–-]|$)/u;
/** "wants it on its own slide", "a slide with the quote" ("a quote slide: …" is read as a new slide's points). */
const ASKS_FOR_SLIDE = /\b(?:(?:its|their)\s+own\s+slide|slide\s+(?:with|for)\s+(?:it|the quote|that))\b/iu;

/** "from Bramble Health's VP Finance" → role "VP Finance, Bramble Health"; "— Dana Ruiz, CFO at Acme" → author and role. */
function attribution(message: string, quoteEnd: number): { author: string | null; role: string | null } {
  const after =
    /^\s*["”'’]?\s*[—–-]\s*([\p{Lu}][\p{L}.'-]+(?:\s+[\p{Lu}][\p{L}.'-]+)+)?\s*,?\s*([^.!?\n]{2,60})?/u.exec(
      message.slice(quoteEnd),
    );
  if (after?.[1] || after?.[2]) return { author: after[1] ?? null, role: after[2]?.trim() || null };
  const from =
    /\bfrom\s+(?:our\s+|a\s+)?(?:customer\s+)?([\p{Lu}][\p{L}&.\s-]{1,40}?)(?:'s|’s)\s+([\p{L}&\s]{2,30}?)\s*[:,—–]/u.exec(
      message,
    );
  if (from?.[1] && from[2]) return { author: null, role: `${from[2].trim()}, ${from[1].trim()}` };
  return { author: null, role: null };
}

export function parseQuoteSlide(message: string): QuoteSlide | null {
  if (!/\b(?:quote|quoted|testimonial)\b/iu.test(message) || !ASKS_FOR_SLIDE.test(message)) return null;
  // "put it on traction, not its own slide": the quote goes on a slide the deck has.
  if (
    /\b(?:not|no|don'?t|rather than|instead of|without|never)\b(?:\s+[\p{L}'’]+){0,4}\s+(?:its|their)\s+own\s+slide/iu.test(
      message,
    )
  )
    return null;
  // "should this quote get its own slide?" asks for an opinion.
  if (/\?\s*$|^(?:should|would|is|does|do|can|could)\b/iu.test(message.trim())) return null;
  // "… its own slide called 'Why controllers stay': '…'": the title named, and the customer's words.
  const all = [...message.matchAll(new RegExp(QUOTED.source, "gu"))];
  const named = all.find((found) =>
    /\b(?:called|titled|named|title)\s*:?\s*$/iu.test(message.slice(0, found.index)),
  );
  const quoted = all.filter((found) => found !== named).sort((a, b) => b[1]!.length - a[1]!.length)[0];
  if (!quoted?.[1] || quoted[1].trim().split(/\s+/u).length < 4) return null;
  const { author, role } = attribution(message, quoted.index + quoted[0].length);
  const asked = message.split(/(?<=[.!?])\s+/u).find((sentence) => ASKS_FOR_SLIDE.test(sentence)) ?? "";
  return {
    quote: quoted[1].trim(),
    author,
    role,
    placement: parsePlacement(asked.replace(/^.*?\bslide\b/iu, "").split(/[:"“'‘]/u)[0]!, true),
    asked,
    title: named?.[1]?.trim() ?? null,
  };
}

export function quoteSlideReply(deck: DeckContext, said: QuoteSlide): Reply {
  const at = said.placement ? insertIndex(said.placement, deck) : null;
  if (at !== null && typeof at === "object") return notFound(deck, at.missing, "add the quote after slide 8");
  const closing = deck.slides.length > 0 && deck.slides.at(-1)!.body?.layout === "closing";
  const position = at ?? (closing ? deck.slides.length - 1 : deck.slides.length);
  const body: SlideBody = {
    layout: "quote",
    fields: {
      quote: said.quote,
      author: said.author ?? placeholder("their name"),
      role: said.role ?? placeholder("their role and company"),
    },
  };
  const slide = {
    // The founder's word for it; not "customers", so "traction → 46 customers" still means traction.
    title: said.title ?? (/\btestimonial/iu.test(said.asked) ? "Testimonial" : "Customer quote"),
    content: contentForBody(body, ""),
    notes: "Read the quote as the customer said it, then say who they are and what they pay you.",
    body,
  };
  const next = position < deck.slides.length ? `, before ${slideName(deck, position)}` : "";
  const missing = said.author ? "" : " Add the customer's name where the slide asks for it.";
  return say(`Added the quote on a slide of its own at position ${position + 1}${next}.${missing}`, [
    createSlideOperation(slide, position),
  ]);
}
