import { slideItems } from "./copilot-slide-items.ts";
import { capitalize } from "./text.ts";

/**
 * The kinds of extra slide founders ask for, and the title each gets when the request names it only in
 * passing: "we won 11 of our last 14 head-to-heads vs FloQast. new slide for that pls" is a win/loss slide,
 * "add a slide telling our first-customer story: …" a customer story. The first kind the message names
 * wins, so a title never comes from "that pls" or "its own".
 */
const KINDS: readonly [RegExp, string][] = [
  [/\bcase stud(?:y|ies)\b|\bcustomer(?:'s)? story\b|\bfirst[\s-]customer story\b/iu, "Customer story"],
  [
    /\btestimonials?\b|\bcustomer (?:quotes?|voices?)\b|\bquotes?\s+from\s+(?:a\s+|our\s+)?customers?\b|\bsocial proof\b/iu,
    "What customers say",
  ],
  [/\bwin\s*\/\s*loss\b|\bhead[\s-]to[\s-]heads?\b/iu, "Win/loss"],
  [/\bNPS\b|\bcustomer love\b/u, "Customer love"],
  [/\bpilots?\b/iu, "Pilot results"],
  [/\blogo wall\b|\blogos\b/iu, "Customers"],
  [/\bland (?:&|and) expand\b/iu, "Land and expand"],
  [/\bpipeline\b/iu, "Pipeline"],
  [
    /\buse of funds\b|\bwhere the (?:money|\$?\d[\d.]*\s*[mk]?|two point five(?: million)?) goes\b/iu,
    "Use of funds",
  ],
  [/\broadmap\b|\bmilestones?\b|\bcheckpoints?\b|\bby series a\b/iu, "Milestones"],
  [/\brisks?\b/iu, "Risks"],
  [/\bfaqs?\b|\bobjections\b/iu, "FAQ"],
  [/\bintegrations?\b/iu, "Integrations"],
  [/\barchitecture\b/iu, "Architecture"],
  [/\bhow it works\b|\bworkflow\b|\bstep by step\b/iu, "How it works"],
  [/\bmoat\b|\bdefensibility\b|\bwhy we win\b|\bunfair advantage\b/iu, "Why we win"],
  [/\bvision\b|\bbig picture\b|\bin (?:5|five|10|ten) years\b/iu, "Vision"],
  [/\bgo[\s-]to[\s-]market\b|\bGTM\b|\bdistribution\b|\bchannels?\b/iu, "Go-to-market"],
  [/\badvisors?\b/iu, "Advisors"],
  [/\bunit economics\b/iu, "Unit economics"],
  [/\bsecurity\b|\bSOX\b|\binternal controls\b/iu, "Security and controls"],
  [/\bevals?\b|\bprecision\b|\baccuracy\b/iu, "Accuracy"],
  [/\bbefore\s*(?:\/|and|&|vs\.?)\s*after\b/iu, "Before and after"],
  [/\b2x2\b|\bpositioning map\b|\b(?:competitive )?landscape\b/iu, "Positioning"],
  [/\bimpact\b/iu, "Impact"],
];

/** The title of the first kind of slide the message names, or null. */
export function kindTitle(message: string): string | null {
  let best: { at: number; title: string } | null = null;
  for (const [pattern, title] of KINDS) {
    const at = pattern.exec(message)?.index;
    if (at !== undefined && (!best || at < best.at)) best = { at, title };
  }
  return best?.title ?? null;
}

/**
 * A topic no title can be made of: a word that points back ("that pls", "it its own", "this one"), or a
 * sentence of news rather than a name ("Fractional CFO firms (6 signed as resellers) + content/SEO").
 */
export function vagueTopic(topic: string): boolean {
  return (
    /^(?:that|this|it|these|those|them|one)\b/iu.test(topic.trim()) ||
    /\b(?:pls|please|plz|its own)\b/iu.test(topic) ||
    topic.trim().split(/\s+/u).length > 6
  );
}

/**
 * What "that" points back to in "we won 11 of our last 14 head-to-heads vs FloQast. new slide for that
 * pls": the sentence before the request, without a lead-in such as "pulled win/loss from salesforce:".
 */
export function pointBefore(message: string, request: RegExp): string | null {
  const at = request.exec(message)?.index;
  if (at === undefined || at === 0) return null;
  const parts = message
    .slice(0, at)
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((part) => part.trim())
    .filter(Boolean);
  // "… open rate. give it its own slide": the request's own sentence starts with "give it".
  const sentence = parts.length > 1 && !/[.!?]$/u.test(parts.at(-1)!) ? parts.at(-2) : parts.at(-1);
  if (!sentence) return null;
  const point = sentence
    .replace(/^[^:]{3,40}:\s+(?=\S.{12,})/u, "")
    .replace(/[.!?\s]+$/u, "")
    .trim();
  return point.split(/\s+/u).length >= 3 ? capitalize(point) : null;
}

/**
 * Where a message asks for a slide: "new slide for that", "give it its own slide", "make that a slide"; never
 * "without flipping to another slide".
 */
export const ASKS_FOR_A_SLIDE =
  /\b(?:new slide|(?<!\b(?:without|no|not|than)\s+)(?:a|its own|their own|a separate|one) slide|make (?:it|that|this) (?:a|into a) slide|(?:add|make) one\s*:)/iu;

/**
 * A slide asked for after the news it is about, named only by its kind: "we write Month-End Memo, 4,000
 * controllers subscribe … give it its own slide, that's distribution", "we're totally missing GTM. new
 * slide pls: fractional CFO firms + content/SEO". Its points are what follows a colon, else the news "it"
 * points back to. Null when the message names no kind of slide, or hands nothing over.
 */
export function pointedSlide(message: string): { topic: string; items: string[] } | null {
  const title = kindTitle(message);
  if (!title || !ASKS_FOR_A_SLIDE.test(message)) return null;
  const after = slideItems(message);
  const before =
    /\b(?:that|this|it|these|those|them)\s+(?:(?:its|their)\s+own\s+)?(?:a\s+)?slide\b|\bslide\s+for\s+(?:that|this|it)\b/iu.test(
      message,
    )
      ? pointBefore(message, ASKS_FOR_A_SLIDE)
      : null;
  const items = after ?? (before ? [before] : null);
  return items ? { topic: title, items } : null;
}

/**
 * Whether a message asks for a slide about what it said before: "… new slide for that pls", "give it its
 * own slide", or "we're totally missing GTM. new slide pls: …", "… has a Milestones slide. add one: …" (the
 * kind named before the request).
 */
export function pointsBack(message: string): boolean {
  if (
    /\bslide\s+for\s+(?:that|this|it)\b|\b(?:give|make)\s+(?:it|that|this|them)\s+(?:(?:its|their)\s+own|a)\s+slide\b/iu.test(
      message,
    )
  )
    return true;
  const request = /\bnew slide\b|\b(?:add|make) one\s*:/iu.exec(message);
  return request !== null && kindTitle(message.slice(0, request.index)) !== null;
}
