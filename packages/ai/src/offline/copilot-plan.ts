import type { CopilotOperation, DeckContext, DeckContextSlide } from "../engine.ts";
import { say, type Reply } from "./copilot-reply.ts";
import { SLIDE_HEAD } from "./copilot-mentions.ts";

/**
 * Several requests in one message ("add a pricing slide and move team to the end"): each is answered
 * against the deck as the earlier ones left it, then the edits are compiled into operations the server
 * can apply in order. New slides have no id until the server makes them, so the compiled plan reorders
 * the existing slides first and inserts the new ones last, each at its final position.
 */

/** The verbs that delete a slide when a list names several ("kill slides 3 and 6"). */
export const DELETE_VERBS = "delete|remove|drop|kill|ditch|axe|scrap|nuke";

const ACTION = `add|create|insert|include|write|${DELETE_VERBS}|move|put|place|swap|switch|shorten|tighten|trim|condense|rewrite|rephrase|reword|improve|polish|fix|rename|retitle|call|make|turn|change|convert|use|review|compose|bump|increase|decrease|lower|raise the|set|update`;

const DELETING = new RegExp(`^(?:${DELETE_VERBS})$`, "iu");
/** Verbs done to each slide of a list on its own ("swap slides 2 and 3" is one request about both). */
const EACH_SLIDE_ACTION = `${DELETE_VERBS}|shorten|tighten|trim|condense|rewrite|rephrase|reword|improve|polish|fix`;

/**
 * "drop slides 11 and 13", "shorten slides 2, 3 and 5": one request per slide. Deletions go from the last
 * slide to the first, so each number still means the slide the founder saw.
 */
function expandSlideLists(message: string): string {
  // "delete financials and the thank-you slide": two deletions ("remove X and Y from slide 9" is one edit).
  const named = new RegExp(
    String.raw`^(.*?\b(${DELETE_VERBS}))\s+((?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:and|\+|&)\s+((?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?\s+slides?)\b[^.!]*[.!]?$`,
    "iu",
  ).exec(message);
  if (named?.[1] && named[2] && named[3] && named[4] && !/\bslides?\b|\bfrom\b/iu.test(named[3]))
    message = `${named[1]} the ${named[3].replace(/^the\s+/iu, "")} slide and ${named[2]} ${named[4].replace(/slides$/iu, "slide")}`;
  // "make the biz model and traction slides punchier", "tighten the timing slide and the market slide".
  const pair =
    /^(.*?\b(make|shorten|tighten|trim|rewrite|rephrase|reword|improve|polish|fix))\s+(?:the\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)(?:\s+slide)?\s+(?:and|&)\s+(?:the\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+slides?\b(.*)$/iu.exec(
      message,
    );
  if (pair?.[1] && pair[2] && pair[3] && pair[4])
    message = `${pair[1]} the ${pair[3]} slide${pair[5]} and ${pair[2]} the ${pair[4]} slide${pair[5]}`;
  return message.replace(
    new RegExp(
      `\\b(${EACH_SLIDE_ACTION})\\s+(?:the\\s+)?(?:slides\\s+)?(\\d{1,2}(?:\\s*,\\s*\\d{1,2})*\\s*,?\\s*(?:and|&)\\s*\\d{1,2})\\b(?!\\s*(?:words?|bullets?|lines?|%|x|k|m|seconds?|minutes?|mins?)\\b)`,
      "giu",
    ),
    (_match, verb: string, list: string) => {
      const numbers = (list.match(/\d+/gu) ?? []).map(Number);
      const ordered = DELETING.test(verb) ? [...numbers].sort((a, b) => b - a) : numbers;
      return ordered.map((n) => `${verb} slide ${n}`).join(" and ");
    },
  );
}

/** Splits a message into requests at ";", "then", or a new sentence or "and" that starts with an action verb. */
export function splitRequests(message: string): string[] {
  message = expandSlideLists(message);
  const separator = new RegExp(
    `\\s*(?:(?:(?<=[.!?:])\\s+|\\n+\\s*)(?:\\d+[.)]\\s*|[-•*]\\s+|(?:but|and|also|plus)\\s+)?(?=${SLIDE_HEAD.source})|;(?=\\s|$)|\\s[—–]\\s+and\\s+(?=(?:on|in|for)\\s+(?:the|slide)\\b)|(?<=[.!?])\\s+(?=(?:my |our )?(?:email|e-mail|website|site|phone|linkedin|twitter)\\s+is\\b)|,\\s+(?:and|also|plus)\\s+(?=(?:on\\s+|for\\s+)?(?:slide\\s*\\d{1,2}|the\\s+[\\p{L}\\s]{2,20}?\\s+slide),?\\s+(?:please\\s+)?(?:${ACTION}|should|needs?|must)\\b)|\\s\\+\\s(?=(?:please\\s+)?(?:${ACTION}|retitle|reword|rename)\\b)|,\\s+(?=(?:problem|solution|why now|market|product|traction|competition|team|financials|the ask)\\s*:\\s)|,?\\s+and then\\s+|,?\\s+then\\s+|(?<=[.!?])\\s+(?:also|plus|oh and|and)[,:]?\\s+|(?:(?<=[.!?])|,?\\s+(?:and|also|plus))\\s+(?=(?:please\\s+)?(?:${ACTION})\\b))\\s*`,
    "iu",
  );
  return message
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

const NEW_ID = "new-slide-";
const isNew = (id: string) => id.startsWith(NEW_ID);

/** The operation that adds `slide` at `position`, keeping the section it was written for. */
export function createSlideOperation(
  slide: Pick<DeckContextSlide, "title" | "content" | "notes" | "section" | "body">,
  position: number,
): CopilotOperation {
  return {
    type: "createSlide",
    title: slide.title,
    content: slide.content,
    notes: slide.notes,
    position,
    ...(slide.section ? { section: slide.section } : {}),
    ...(slide.body ? { body: slide.body } : {}),
  };
}

/** The deck after these operations, with made-up ids for new slides. */
export function applyLocally(deck: DeckContext, operations: readonly CopilotOperation[]): DeckContext {
  let slides = [...deck.slides];
  let title = deck.title;
  let theme = deck.theme;
  let created = slides.filter((slide) => isNew(slide.id)).length;
  for (const op of operations) {
    switch (op.type) {
      case "createSlide": {
        created += 1;
        const slide: DeckContextSlide = {
          id: `${NEW_ID}${created}`,
          title: op.title,
          content: op.content,
          notes: op.notes,
          ...(op.section ? { section: op.section } : {}),
          ...(op.body ? { body: op.body } : {}),
        };
        const at = Math.min(op.position ?? slides.length, slides.length);
        slides = [...slides.slice(0, at), slide, ...slides.slice(at)];
        break;
      }
      case "updateSlide":
        slides = slides.map((slide) =>
          slide.id === op.slideId
            ? {
                ...slide,
                title: op.title ?? slide.title,
                content: op.content ?? slide.content,
                notes: op.notes ?? slide.notes,
                ...(op.body ? { body: op.body } : {}),
              }
            : slide,
        );
        break;
      case "deleteSlide":
        slides = slides.filter((slide) => slide.id !== op.slideId);
        break;
      case "reorderSlides": {
        const byId = new Map(slides.map((slide) => [slide.id, slide]));
        slides = op.slideIds.flatMap((id) => byId.get(id) ?? []);
        break;
      }
      case "renameDeck":
        title = op.title;
        break;
      case "setTheme":
        theme = op.theme;
        break;
      case "changeLayout":
        break;
    }
  }
  return { ...deck, title, slides, ...(theme ? { theme } : {}) };
}

/** Operations that take `original` to `final` on the server, where new slides get their ids. */
export function compilePlan(
  original: DeckContext,
  final: DeckContext,
  operations: readonly CopilotOperation[],
): CopilotOperation[] {
  const plan: CopilotOperation[] = [];
  const finalIds = new Set(final.slides.map((slide) => slide.id));
  for (const slide of original.slides) {
    if (!finalIds.has(slide.id)) plan.push({ type: "deleteSlide", slideId: slide.id });
  }
  const before = new Map(original.slides.map((slide) => [slide.id, slide]));
  for (const slide of final.slides) {
    const was = before.get(slide.id);
    if (!was) continue;
    const changes = {
      ...(slide.title !== was.title ? { title: slide.title } : {}),
      ...(slide.content !== was.content ? { content: slide.content } : {}),
      ...(slide.notes !== was.notes ? { notes: slide.notes } : {}),
      // A layout's fields changed by an earlier request (a card's figure, the ask's milestone).
      ...(slide.body && JSON.stringify(slide.body) !== JSON.stringify(was.body) ? { body: slide.body } : {}),
    };
    if (Object.keys(changes).length > 0) plan.push({ type: "updateSlide", slideId: slide.id, ...changes });
  }
  plan.push(...operations.filter((op) => op.type === "changeLayout" && !isNew(op.slideId)));
  const kept = final.slides.filter((slide) => !isNew(slide.id)).map((slide) => slide.id);
  const keptBefore = original.slides.map((slide) => slide.id).filter((id) => finalIds.has(id));
  if (kept.join("\n") !== keptBefore.join("\n")) plan.push({ type: "reorderSlides", slideIds: kept });
  final.slides.forEach((slide, position) => {
    if (isNew(slide.id)) {
      plan.push(createSlideOperation(slide, position));
    }
  });
  if (final.title !== original.title) plan.push({ type: "renameDeck", title: final.title });
  if (final.theme && final.theme !== original.theme) plan.push({ type: "setTheme", theme: final.theme });
  return plan;
}

/** Replies on the deck one after another, each seeing what the earlier ones changed: one reply of them all. */
export function inTurn(start: DeckContext, steps: ReadonlyArray<(deck: DeckContext) => Reply>): Reply {
  if (steps.length === 1) return steps[0]!(start);
  let deck = start;
  const replies: string[] = [];
  const operations: CopilotOperation[] = [];
  for (const step of steps) {
    const part = step(deck);
    replies.push(part.reply);
    operations.push(...part.operations);
    deck = applyLocally(deck, part.operations);
  }
  return say(replies.join("\n"), compilePlan(start, deck, operations));
}
