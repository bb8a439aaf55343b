import { mentions } from "./copilot-mentions.ts";
import { DELETE_VERBS } from "./copilot-plan.ts";
import { sectionForPhrase } from "./sections.ts";

/**
 * A message a teammate wrote or passed on, read as the request in it: "Sam: kill slide 9", "dev here.
 * product should say SOC 2 Type I done", "Theo wants use of funds as its own slide", "Maya thinks we need a
 * section divider", "per Sam's note: …". A slide's name heading a message ("Traction: 41 customers") is
 * no person and stays.
 */
const NOT_A_NAME =
  /^(?:slide|deck|cover|ok|okay|so|also|pls|please|fyi|update|note|new|hey|hi|quick|the|this|that|it|we|i|yes|no)$/iu;

/** What a teammate's request opens with: "kill slide 9", "pls add …", "can you …". */
const REQUEST = new RegExp(
  `^(?:pls\\s+|please\\s+|can you\\s+|could you\\s+)?(?:${DELETE_VERBS}|add|put|move|make|swap|rename|retitle|shorten|tighten|rewrite|fix|change|update|cut|lose|bin|use|say)\\b`,
  "iu",
);

const person = (word: string) => !NOT_A_NAME.test(word) && sectionForPhrase(word) === null;

export function fromSpeaker(text: string): string {
  const said = text.trimStart();
  // "Sam: kill slide 9", "Dev — product should say …", "dev here. …".
  const tag = /^([\p{L}]{2,15})(?:\s+here)?\s*(?::|—|–|\s-|(?<=here)[.,!])\s+(?=\S)/u.exec(said);
  // "Churn: under 1% monthly" heads a fact with its metric: only a request after the name is a teammate's.
  const rest = tag ? said.slice(tag[0].length) : "";
  const asks = REQUEST.test(rest) || mentions(rest)[0]?.index === 0;
  if (tag?.[1] && person(tag[1]) && (/\bhere\b/iu.test(tag[0]) || (/^\p{Lu}/u.test(tag[1]) && asks)))
    return rest;
  // "per Sam's note: …", "from Maya: …".
  const per =
    /^(?:per|from)\s+\p{Lu}\p{Ll}{1,14}(?:'s|’s)?(?:\s+(?:note|feedback|ask|request|comment)s?)?\s*[:,—–]\s+/u.exec(
      said,
    );
  if (per) return said.slice(per[0].length);
  // "Theo wants use of funds as its own slide", "Maya thinks we need …": the request, as the founder's own.
  const wants = /^(\p{Lu}\p{Ll}{1,14})\s+(wants|would like|needs|thinks|feels)\s+/u.exec(said);
  if (wants?.[1] && wants[2] && person(wants[1])) {
    const verb = {
      wants: "I want",
      "would like": "I would like",
      needs: "I need",
      thinks: "I think",
      feels: "I feel",
    }[wants[2]];
    return `${verb} ${said.slice(wants[0].length)}`;
  }
  return text;
}
