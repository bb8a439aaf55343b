import { setTextReply } from "./copilot-set-text.ts";
import { asTyped } from "./copilot-as-typed.ts";
import { lastResort } from "./copilot-last-resort.ts";
import {
  type CopilotOperation,
  type ChatInput,
  type ChatResult,
  type DeckContext,
  type EngineCallOptions,
} from "../engine.ts";
import { firmCritique } from "./copilot-critique.ts";
import { applyLocally, compilePlan, inTurn, splitRequests } from "./copilot-plan.ts";
import {
  firstUnderstood,
  requestsNotDone,
  requestsToAnswer,
  soleRequest,
  withNotDone,
} from "./copilot-message-parts.ts";
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
import { kindTitle } from "./copilot-slide-kinds.ts";
import { slideItems } from "./copilot-slide-items.ts";
import { factDumpReply } from "./copilot-slide-facts.ts";
import { rebuiltTableReply } from "./copilot-rebuilt-table.ts";
import { deleteManyReply, parseDeletions } from "./copilot-delete-many.ts";
import { quotedLineReply } from "./copilot-quoted-line.ts";
import { replaceTextReply, swappedLine } from "./copilot-replace-text.ts";
import { lookupReply } from "./copilot-lookup.ts";
import { questionReply } from "./copilot-questions.ts";
import { contactReply } from "./copilot-contact.ts";
import { duplicateReply } from "./copilot-duplicate.ts";
import { shortTitlesReply } from "./copilot-titles.ts";
import { renameDeckReply, retitleReply } from "./copilot-rename.ts";
import { partToRemoveReply, removeFromReply } from "./copilot-remove-from.ts";
import { setFigureReply } from "./copilot-figures.ts";
import { headlinesReply } from "./copilot-headlines.ts";
import { mergeReply } from "./copilot-merge.ts";
import { parseIntent, type Intent } from "./copilot-intent.ts";
import { edit } from "./copilot-edit-slides.ts";
import { seatMathReply } from "./copilot-seat-math.ts";
import { citationReply } from "./copilot-cite.ts";
import { parseQuoteSlide, quoteSlideReply } from "./copilot-quote-slide.ts";
import { splitBulletsReply } from "./copilot-split-bullets.ts";
import { styleReply } from "./copilot-style.ts";
import { moveSlide, swapSlides } from "./copilot-moves.ts";
import {
  findingsReply,
  HELP_TEXT,
  say,
  confirmed,
  slideOrReply,
  streamReply,
  unlessAskedNotTo,
  validated,
  type Reply,
} from "./copilot-reply.ts";
import { reviewDeck } from "./review.ts";
import type { SlideRef } from "./slide-refs.ts";

/**
 * The offline copilot: parses the request, answers with typed operations, and says what it changed.
 * Everything is derived from the brief and the current slides; nothing is invented.
 */

function respond(input: ChatInput): Reply {
  const { deck } = input;
  const pending = confirmed(input);
  if (pending) return respond({ ...input, message: pending, history: [] });
  const intent = parseIntent(input.message);
  switch (intent.kind) {
    case "review":
      if (intent.firm && !intent.target) return say(firmCritique(intent.firm, deck));
      return intent.target
        ? slideReviewReply(deck, intent.target, input.message)
        : say(findingsReply(reviewDeck(deck)));
    case "compose": {
      // "add a slide telling our first-customer story: …": a slide of the kind named, with what follows.
      const named = kindTitle(input.message);
      if (!named) return compose(input);
      const items = slideItems(input.message);
      return add(input, named, { kind: "add", topic: named, placement: null, ...(items ? { items } : {}) });
    }
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
    case "table":
      return rebuiltTableReply(deck, intent.table);
    case "handover":
      return inTurn(
        deck,
        intent.dumps.map((dump) => (at) => factDumpReply(at, dump)),
      );
    case "lookup":
      return lookupReply(deck, intent.lookup);
    case "question":
      return questionReply(deck, intent.question);
    case "setText":
      return setTextReply(deck, intent.change);
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
    case "splitBullets":
      return splitBulletsReply(deck, intent.split);
    case "retitleMany":
      return inTurn(
        deck,
        intent.titles.map(
          ({ ref, title }) =>
            (at) =>
              retitleReply(at, ref, title),
        ),
      );
    case "seatMath":
      return seatMathReply(deck, intent.math);
    case "cite":
      return citationReply(deck, intent.citation);
    case "removePart":
      return partToRemoveReply(deck, intent.target);
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
    case "help": {
      // "… a quote from Bramble Health's VP Finance: '…' wants it on its own slide", when nothing else read it.
      const quote = parseQuoteSlide(input.message);
      return quote ? quoteSlideReply(deck, quote) : say(HELP_TEXT);
    }
  }
}

/** Requests that span the message: news and where it goes, or a list of slides to delete. */
const WHOLE = new Set<Intent["kind"]>(["handover", "deleteMany"]);

/** Each request of the message in turn, against the deck as the earlier ones left it. */
function respondToAll(input: ChatInput): Reply {
  const requests = splitRequests(input.message);
  // News and where it goes span sentences ("… joined as Head of Sales. add her under the founders").
  // …unless a part holds the whole of such a request ("… put her name on the team slide. and on the closing slide put me: …").
  // "new milestone …: X. swap out the $100k MRR line": the news and the line it replaces are one request.
  // A pasted table is read whole: a few of its rows alone would read as a smaller table.
  const whole = parseIntent(input.message).kind;
  const spans =
    swappedLine(input.message) !== null ||
    whole === "table" ||
    (WHOLE.has(whole) && !requests.some((request) => WHOLE.has(parseIntent(request).kind)));
  if (requests.length <= 1 || spans) return respond(input);
  let deck = input.deck;
  const parts = requestsToAnswer(requests);
  const notDone = requestsNotDone(requests, parts);
  const sole = soleRequest(parts, input.message);
  if (sole !== null) return withNotDone(respond({ ...input, message: sole }), notDone);
  if (parts.length <= 1) return respond(input);
  const replies: string[] = [];
  const operations: CopilotOperation[] = [];
  for (const [index, message] of parts.entries()) {
    const part = respond({ ...input, message, deck, history: [] });
    replies.push(`${index + 1}. ${part.reply}`);
    operations.push(...part.operations);
    deck = applyLocally(deck, part.operations);
  }
  return withNotDone(say(replies.join("\n"), compilePlan(input.deck, deck, operations)), notDone);
}

/** Answers one copilot message. Operations are validated with the same schema a model's tool calls are. */
export async function offlineChat(input: ChatInput, options?: EngineCallOptions): Promise<ChatResult> {
  options?.signal?.throwIfAborted();
  const message = asTyped(input.message);
  const understood = firstUnderstood(message, (asked) => respondToAll({ ...input, message: asked }));
  const answer = unlessAskedNotTo(message, understood ?? lastResort(input, message));
  const { reply, operations } = validated(answer);
  await streamReply(reply, options);
  return { reply, operations };
}
