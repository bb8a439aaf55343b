import type { SlideBody } from "@pds/contracts";
import type { CopilotOperation, DeckContext } from "../engine.ts";
import { lines } from "./copilot-edits.ts";
import { appendNote, say, slideName, slideOrReply, type Reply } from "./copilot-reply.ts";
import { parseSlideRef, type SlideRef } from "./slide-refs.ts";

/**
 * "remove BlackLine from the competition slide", "delete the last bullet from slide 2": a part of a slide
 * goes, never the slide. The part is a line of a list slide (its words move to the speaker notes), a
 * rival's column or a row of a comparison, a card of big numbers, a person of a team, or a card's source.
 * When nothing on the slide matches, or the part is all the slide has, nothing changes and the reply says so.
 */
export interface RemoveFrom {
  /** What to remove, as the founder said it, without "the", "line", "bullet"… */
  what: string;
  /** 1-based position ("the second bullet"), -1 for the last; null when `what` names the text. */
  position: number | null;
  /** "the Gartner source": the source of a card, not the card. */
  source: boolean;
  target: SlideRef | null;
}

const REMOVE =
  /\b(?:remove|delete|drop|take out|cut|get rid of|strip|erase|ditch|scrap)\s+(.+?)\s+(?:from|off|out of)\s+(.+?)[\s.!?]*$/iu;
const PART = /\b(?:bullets?|lines?|points?|items?|rows?|sentences?|mentions?|references?)\b/iu;
const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"];

/** "thank-you slide: we don't have a website live yet so drop that line": the line about what they lack. */
const LACKS =
  /^(.+?\bslide)\s*[:—–-]\s*.*?\b(?:no|don'?t have|do not have|haven'?t got|not)\s+(?:an?\s+|any\s+)?([\p{L}-]{3,})\b[^.!?]*?\b(?:so\s+|just\s+)?(?:drop|remove|delete|cut|lose|kill)\s+(?:that|the|this)\s+(?:line|bullet|point|bit|part)\b/iu;

export function parseRemoveFrom(message: string): RemoveFrom | null {
  const lacks = LACKS.exec(message);
  const lackedOn = lacks?.[1] ? parseSlideRef(lacks[1]) : null;
  if (lacks?.[2] && lackedOn)
    return { what: lacks[2].toLowerCase(), position: null, source: false, target: lackedOn };
  const found = REMOVE.exec(message);
  if (!found?.[1] || !found[2]) return null;
  const target = parseSlideRef(/\bslide\b|^it$/iu.test(found[2]) ? found[2] : `the ${found[2]} slide`);
  // "remove slide 2 from the deck" deletes a slide; "cut the fluff from slide 3" shortens it.
  if (!target || /\bslides?\b|^(?:the |all the |any )?(?:fluff|filler|waffle)$/iu.test(found[1].trim()))
    return null;
  const what = found[1].toLowerCase();
  const place = /\b(first|second|third|fourth|fifth|sixth|last|\d+)(?:st|nd|rd|th)?\b/u.exec(what)?.[1];
  const position =
    place && PART.test(what)
      ? place === "last"
        ? -1
        : /\d/u.test(place)
          ? Number(place)
          : ORDINALS.indexOf(place) + 1
      : null;
  const named = found[1]
    .replace(/^(?:the|our|my|that|this|a|an|any)\s+/iu, "")
    .replace(
      /\b(?:bullets?|lines?|points?|items?|rows?|columns?|sentences?|mentions?|references?|sources?|cards?)\b/giu,
      "",
    )
    .replace(/\b(?:about|of|on|that says|saying|with)\b\s*$/iu, "")
    .replace(/^\s*(?:about|of|on|that says|saying|with)\b/iu, "")
    .replace(/["“”'‘’]/gu, "")
    .trim();
  if (position === null && !named) return null;
  return { what: named, position, source: /\bsources?\b/iu.test(what), target };
}

const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$%.]+/gu, " ")
    .trim();
const mentions = (text: string, what: string) => ` ${norm(text)} `.includes(` ${norm(what)} `);

/** The slide's body without the part, and what went; null when the body has no such part. */
function withoutPart(body: SlideBody, remove: RemoveFrom): { body: SlideBody; gone: string } | null {
  const { what } = remove;
  if (body.layout === "comparison") {
    const column = body.fields.columns.findIndex((name, i) => i > 0 && mentions(name, what));
    if (column > 0 && body.fields.columns.length > 2) {
      const fields = {
        columns: body.fields.columns.filter((_, i) => i !== column),
        rows: body.fields.rows.map((row) => ({ ...row, cells: row.cells.filter((_, i) => i !== column) })),
      };
      return { body: { layout: "comparison", fields }, gone: body.fields.columns[column]! };
    }
    const row = body.fields.rows.findIndex((candidate) => mentions(candidate.criterion, what));
    if (row >= 0 && body.fields.rows.length > 1) {
      const rows = body.fields.rows.filter((_, i) => i !== row);
      return {
        body: { layout: "comparison", fields: { ...body.fields, rows } },
        gone: body.fields.rows[row]!.criterion,
      };
    }
    return null;
  }
  if (body.layout === "bigNumbers") {
    const metrics = body.fields.metrics;
    if (remove.source) {
      const cited = metrics.findIndex((metric) => mentions(metric.source, what));
      if (cited < 0) return null;
      const next = metrics.map((metric, i) => (i === cited ? { ...metric, source: "" } : metric));
      return {
        body: { layout: "bigNumbers", fields: { metrics: next } },
        gone: `the source "${metrics[cited]!.source}"`,
      };
    }
    const card = metrics.findIndex((metric) => mentions(`${metric.value} ${metric.label}`, what));
    if (card < 0 || metrics.length < 2) return null;
    const next = metrics.filter((_, i) => i !== card);
    return {
      body: { layout: "bigNumbers", fields: { metrics: next } },
      gone: `${metrics[card]!.value} ${metrics[card]!.label}`,
    };
  }
  if (body.layout === "closing") {
    const key = (["name", "email", "website", "phone"] as const).find((field) =>
      mentions(body.fields[field], what),
    );
    if (!key) return null;
    return { body: { layout: "closing", fields: { ...body.fields, [key]: "" } }, gone: body.fields[key] };
  }
  if (body.layout === "team") {
    const member = body.fields.members.findIndex((person) => mentions(person.name, what));
    if (member < 0 || body.fields.members.length < 2) return null;
    const members = body.fields.members.filter((_, i) => i !== member);
    return { body: { layout: "team", fields: { members } }, gone: body.fields.members[member]!.name };
  }
  return null;
}

export function removeFromReply(deck: DeckContext, remove: RemoveFrom): Reply {
  const found = slideOrReply(deck, remove.target, "remove the last bullet from slide 2", "remove it from");
  if ("reply" in found) return found.reply;
  const slide = deck.slides[found.index]!;
  const name = slideName(deck, found.index);
  const asked = remove.position !== null ? "that bullet" : `"${remove.what}"`;
  if (slide.body && slide.body.layout !== "bullets") {
    const next = remove.what ? withoutPart(slide.body, remove) : null;
    if (!next) {
      return say(
        `I couldn't find ${asked} as a part I can remove on ${name}, or it is all the slide has, so I changed nothing. You can edit the slide directly, or say "delete slide ${found.index + 1}" to remove the whole slide.`,
      );
    }
    const operation: CopilotOperation = { type: "updateSlide", slideId: slide.id, body: next.body };
    return say(`Removed ${next.gone} from ${name}.`, [operation]);
  }
  const bullets = lines(slide.content);
  const index =
    remove.position === -1
      ? bullets.length - 1
      : remove.position !== null
        ? remove.position - 1
        : bullets.findIndex((line) => mentions(line, remove.what));
  const line = bullets[index];
  if (index < 0 || line === undefined) {
    return say(`I couldn't find ${asked} on ${name}, so I changed nothing.`);
  }
  if (bullets.length === 1) {
    return say(
      `That is the only line on ${name}, so I changed nothing. To remove the whole slide, say "delete slide ${found.index + 1}".`,
    );
  }
  const operation: CopilotOperation = {
    type: "updateSlide",
    slideId: slide.id,
    content: bullets.filter((_, i) => i !== index).join("\n"),
    notes: appendNote(slide.notes, `Removed from the slide: ${line}`),
  };
  return say(`Removed "${line}" from ${name}; it is in the speaker notes if you want it back.`, [operation]);
}

/**
 * "market slide: … kindly remove the duplication", "drop that line": a part of a slide that the message does
 * not quote. Nothing changes; the reply asks for the words, so the slide itself is never deleted.
 */
export function partToRemoveReply(deck: DeckContext, target: SlideRef | null): Reply {
  const found = target
    ? slideOrReply(deck, target, "remove 'AI platform' from slide 6", "remove it from")
    : null;
  if (found && "reply" in found) return found.reply;
  const where = found ? slideName(deck, found.index) : "which slide";
  const number = found ? found.index + 1 : 2;
  const example = found
    ? lines(deck.slides[found.index]!.content)[0]?.split(/\s+/u).slice(0, 3).join(" ")
    : null;
  return say(
    `Which words should go from ${where}? Quote them, e.g. "remove '${example || "the words"}' from slide ${number}". I changed nothing, and the slide stays.`,
  );
}
