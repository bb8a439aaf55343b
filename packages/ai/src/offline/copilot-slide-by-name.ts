import type { NewSlide } from "./copilot-new-slide.ts";
import { clean } from "./copilot-parse-edits.ts";
import { slideItems } from "./copilot-slide-items.ts";

/**
 * A new slide asked for by its name alone, with no verb: "case study slide for Norvale Logistics pls: 7
 * entities, close went from 14 days to 5", "pipeline slide? 28 mid-market opps, $610k weighted",
 * "appendix: a cohort retention slide comparing the old SMB cohort vs the new one".
 */
export function slideByName(message: string): NewSlide | null {
  // "… slide for Norvale Logistics pls: …", "pipeline slide? 28 opps, …": the name, then its points.
  const listed =
    /^(?:a\s+)?([\p{L}][\p{L}\s&-]{1,30}?)\s+slide(?:\s+(?:for|on|about)\s+([^:?]{2,40}?))?(?:\s+(?:pls|please|plz)\s*[:—–-]|\?)\s*(.+)$/isu.exec(
      message,
    );
  // "new slide pls: …" names no slide; the points do, elsewhere.
  if (
    listed?.[1] &&
    (/^(?:new|another|one more|extra|next|a new)$/iu.test(listed[1].trim()) ||
      /\b(?:can|could|we|i|you|add|do|make|need|want|let'?s|get|have|create|put)\b/iu.test(listed[1]))
  )
    return null;
  // A question mark asks for the slide only when figures follow it ("pipeline slide? 28 opps").
  if (
    listed?.[1] &&
    listed[3] &&
    (/\s+(?:pls|please|plz)\s*[:—–-]/iu.test(listed[0]) || /\d/u.test(listed[3]))
  ) {
    const items = slideItems(`slide: ${listed[3]}`);
    return {
      topic: listed[2] ? `${clean(listed[1])}: ${listed[2].trim()}` : clean(listed[1]),
      placement: null,
      ...(items ? { items } : {}),
    };
  }
  // "pasting our notion roadmap, turn it into a slide:\n- Q3: …": the pasted thing names the slide.
  const turned =
    /^[^:\n]*?\b(?:our|my|the)\s+(?:notion\s+|google\s+doc\s+|sheet\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)\s*,?\s+(?:turn|make)\s+(?:it|this|these|that)\s+into\s+(?:a|its own)\s+slide\s*:?\s*\n([^]+)$/iu.exec(
      message,
    );
  const points = turned?.[2] ? slideItems(`slide: ${turned[2]}`) : undefined;
  if (turned?.[1] && points) return { topic: clean(turned[1]), placement: null, items: points };
  // "appendix: a cohort retention slide …": at the end, after everything the pitch needs.
  const appendix =
    /^(appendix|backup)\s*[:—–-]\s*(?:a|an|one more|another)\s+(?:new\s+)?([\p{L}][\p{L}\s&-]{1,30}?)\s+slide\b/iu.exec(
      message,
    );
  return appendix?.[2] ? { topic: clean(appendix[2]), placement: { kind: "end" } } : null;
}
