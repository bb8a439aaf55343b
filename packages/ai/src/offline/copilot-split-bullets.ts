import type { DeckContext } from "../engine.ts";
import { lines } from "./copilot-edits.ts";
import { mentions } from "./copilot-mentions.ts";
import { appendNote, say, slideName, slideOrReply, type Reply } from "./copilot-reply.ts";
import { hasGap } from "./review.ts";
import type { SlideRef } from "./slide-refs.ts";
import { capitalize, stem, words } from "./text.ts";

/**
 * A slide's one long sentence as bullets: "slide 10 is one run-on sentence. one bullet per founder please",
 * "slide 6 put into 3 bullets: match, flag, close", "structure the problem slide as 3 pain points". The
 * sentence is cut at its clauses, every word kept; labels the founder gives lead the bullet they name. A
 * count the slide's words cannot fill leaves a gap to fill rather than an invented point.
 */
export interface SplitBullets {
  target: SlideRef | null;
  count: number | null;
  labels: string[];
}

const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
const INTO =
  /\b(?:split|break|turn|put|structure|restructure|format|lay(?:\s+it)?\s+out|make|convert|rewrite|elaborate|expand|change|redo)\b[^.?!]{0,40}?\b(?:into|as|in)\s+(?:(\d|two|three|four|five|six)\s+)?(?:separate\s+|short\s+|clear\s+|crisp\s+)?(?:bullets?|bullet points?|points|pain points|lines|ones)\b(?:\s*[:—–]\s*([^.!?]+))?/iu;
/** "one bullet per founder", "→ bullets please, one per capability (matching, anomaly flags, close checklist)". */
const PER =
  /\bone\s+(?:bullet\s+|line\s+|point\s+)?(?:per|for each|for every|a)\s+[\p{L}-]+(?:\s*\(([^)]+)\))?/iu;

export function parseSplitBullets(message: string): SplitBullets | null {
  // "add a 'How it works' slide: ingest, match, flag, close. one line per step": the new slide's points.
  if (/\b(?:add|create|insert|new)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:["“][^"”]+["”]\s+)?slide\b/iu.test(message))
    return null;
  // "split it into a CEO line and a CTO line": two lines, one for each.
  const pair =
    /\b(?:split|break)\b[^.?!]{0,20}?\binto\s+(?:a|an|one)\s+[\p{L}\s-]{1,20}?\s+(?:line|bullet)\s+and\s+(?:a|an|one)\s+[\p{L}\s-]{1,20}?\s+(?:line|bullet)s?\b/iu;
  if (pair.test(message)) return { target: mentions(message)[0]?.ref ?? null, count: 2, labels: [] };
  const into = INTO.exec(message);
  const per = PER.exec(message);
  if (!into && !(per && (/\b(?:bullet|line|point)\b/iu.test(per[0]) || /\bbullets\b/iu.test(message))))
    return null;
  const said = into?.[1]?.toLowerCase();
  const count = said ? (COUNTS[said] ?? Number(said)) : null;
  const labels = (into?.[2] ?? per?.[1] ?? "")
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/u)
    .map((label) => label.trim())
    .filter((label) => label.length > 0 && label.split(/\s+/u).length <= 3);
  // "turn slide 6 into bullets" on its own is a layout change; a count, "split", "one per" or labels are not.
  if (into && count === null && labels.length < 2 && !/\b(?:split|break)\b/iu.test(into[0])) return null;
  return {
    target: mentions(message)[0]?.ref ?? null,
    count: count ?? (labels.length >= 2 ? labels.length : null),
    labels: labels.length >= 2 ? labels : [],
  };
}

/** Where a sentence holds two points: "; ", or "and"/"but" before a new subject ("…ex-Stripe and our CTO…"). */
const JOINT =
  /\s*;\s+|,?\s+(?:and|but|while|whereas)\s+(?=(?:we|our|it|its|they|their|he|she|his|her|i)\b)/iu;
/** "We build an AI platform that matches transactions automatically and flags anomalies": what it does, each. */
const DOES = /^(.+?)\s+(?:that|which)\s+(\p{Ll}+s\b.*?)(?:,\s*|\s+)and\s+(\p{Ll}+s\b.*)$/u;

/** A line's points, cut only where a clause ends; a line with one point stays whole. */
function points(line: string): string[] {
  const joint = JOINT.exec(line);
  if (joint) return [line.slice(0, joint.index), line.slice(joint.index + joint[0].length)].flatMap(points);
  const does = DOES.exec(line);
  if (does?.[1] && does[2] && does[3] && words(does[1]).length >= 2) return [does[1], does[2], does[3]];
  return [line];
}

/** The slide's lines cut at their clauses, longest first, until there are `count` (or none cuts further). */
function splitLines(text: string, count: number | null): string[] {
  let out = lines(text).filter((line) => line.trim().length > 0);
  for (;;) {
    if (count !== null && out.length >= count) return out;
    const order = out.map((line, i) => ({ i, size: words(line).length })).sort((x, y) => y.size - x.size);
    const next = order.find(({ i }) => !hasGap(out[i]!) && points(out[i]!).length > 1);
    if (!next) return out;
    const pieces = points(out[next.i]!).map((piece) => capitalize(piece.trim().replace(/[.;,]+$/u, "")));
    out = [...out.slice(0, next.i), ...pieces, ...out.slice(next.i + 1)];
  }
}

/** "match" leads the bullet that says "matches …"; a label no bullet says gets a gap to fill. */
function labelled(bullets: readonly string[], labels: readonly string[]): string[] {
  const left = [...bullets];
  const lead: string[] = [];
  const named = labels.map((label) => {
    const stems = words(label.toLowerCase()).map(stem);
    const at = left.findIndex((bullet) =>
      words(bullet.toLowerCase()).some((word) => stems.includes(stem(word))),
    );
    const bullet = at >= 0 ? left.splice(at, 1)[0]! : `[Add what ${label.toLowerCase()} means]`;
    return `${capitalize(label)}: ${bullet.replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase())}`;
  });
  // What no label names stays, ahead of them ("We build an AI platform").
  lead.push(...left);
  return [...lead, ...named];
}

export function splitBulletsReply(deck: DeckContext, split: SplitBullets): Reply {
  const found = slideOrReply(deck, split.target, "split slide 10 into bullets", "split");
  if ("reply" in found) return found.reply;
  const slide = deck.slides[found.index]!;
  const name = slideName(deck, found.index);
  if (slide.body && slide.body.layout !== "bullets")
    return say(
      `${capitalize(name)} is drawn as a layout, not bullets, so I changed nothing. Say "make slide ${found.index + 1} a bullet slide" first.`,
    );
  const cut = splitLines(slide.content, split.count);
  const bullets = split.labels.length > 0 ? labelled(cut, split.labels) : cut;
  const missing = split.count !== null ? Math.max(0, split.count - bullets.length) : 0;
  const gaps = Array.from({ length: missing }, () => "[Add another point from your own facts]");
  const content = [...bullets, ...gaps].join("\n");
  if (content === slide.content.trim())
    return say(`${capitalize(name)} has no sentence with two points to split, so I changed nothing.`);
  const filled =
    missing > 0
      ? ` Its words made ${bullets.length}; fill the ${missing === 1 ? "gap" : `${missing} gaps`} with your own facts, as I don't invent them.`
      : "";
  return say(`Split ${name} into ${bullets.length + missing} bullets, in your own words.${filled}`, [
    {
      type: "updateSlide",
      slideId: slide.id,
      content,
      notes: appendNote(slide.notes, `Before the split: ${slide.content.trim().replace(/\n/gu, " / ")}`),
    },
  ]);
}
