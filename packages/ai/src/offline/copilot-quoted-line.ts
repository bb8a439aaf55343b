import { capitalize } from "./text.ts";
import type { SlideBody } from "@pds/contracts";
import type { CopilotOperation, DeckContext } from "../engine.ts";
import { appendNote, notFound, say, slideName, whichSlide, type Reply } from "./copilot-reply.ts";
import { hasGap } from "./review.ts";
import { parseSlideRef, type SlideRef } from "./slide-refs.ts";
import { findSlide } from "./slide-target.ts";
import { PERSON_NAME } from "./text.ts";

/**
 * A line the founder wrote in quotes, for one slide or several: "stamp 'Confidential — do not forward' on
 * the first and last slides", "can the cover say 'Prepared for Accel · Nov 2025' under the tagline",
 * "under the tagline on slide 1 add 'YC W25 · Seed 2025'", "financials — replace both bracket prompts with
 * 'Detailed model available on request'". The words go on as written: on a cover under the tagline, on a
 * closing slide after its line, on a text slide as a line of its own (in place of its open questions when
 * the founder says so).
 */
export interface QuotedLine {
  targets: SlideRef[];
  text: string;
  /** "replace both bracket prompts with …": the line stands in for the slide's open questions. */
  replacesGaps: boolean;
}

const QUOTE = String.raw`["“'‘]([^"”’]{3,120}?)["”'’]`;

/** "the first and last slides", "the cover and the closing slide": each slide the words name. */
function slidesIn(text: string): SlideRef[] {
  const both =
    /\b(?:first|cover|title slide)\b[^.]*\b(?:and|&)\b[^.]*\b(?:last|closing|thank[- ]you)\b/iu.test(text);
  if (both) return [{ kind: "number", number: 1 }, { kind: "last" }];
  const cover = /\b(?:the\s+)?(?:cover|title slide|first slide|slide 1)\b/iu.test(text);
  if (cover) return [{ kind: "number", number: 1 }];
  const ref =
    parseSlideRef(text) ?? parseSlideRef(`the ${text.trim().replace(/^(?:the|on)\s+/iu, "")} slide`);
  return ref && ref.kind !== "all" ? [ref] : [];
}

/** A person ("Maya Chen, CEO & Co-founder") is the cover's presenter or the closing's name: contact details. */
const PERSON = new RegExp(`^${PERSON_NAME}(?:\\s*[,(—–-].*)?$`, "u");

export function parseQuotedLine(message: string): QuotedLine | null {
  const text = message.trim();
  const quote = new RegExp(QUOTE, "u").exec(text)?.[1];
  if (!quote || PERSON.test(quote.trim()) || /\byour name\b|\bpresenter\b/iu.test(text)) return null;
  const stamp = new RegExp(
    String.raw`\b(?:stamp|add|put|include|write)\s+${QUOTE}\s+(?:on|to|under|onto|at the bottom of)\s+(.+)$`,
    "iu",
  ).exec(text);
  if (stamp?.[1] && stamp[2]) {
    const targets = slidesIn(stamp[2]);
    if (targets.length > 0) return { targets, text: stamp[1], replacesGaps: false };
  }
  // "add a line to the ask: 'detailed financials available on request'".
  const line = new RegExp(
    String.raw`\b(?:add|put|include|write)\s+(?:a|one|this|the)?\s*(?:new\s+)?(?:line|bullet|sentence|note|footnote|point)\s+(?:to|on|under|at the bottom of)\s+(.+?)\s*(?::|—|–|saying|that says|reading)\s*${QUOTE}`,
    "iu",
  ).exec(text);
  if (line?.[1] && line[2]) {
    const targets = slidesIn(line[1]);
    if (targets.length > 0) return { targets, text: line[2], replacesGaps: false };
  }
  const say = new RegExp(
    String.raw`\b(?:can|could)\s+(?:the\s+)?(.+?)\s+(?:say|show|read)\s+${QUOTE}`,
    "iu",
  ).exec(text);
  if (say?.[1] && say[2] && !/\b(?:instead|rather than|not)\b/iu.test(text.slice(say.index))) {
    const targets = slidesIn(say[1]);
    if (targets.length > 0) return { targets, text: say[2], replacesGaps: false };
  }
  const under = new RegExp(
    String.raw`^under the (?:tagline|title) on (.+?),?\s+(?:add|put)\s+${QUOTE}`,
    "iu",
  ).exec(text);
  if (under?.[1] && under[2]) {
    const targets = slidesIn(under[1]);
    if (targets.length > 0) return { targets, text: under[2], replacesGaps: false };
  }
  const gaps = new RegExp(
    String.raw`^(?:the\s+)?(.+?)(?:\s+slide)?\s*(?:[:—–]|\s-)\s.*?\breplace\s+(?:both|all|the|those|these)\s+(?:bracket(?:ed)?\s+)?(?:prompts|questions|placeholders|brackets|gaps)\s+with\s+${QUOTE}`,
    "iu",
  ).exec(text);
  if (gaps?.[1] && gaps[2]) {
    const targets = slidesIn(gaps[1]);
    if (targets.length > 0) return { targets, text: gaps[2], replacesGaps: true };
  }
  return null;
}

/** The body with the line in the place that layout has for it, or null when it has none. */
function bodyWithLine(body: SlideBody, line: string): SlideBody | null {
  if (body.layout === "cover") {
    const field = !body.fields.date || hasGap(body.fields.date) ? "date" : "presenter";
    if (line.length > 40 && field === "date")
      return { ...body, fields: { ...body.fields, presenter: line.slice(0, 80) } };
    return { ...body, fields: { ...body.fields, [field]: line } };
  }
  if (body.layout === "closing") {
    const subline = body.fields.subline ? `${body.fields.subline} · ${line}` : line;
    return subline.length <= 160 ? { ...body, fields: { ...body.fields, subline } } : null;
  }
  return null;
}

export function quotedLineReply(deck: DeckContext, said: QuotedLine): Reply {
  const operations: CopilotOperation[] = [];
  const names: string[] = [];
  const inNotes: string[] = [];
  for (const ref of said.targets) {
    const found = findSlide(ref, deck);
    if (found.kind === "missing") return notFound(deck, ref, "stamp 'Confidential' on slide 1");
    if (found.kind === "ambiguous") return whichSlide(deck, found.indexes, "add the line to");
    const slide = deck.slides[found.index]!;
    names.push(slideName(deck, found.index));
    const body = slide.body && slide.body.layout !== "bullets" ? bodyWithLine(slide.body, said.text) : null;
    if (body) {
      operations.push({ type: "updateSlide", slideId: slide.id, body });
      continue;
    }
    if (slide.body && slide.body.layout !== "bullets") {
      operations.push({ type: "updateSlide", slideId: slide.id, notes: appendNote(slide.notes, said.text) });
      inNotes.push(slideName(deck, found.index));
      continue;
    }
    const lines = slide.content.split("\n").filter((line) => line.trim());
    const kept = said.replacesGaps ? lines.filter((line) => !hasGap(line)) : lines;
    const gone = lines.filter((line) => !kept.includes(line));
    operations.push({
      type: "updateSlide",
      slideId: slide.id,
      content: [...kept, said.text].join("\n"),
      ...(gone.length > 0
        ? { notes: appendNote(slide.notes, `Open questions before: ${gone.join(" / ")}`) }
        : {}),
    });
  }
  const shown = names.filter((name) => !inNotes.includes(name));
  const list = (all: readonly string[]) =>
    all.length === 1 ? all[0]! : `${all.slice(0, -1).join(", ")} and ${all.at(-1)}`;
  const put =
    shown.length > 0
      ? `Put "${said.text}" on ${list(shown)}${said.replacesGaps ? ", in place of its open questions (they are in the speaker notes)" : ""}.`
      : "";
  const noted =
    inNotes.length > 0
      ? `${capitalize(list(inNotes))} ${inNotes.length === 1 ? "is" : "are"} drawn as a layout with no place for a line, so "${said.text}" is in ${inNotes.length === 1 ? "its" : "their"} speaker notes; say "make it a bullet slide" to show it.`
      : "";
  return say([put, noted].filter(Boolean).join(" "), operations);
}
