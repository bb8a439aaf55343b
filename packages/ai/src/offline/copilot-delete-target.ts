import { mentions } from "./copilot-mentions.ts";
import { VERB_OF } from "./copilot-verbs.ts";
import { parseSlideRef, type SlideRef } from "./slide-refs.ts";

const EVERYTHING_BESIDE =
  /\b(?:everything|all(?:\s+(?:the|of the))?\s+slides|every slide|the rest|anything)\s+(?:after|before|past|following|from|behind)\b/iu;

/**
 * "competition table → delete it. but … put it on the product slide": "it" is a slide named before the verb,
 * never one a later sentence names; "lose 13" is slide 13. Undefined when the verb is followed by neither.
 */
export function deleteTarget(text: string): SlideRef | null | undefined {
  // "delete everything after the market slide": many slides named by a place, which the copilot asks about.
  if (EVERYTHING_BESIDE.test(text)) return null;
  // "lose 13": a bare number after the verb is the slide's.
  const numbered = new RegExp(
    String.raw`(?:${VERB_OF.delete.source})\s*(?<slide>\d{1,2})\s*(?:[.!,—–]|$|\s+(?:for|from|in|since|because|as|until)\b)`,
    "iu",
  ).exec(text)?.groups?.slide;
  if (numbered) return { kind: "number", number: Number(numbered) };
  const verb = new RegExp(String.raw`(?:${VERB_OF.delete.source})\s+(?:it|this one|that one)\b`, "iu").exec(
    text,
  );
  if (!verb) return undefined;
  const before = text.slice(0, verb.index);
  // "Your Solution slide is a copy-paste of your cover. Kill it": the slide the sentence is about.
  // "… end on the ask. agreed, kill it": the last sentence that names a slide.
  const sentences = before.split(/(?<=[.!?])\s+/u).filter((part) => part.trim());
  const sentence = sentences.findLast((part) => mentions(part).length > 0) ?? sentences.at(-1) ?? before;
  const subject = /(?:^|["“:]\s*)(?:your|our|my|the)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+slide\b/iu.exec(
    sentence,
  )?.[1];
  const bySubject = subject ? parseSlideRef(`the ${subject} slide`) : null;
  if (bySubject) return bySubject;
  // "ChatGPT says 'Thank you' slides are wasted space and you should end on the ask. agreed, kill it": of
  // two slides named, "it" is the one called a slide; with none called so, which one is asked.
  const named = mentions(sentence);
  const called = named.filter((m) => /^["”'’]?\s+slides?\b/iu.test(sentence.slice(m.end)));
  if (new Set(named.map((m) => JSON.stringify(m.ref))).size > 1)
    return called.length === 1 ? called[0]!.ref : null;
  return parseSlideRef(before) ?? mentions(before).at(-1)?.ref ?? null;
}
