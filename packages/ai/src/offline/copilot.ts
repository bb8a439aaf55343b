import { asTyped } from "./copilot-as-typed.ts";
import { lastResort } from "./copilot-last-resort.ts";
import { layoutNames, type SlideBody } from "@pds/contracts";
import {
  type CopilotOperation,
  slideLayoutOf,
  type ChatInput,
  type ChatResult,
  type DeckContext,
  type EngineCallOptions,
} from "../engine.ts";
import {
  lines,
  removeFiller,
  rewriteSlide,
  shortenBullet,
  shortenSlide,
  SHORT_BULLET_WORDS,
  SHORT_MAX_BULLETS,
} from "./copilot-edits.ts";
import { capitalize, cleanBullet, numberTokens } from "./text.ts";
import { firmCritique } from "./copilot-critique.ts";
import { applyLocally, compilePlan, inTurn, splitRequests } from "./copilot-plan.ts";
import { firstUnderstood, requestsToAnswer, soleRequest } from "./copilot-message-parts.ts";
import {
  adviceReply,
  hideReply,
  lengthReply,
  notesReply,
  placeholdersReply,
  slideReviewReply,
  SPELLING_TEXT,
  UNDO_TEXT,
} from "./copilot-advice.ts";
import { addFactsReply } from "./copilot-add-facts.ts";
import { add, compose } from "./copilot-add-slide.ts";
import { factDumpReply } from "./copilot-slide-facts.ts";
import { deleteManyReply, parseDeletions } from "./copilot-delete-many.ts";
import { quotedLineReply } from "./copilot-quoted-line.ts";
import { replaceTextReply } from "./copilot-replace-text.ts";
import { lookupReply } from "./copilot-lookup.ts";
import { questionReply } from "./copilot-questions.ts";
import { contactReply } from "./copilot-contact.ts";
import { duplicateReply } from "./copilot-duplicate.ts";
import { shortTitlesReply } from "./copilot-titles.ts";
import { renameDeckReply, retitleReply } from "./copilot-rename.ts";
import { removeFromReply } from "./copilot-remove-from.ts";
import { setFigureReply } from "./copilot-figures.ts";
import { headlinesReply } from "./copilot-headlines.ts";
import { mergeReply } from "./copilot-merge.ts";
import { parseIntent, type Intent } from "./copilot-intent.ts";
import { formalize, punchUp, retoneSlide, type Tone } from "./copilot-tone.ts";
import { plainly } from "./copilot-plain.ts";
import { editFields } from "./field-edits.ts";
import { styleReply } from "./copilot-style.ts";
import { moveSlide, swapSlides } from "./copilot-moves.ts";
import {
  findingsReply,
  HELP_TEXT,
  notFound,
  say,
  confirmed,
  whichSlide,
  slideOrReply,
  slideName,
  streamReply,
  unlessAskedNotTo,
  validated,
  appendNote,
  type Reply,
} from "./copilot-reply.ts";
import { sectionFacts } from "./draft-deck.ts";
import { hasGap, reviewDeck, sectionOfSlide } from "./review.ts";
import { SECTIONS } from "./sections.ts";
import { resolveSlideRef, type SlideRef } from "./slide-refs.ts";
import { findSlide } from "./slide-target.ts";

/**
 * The offline copilot: parses the request, answers with typed operations, and says what it changed.
 * Everything is derived from the brief and the current slides; nothing is invented.
 */

type EditKind = "shorten" | "rewrite" | "delete";

function edit(input: ChatInput, intent: Extract<Intent, { kind: EditKind }>): Reply {
  const { deck } = input;
  const tone = intent.kind === "rewrite" ? intent.tone : null;
  if (intent.target?.kind === "all") return editAll(input, intent.kind, tone, intent.target.except ?? []);
  const found = intent.target ? findSlide(intent.target, deck) : null;
  if (!found || found.kind === "missing") return notFound(deck, intent.target, `${intent.kind} slide 2`);
  if (found.kind === "ambiguous") return whichSlide(deck, found.indexes, intent.kind);
  if (intent.kind === "delete" && !found.exact) {
    const phrase = intent.target?.kind === "phrase" ? intent.target.phrase : "that";
    return say(
      `Your deck has no slide called "${phrase}"; the closest is ${slideName(deck, found.index)}. I changed nothing. To delete it, reply "yes" or say "delete slide ${found.index + 1}".`,
    );
  }
  return editSlide(input, intent.kind, found.index, tone);
}

/** "shorten every slide": each slide the edit applies to, in one reply. */
function editAll(input: ChatInput, kind: EditKind, tone: Tone | null, except: readonly SlideRef[]): Reply {
  const { deck } = input;
  const kept = except.map((ref) => ({ ref, index: resolveSlideRef(ref, deck) }));
  const unknown = kept.find((k) => k.index === null);
  if (unknown) return notFound(deck, unknown.ref, "shorten every slide except slide 10");
  const left = new Set(kept.map((k) => k.index!));
  if (kind === "delete") {
    return say(
      "I won't delete every slide from a chat message, so I changed nothing. Delete slides one at a time, or delete the deck from the dashboard.",
    );
  }
  const results = deck.slides.flatMap((_, index) =>
    left.has(index) ? [] : [editSlide(input, kind, index, tone)],
  );
  const changed = results.filter((result) => result.operations.length > 0);
  const spared =
    left.size > 0
      ? ` Left ${[...left].map((index) => slideName(deck, index)).join(" and ")} as ${left.size === 1 ? "it was" : "they were"}.`
      : "";
  if (changed.length === 0) return say(`Every slide already reads well, so I changed nothing.${spared}`);
  const verb = kind === "shorten" ? "Shortened" : tone ? `Made ${TONE_WORDS[tone]}` : "Rewrote";
  const skipped = results.length - changed.length;
  const names = changed
    .map((result) => result.operations[0])
    .flatMap((op) =>
      op?.type === "updateSlide"
        ? [
            slideName(
              deck,
              deck.slides.findIndex((s) => s.id === op.slideId),
            ),
          ]
        : [],
    );
  return say(
    `${verb} ${plural(changed.length, "slide")}: ${names.join(", ")}. Figures unchanged; cut text is in the speaker notes.${skipped > 0 ? ` ${plural(skipped, "slide")} needed nothing or use a layout I leave to you.` : ""}${spared}`,
    changed.flatMap((result) => result.operations),
  );
}

const FIELD_EDITS: Record<Tone | "shorten" | "rewrite", (line: string) => string> = {
  punchy: punchUp,
  formal: formalize,
  plain: plainly,
  shorten: (line) => shortenBullet(line),
  rewrite: (line) => cleanBullet(removeFiller(line)),
};

/** A style edit on a slide with a layout: its prose fields change, the layout and every figure stay. */
function editLayoutSlide(
  deck: DeckContext,
  index: number,
  body: SlideBody,
  kind: "shorten" | "rewrite",
  tone: Tone | null,
): Reply {
  const slide = deck.slides[index]!;
  const name = slideName(deck, index);
  const edited = editFields(body, FIELD_EDITS[tone ?? kind]);
  if (!edited) {
    return say(
      `${capitalize(name)} already reads that way: the text in its ${layoutNames[body.layout].toLowerCase().replace(/^the /u, "")} layout is short, so I changed nothing.`,
    );
  }
  const keepsOld = tone !== "formal";
  const notes = keepsOld
    ? appendNote(slide.notes, `Before the edit: ${edited.before.join(" / ")}`)
    : slide.notes;
  const what = tone ? `made ${TONE_WORDS[tone]}` : kind === "shorten" ? "shortened" : "tidied";
  return say(
    `${capitalize(name)}: ${what} ${plural(edited.before.length, "field")}, keeping its ${layoutNames[body.layout]} layout and every figure.${keepsOld ? " The original wording is in the speaker notes." : ""}`,
    [
      {
        type: "updateSlide",
        slideId: slide.id,
        body: edited.body,
        ...(notes !== slide.notes ? { notes } : {}),
      },
    ],
  );
}

const TONE_WORDS: Record<Tone, string> = { punchy: "punchier", formal: "more formal", plain: "plainer" };

function retone(deck: DeckContext, index: number, tone: Tone): Reply {
  const slide = deck.slides[index]!;
  const next = retoneSlide(slide, tone);
  const name = slideName(deck, index);
  if (next.content === slide.content.trim() && next.notes === slide.notes && !next.title) {
    return say(`${capitalize(name)} already reads that way, so I changed nothing.`);
  }
  const how =
    tone === "punchy"
      ? `hedges and filler cut, figures first, at most ${SHORT_BULLET_WORDS} words a bullet; the original wording is in the speaker notes`
      : tone === "plain"
        ? "abbreviations spelled out and buzzwords in everyday words; every figure and name unchanged"
        : "contractions spelled out and casual words replaced; every figure and name unchanged";
  return say(`Made ${name} ${TONE_WORDS[tone]}: ${how}.`, [
    {
      type: "updateSlide",
      slideId: slide.id,
      content: next.content,
      notes: next.notes,
      ...(next.title ? { title: next.title } : {}),
    },
  ]);
}

function editSlide(input: ChatInput, kind: EditKind, index: number, tone: Tone | null): Reply {
  const { deck, brief } = input;
  const slide = deck.slides[index]!;
  const name = slideName(deck, index);
  if (kind === "delete") {
    return say(`Deleted ${name}.`, [{ type: "deleteSlide", slideId: slide.id }]);
  }
  if (slideLayoutOf(slide) !== "bullets" && slide.body)
    return editLayoutSlide(deck, index, slide.body, kind, tone);
  if (tone) return retone(deck, index, tone);
  if (kind === "shorten") {
    const next = shortenSlide(slide);
    if (next.content === slide.content.trim() && next.notes === slide.notes) {
      return say(
        `${capitalize(name)} is already short (at most ${SHORT_MAX_BULLETS} bullets of ${SHORT_BULLET_WORDS} words or fewer), so I changed nothing.`,
      );
    }
    const moved = next.notes !== slide.notes ? " The cut text is in the speaker notes." : "";
    // Say which figures left the slide rather than claim every one stayed.
    const lost = numberTokens(slide.content).filter((figure) => !numberTokens(next.content).includes(figure));
    const kept =
      lost.length > 0 ? `; ${lost.join(", ")} are now only in the speaker notes` : ", keeping its figures";
    return say(
      `Shortened ${name} to ${plural(lines(next.content).length, "bullet")} of ${SHORT_BULLET_WORDS} words or fewer${kept}.${moved}`,
      [{ type: "updateSlide", slideId: slide.id, content: next.content, notes: next.notes }],
    );
  }
  const section = sectionOfSlide(slide);
  const facts = section ? sectionFacts(section, brief).map((f) => f.text) : [];
  const next = rewriteSlide(slide, facts);
  const firstFact = lines(next.content).find((l) => !hasGap(l)) ?? null;
  const notes = next.notes.trim() || (section ? SECTIONS[section].note(firstFact) : "");
  if (next.content === slide.content.trim() && notes === slide.notes) {
    return say(
      `${capitalize(name)} already reads cleanly (one idea per bullet, no filler), so I changed nothing. Try "shorten slide ${index + 1}" to cut it further.`,
    );
  }
  return say(`Rewrote ${name}: one idea per bullet, filler removed, your figures unchanged.`, [
    { type: "updateSlide", slideId: slide.id, content: next.content, notes },
  ]);
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

function respond(input: ChatInput): Reply {
  const { deck } = input;
  const pending = confirmed(input);
  if (pending) return respond({ ...input, message: pending, history: [] });
  const intent = parseIntent(input.message);
  switch (intent.kind) {
    case "review":
      if (intent.firm && !intent.target) return say(firmCritique(intent.firm, deck));
      return intent.target ? slideReviewReply(deck, intent.target) : say(findingsReply(reviewDeck(deck)));
    case "compose":
      return compose(input);
    case "add":
      return add(input, intent.topic, intent);
    case "rewrite":
      // "more confident tone on 2, 4 and 5": the same edit to each.
      if (intent.also)
        return inTurn(
          deck,
          [intent.target, ...intent.also].map(
            (target) => (at) => edit({ ...input, deck: at }, { ...intent, target }),
          ),
        );
      return edit(input, intent);
    case "delete": {
      // "… remove market and financials, too heavy": two slides named as one phrase.
      const both = intent.target?.kind === "phrase" ? parseDeletions(`delete ${intent.target.phrase}`) : null;
      return both && both.length > 1 ? deleteManyReply(deck, both) : edit(input, intent);
    }
    case "shorten":
      return edit(input, intent);
    case "retitle":
      return retitleReply(deck, intent.target, intent.title);
    case "move":
      return moveSlide(deck, intent.target, intent.placement);
    case "swap":
      return swapSlides(deck, intent.first, intent.second);
    case "renameDeck":
      return renameDeckReply(deck, intent.title);
    case "style":
      return styleReply(intent.style, deck);
    case "advise":
      return adviceReply(deck, intent.target);
    case "undo":
      return say(UNDO_TEXT);
    case "spelling":
      return say(SPELLING_TEXT);
    case "headlines":
      return headlinesReply(deck, intent.target);
    case "notes":
      return notesReply(deck, intent.target);
    case "merge":
      return mergeReply(deck, intent.first, intent.second, intent.into);
    case "placeholders":
      return placeholdersReply(deck);
    case "setFigure":
      return setFigureReply(deck, intent.update);
    case "addFacts":
      return addFactsReply(deck, intent.facts);
    case "factDump":
      return factDumpReply(deck, intent.dump);
    case "quotedLine":
      return quotedLineReply(deck, intent.line);
    case "deleteMany":
      return deleteManyReply(deck, intent.targets);
    case "handover":
      return inTurn(
        deck,
        intent.dumps.map((dump) => (at) => factDumpReply(at, dump)),
      );
    case "lookup":
      return lookupReply(deck, intent.lookup);
    case "question":
      return questionReply(deck, intent.question);
    case "replaceText": {
      const { also = [], ...first } = intent.change;
      const each = [first, ...also.map((target) => ({ ...first, target }))];
      return inTurn(
        deck,
        each.map((change) => (at) => replaceTextReply(at, change)),
      );
    }
    case "contact":
      return contactReply(deck, intent.details);
    case "removeFrom":
      return removeFromReply(deck, intent.remove);
    case "duplicate":
      return duplicateReply(deck, intent.target);
    case "hide":
      return hideReply(deck, intent.target);
    case "length":
      return lengthReply(deck, input.message);
    case "shortTitles": {
      if (!intent.only) return shortTitlesReply(deck);
      const each = (ref: SlideRef) => (at: DeckContext) => {
        const found = slideOrReply(at, ref, "shorten the title of slide 5", "shorten the title of");
        return "reply" in found ? found.reply : shortTitlesReply(at, found.index);
      };
      return inTurn(deck, intent.only.map(each));
    }
    case "help":
      return say(HELP_TEXT);
  }
}

/** Requests that span the message: news and where it goes, or a list of slides to delete. */
const WHOLE = new Set<Intent["kind"]>(["handover", "deleteMany"]);

/** Each request of the message in turn, against the deck as the earlier ones left it. */
function respondToAll(input: ChatInput): Reply {
  const requests = splitRequests(input.message);
  // News and where it goes span sentences ("… joined as Head of Sales. add her under the founders").
  // …unless a part holds the whole of such a request ("… put her name on the team slide. and on the closing slide put me: …").
  const spans =
    WHOLE.has(parseIntent(input.message).kind) &&
    !requests.some((request) => WHOLE.has(parseIntent(request).kind));
  if (requests.length <= 1 || spans) return respond(input);
  let deck = input.deck;
  const parts = requestsToAnswer(requests);
  const sole = soleRequest(parts, input.message);
  if (sole !== null) return respond({ ...input, message: sole });
  if (parts.length <= 1) return respond(input);
  const replies: string[] = [];
  const operations: CopilotOperation[] = [];
  for (const [index, message] of parts.entries()) {
    const part = respond({ ...input, message, deck, history: [] });
    replies.push(`${index + 1}. ${part.reply}`);
    operations.push(...part.operations);
    deck = applyLocally(deck, part.operations);
  }
  return say(replies.join("\n"), compilePlan(input.deck, deck, operations));
}

/** Answers one copilot message. Operations are validated with the same schema a model's tool calls are. */
export async function offlineChat(input: ChatInput, options?: EngineCallOptions): Promise<ChatResult> {
  options?.signal?.throwIfAborted();
  const message = asTyped(input.message);
  const understood = firstUnderstood(message, (asked) => respondToAll({ ...input, message: asked }));
  const answer = unlessAskedNotTo(message, understood ?? lastResort(input.deck, message));
  const { reply, operations } = validated(answer);
  await streamReply(reply, options);
  return { reply, operations };
}
