import { limits } from "@pds/contracts";
import {
  copilotOperationSchema,
  type ChatInput,
  type CopilotOperation,
  type DeckContext,
  type EngineCallOptions,
} from "../engine.ts";
import { numberedSlide, type ReviewFinding } from "./review.ts";
import { describeSlides, type SlideRef } from "./slide-refs.ts";
import { findSlide } from "./slide-target.ts";

/** What the copilot says back: fixed texts, and streaming them like a model would. */

export interface Reply {
  reply: string;
  operations: CopilotOperation[];
}

export const say = (reply: string, operations: CopilotOperation[] = []): Reply => ({ reply, operations });

export const HELP_TEXT = [
  "I'm the offline engine: no AI model is connected, so I understand a fixed set of requests. I can:",
  '- add a slide: "add a slide about our pricing", "add a slide on hiring after slide 3"',
  '- compose the next slide your deck is missing: "compose a slide"',
  '- shorten or rewrite a slide: "shorten slide 2", "rewrite the problem slide", "make all titles headlines"',
  '- delete or merge slides: "remove slide 4", "delete the team slide", "merge the solution and product slides"',
  '- write speaker notes: "write speaker notes for slide 2"',
  '- move a slide: "move slide 5 to position 2", "move the traction slide before the market slide", "move slide 3 up"',
  '- rename the deck: "rename the deck to Acme seed round"',
  '- change a slide\'s layout: "make the market slide a big-number slide", "turn slide 8 into a chart"',
  '- change the theme: "use a dark theme", "use the paper theme", "switch to a light theme"',
  '- review the deck against an investor checklist: "review my deck", "what\'s missing?"',
  '- hear how a firm would react: "what would a Sequoia partner criticize?", "how would YC see our traction?"',
  '- say what a slide needs: "what should I put on the market slide?", "make the ask more specific"',
  '- correct a figure: "our TAM is actually $4B per Gartner", "change MRR from $18k to $25k"',
  '- add your facts to a slide: "add Weave and Xero to the competition slide", "put 40% gross margin on slide 7"',
  "For free-form requests, connect a model in Settings → AI model: OpenAI, Anthropic, or your own server " +
    "(Ollama, LM Studio, vLLM, llama.cpp). It takes effect at once.",
].join("\n");

/** The slide's notes with a paragraph added after them (what an edit replaced), within the notes limit. */
export function appendNote(notes: string, paragraph: string): string {
  return [notes.trim(), paragraph].filter(Boolean).join("\n\n").slice(0, limits.slideNotesMax);
}

export function slideName(deck: DeckContext, index: number): string {
  const slide = deck.slides[index];
  return slide ? numberedSlide(slide, index) : `slide ${index + 1}`;
}

function refText(ref: SlideRef | null): string {
  if (!ref) return "which slide you mean";
  if (ref.kind === "number") return `slide ${ref.number}`;
  if (ref.kind === "last") return ref.back ? `a slide ${ref.back} before the last` : "a last slide";
  if (ref.kind === "all") return "any slide";
  if (ref.kind === "beside") return `a slide ${ref.offset < 0 ? "before" : "after"} ${refText(ref.of)}`;
  if (ref.kind === "holding") return `a slide that says "${ref.words}"`;
  return ref.nth ? `${ordinal(ref.nth)} "${ref.phrase}" slide` : `a "${ref.phrase}" slide`;
}

const ORDINAL_WORDS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
];
const ordinal = (n: number) => `a ${ORDINAL_WORDS[n - 1] ?? `${n}th`}`;

/** Several slides fit: ask which one, naming them by number so the answer is one short message. */
export function whichSlide(deck: DeckContext, indexes: readonly number[], verb: string): Reply {
  const options = indexes.map((i) => slideName(deck, i));
  const list =
    options.length === 2 ? options.join(" or ") : `${options.slice(0, -1).join(", ")} or ${options.at(-1)}`;
  return say(
    `Which slide do you mean: ${list}? I changed nothing; say "${verb} slide ${(indexes[0] ?? 0) + 1}" for the first.`,
  );
}

/**
 * The one slide `ref` names, or the reply that says so when it names none (with an example of how to say
 * it) or several (asking which; `verb` is what the founder would say for the first).
 */
export function slideOrReply(
  deck: DeckContext,
  ref: SlideRef | null,
  example: string,
  verb: string,
): { index: number } | { reply: Reply } {
  const found = ref ? findSlide(ref, deck) : null;
  if (!found || found.kind === "missing") return { reply: notFound(deck, ref, example) };
  if (found.kind === "ambiguous") return { reply: whichSlide(deck, found.indexes, verb) };
  return { index: found.index };
}

export function notFound(deck: DeckContext, ref: SlideRef | null, example: string): Reply {
  const hint = ref ? "" : ` Name it by number or title, e.g. "${example}".`;
  return say(`I couldn't find ${refText(ref)}, so I changed nothing.${hint} ${describeSlides(deck)}`);
}

export function findingsReply(findings: readonly ReviewFinding[]): string {
  if (findings.length === 0) {
    return "I reviewed the deck against the investor checklist: every standard section is there, figures are sourced, slides are short and the ask is clear. Nothing to fix.";
  }
  const top = findings.slice(0, 6).map((f, i) => `${i + 1}. (${f.severity}) ${f.message}`);
  const more = findings.length > top.length ? `\n…and ${findings.length - top.length} more.` : "";
  return `I reviewed the deck against the investor checklist. Fix these first:\n${top.join("\n")}${more}\nI changed nothing; ask me to "compose a slide" to add the first missing section.`;
}

/** Sends the reply in a few chunks through onText, yielding between them so the UI can paint. */
export async function streamReply(reply: string, options?: EngineCallOptions): Promise<void> {
  const onText = options?.onText;
  if (!onText) return;
  const parts = reply.split(/(?<=\s)/u);
  const size = Math.max(1, Math.ceil(parts.length / 4));
  for (let i = 0; i < parts.length; i += size) {
    options.signal?.throwIfAborted();
    onText(parts.slice(i, i + size).join(""));
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
}

/** The founder's words to confirm a pending edit; "yes" to the question repeats them. */
const CONFIRM = /reply "yes" or say "([^"]+)"/u;

/** "yes" after a confirmation question: the request the question quoted. */
export function confirmed(input: ChatInput): string | null {
  if (!/^\s*(?:yes|yep|yeah|y|confirm|confirmed|do it|go ahead|ok|okay|sure)\b/iu.test(input.message))
    return null;
  const last = [...input.history].reverse().find((turn) => turn.role === "assistant");
  return (last && CONFIRM.exec(last.content)?.[1]) ?? null;
}

/** "advice only", "no edits", "DON'T change it yet": the founder wants to see the change, not have it. */
const NO_EDITS =
  /\b(?:no edits?|no changes|advice only|just advice|just (?:thoughts|asking|curious|wondering)|not editing (?:it |anything )?yet|without changing|(?:opinion|math) only|just (?:tell me|count|the math)|quick calc|(?:the )?(?:deck|slides?) stays? as (?:it )?is|don'?t (?:edit|change|touch|apply)(?: (?:it|anything|them|(?:the )?(?:slides?|deck)))?(?: yet)?(?=\s*(?:$|[.,;!?)—–-]|(?:yet|pls|please|just|only|i|we)\b)))\b(?!\s+(?:the|its|my|our|their)\s+(?!slides?\b|deck\b))/iu;

/** Words in quotes are someone else's: "a corp dev guy who's 'just curious'" asks for no advice. */
const QUOTED = /(?<=^|[\s(:])["“'‘][^"”'’]{1,80}["”'’](?=[\s.,!?)]|$)/gu;

export function unlessAskedNotTo(message: string, answer: Reply): Reply {
  const asked = NO_EDITS.exec(message.replace(QUOTED, ""))?.[0];
  // "file title → … (dont touch slides)": the deck's name is no slide.
  const nameOnly =
    answer.operations.every((op) => op.type === "renameDeck") && /\b(?:slides?|cover)\b/iu.test(asked ?? "");
  if (!asked || nameOnly || answer.operations.length === 0) return answer;
  return say(
    `You asked me not to change anything, so this is only what I would do. Say it again without "no edits" to apply it:\n${answer.reply}`,
  );
}

/**
 * The answer with its operations checked by the same schema a model's tool calls are. The founder's words
 * may not fit a field ("a 300-character tagline"): then it says so and changes nothing.
 */
export function validated(answer: Reply): Reply {
  const checked = answer.operations.map((op) => copilotOperationSchema.safeParse(op));
  const invalid = checked.find((result) => !result.success)?.error;
  return invalid
    ? say(unfitReply(invalid.issues[0]))
    : { reply: answer.reply, operations: checked.map((result) => result.data!) };
}

/** Why the founder's words do not fit the slide, from the schema's first complaint. */
export function unfitReply(
  issue: { code: string; path: PropertyKey[]; maximum?: unknown } | undefined,
): string {
  const field = [...(issue?.path ?? [])].reverse().find((part) => typeof part === "string") ?? "text";
  if (issue?.code === "too_big" && typeof issue.maximum === "number")
    return `That is too long for the slide: its ${String(field)} holds at most ${issue.maximum} characters. I changed nothing; say it in fewer words.`;
  return "That edit would not make a valid slide, so I changed nothing. Try saying it another way.";
}
