import { HELP_TEXT, type Reply } from "./copilot-reply.ts";
import { parseIntent } from "./copilot-intent.ts";
import { parseQuoteSlide } from "./copilot-quote-slide.ts";
import { parseSlideRef } from "./slide-refs.ts";
import { SLIDE_HEAD } from "./copilot-mentions.ts";

/** A sentence that asks nothing: no question mark, and it does not open with a request for a review. */
const isRemark = (message: string) =>
  !message.includes("?") &&
  !/^(?:please\s+|pls\s+|can you\s+|could you\s+)?(?:review|critique|audit|check|roast|tear|poke|give|tell|list|what|how|is|are|does|do|would|any|red flags?)\b/iu.test(
    message.trim(),
  );

/** "the ask should change the seat math... actually no, leave the ask alone": taken back in the same breath. */
const TAKEN_BACK =
  /\b(?:actually|wait|hmm|scratch that)\b[^.!?]*?\b(?:no|nah|never ?mind)\b[,.]?\s*(?:leave|keep|don'?t touch)\b[^.!?]*\b(?:alone|as (?:it is|is)|unchanged)\b|\bscratch that\b|\bnever ?mind\b[^.!?]*$/iu;

/**
 * The parts of a message to answer: not a remark around the request ("the traction slide is just 3
 * numbers."), nor a statement that happens to say "audit" ("…until the audit wraps. remove the traction
 * slide"), nor a request taken back ("… actually no, leave the ask alone").
 */
export function requestsToAnswer(requests: readonly string[]): string[] {
  return requests.filter((message) => {
    const kind = parseIntent(message).kind;
    // A customer's quote for a slide of its own is answered where nothing else reads the part.
    if (kind === "help") return parseQuoteSlide(message) !== null;
    return !(kind === "review" && isRemark(message)) && !TAKEN_BACK.test(message);
  });
}

/** "team: add that …": a request headed by its slide (after the remark, which then cannot say "add it"). */
const HEADED = new RegExp(`^${SLIDE_HEAD.source}`, "iu");

/**
 * The one request left after the remarks, to answer alone; null to read the whole message as one. The
 * remark may name the slide the request means by "it", so the whole is read unless the request names its
 * own slide ("mrr's 23k now (slide 8) — and on the ask slide say …", "… team: add that …") and says no
 * "it", or the whole reads
 * as nothing ("WE SIGNED BREX 🎉🎉 yesterday!! traction → 33 customers … need it before my 3pm").
 */
export function soleRequest(parts: readonly string[], message: string): string | null {
  const [part] = parts;
  if (parts.length !== 1 || part === undefined) return null;
  const ownSlide =
    (HEADED.test(part) && message.trimEnd().endsWith(part)) ||
    (parseSlideRef(part) !== null && !/\b(?:it|this one|that one)\b/iu.test(part));
  return ownSlide || parseIntent(message).kind === "help" ? part : null;
}

/**
 * The answer to the whole message or, when that reads as nothing, to the request after the remarks before
 * it: "Olivia at Frontline said she got bored before any numbers showed up. pull traction up to #3".
 * A message not understood gets the help text from `answer`.
 */
export function firstUnderstood(message: string, answer: (message: string) => Reply): Reply | null {
  // "90-sec lightning version → cut s6 and s9": what the arrow leads to is a request of its own.
  const starts = [...message.matchAll(/(?<=[.!?])\s+(?=\S)|\s+→\s+/gu)].map(
    (found) => found.index + found[0].length,
  );
  const tries = [message, ...starts.map((start) => message.slice(start)), listAfterColon(message)];
  for (const asked of tries) {
    const answered = asked ? answer(asked) : null;
    if (answered && answered.reply !== HELP_TEXT) return answered;
  }
  return null;
}

/**
 * "s8 numbers as of this AM: 47 customers / $23.6k MRR / 16% MoM (trailing 3-mo avg). replace all 3 lines":
 * the list after the colon, without its asides, under the slide the head names.
 */
function listAfterColon(message: string): string | null {
  const colon = /^([^:\n]{3,120}):\s*((?:[^!?\n.]|\.(?!\s|$))+?)(?:[.!?](?=\s|$)|$)/u.exec(message);
  if (!colon?.[2] || !/\d/u.test(colon[2])) return null;
  const list = colon[2].replace(/\s*\([^)]*\)/gu, "").trim();
  const named = /\bslide\s+\d{1,2}\b/iu.exec(colon[1] ?? "")?.[0];
  return named ? `${named}: ${list}` : list;
}

/** A part that asks for something: "make the team slide sound like shipped stuff", "can you reframe it". */
const ASKS =
  /^(?:(?:pls|please|can you|could you|also)\s+)?(?:make|rewrite|reword|reframe|rephrase|turn|give|write|change|swap|sharpen|simplify|explain|expand|restructure|redo|fix)\b/iu;

/**
 * The parts of a several-request message that ask for something the offline engine cannot read, so the
 * reply can say they were not done rather than pass over them in silence.
 */
export function requestsNotDone(requests: readonly string[], answered: readonly string[]): string[] {
  return requests.filter(
    (request) =>
      !answered.includes(request) && ASKS.test(request.trim()) && parseIntent(request).kind === "help",
  );
}

/** The reply with a line for each part not done. */
export function withNotDone(reply: Reply, notDone: readonly string[]): Reply {
  if (notDone.length === 0) return reply;
  const lines = notDone.map(
    (part) =>
      `Not done: "${part.trim().replace(/[.!]+$/u, "")}". I can't write new copy offline; connect a model, or say what to change in your own words.`,
  );
  return { ...reply, reply: [reply.reply, ...lines].join("\n") };
}
