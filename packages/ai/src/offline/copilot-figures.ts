import { withoutEvents } from "./slide-concepts.ts";
import type { SlideBody } from "@pds/contracts";
import type { CopilotOperation, DeckContext } from "../engine.ts";
import { appendNote, say, slideName, slideOrReply, type Reply } from "./copilot-reply.ts";
import { findFigures, isMoney, replaceFigure } from "./layouts/figures.ts";
import { sectionForPhrase } from "./sections.ts";
import { factDumpReply } from "./copilot-slide-facts.ts";
import { slideOfFigureWords } from "./copilot-figure-kinds.ts";
import { slideWordRef } from "./copilot-message-refs.ts";
import { parseSlideRef, type SlideRef } from "./slide-refs.ts";
import { capitalize, cleanBullet, escapeRegExp as escaped } from "./text.ts";

/**
 * A founder correcting a figure: "our TAM is actually $4B per Gartner, update it", "make the ask slide say
 * we're raising $2M", "change MRR from $18k to $25k on the traction slide". The new figure replaces the
 * slide's figure of the same kind (an amount for an amount, a percentage for a percentage), the old one
 * goes to the speaker notes; with no such figure on the slide, the founder's statement becomes a bullet.
 * Every figure written is the founder's own.
 */
export interface FigureUpdate {
  target: SlideRef | null;
  /** The figure as the founder wrote it ("$4B"). */
  figure: string;
  /** The figure it replaces, when the founder named it ("from $18k to $25k"). */
  replaces: string | null;
  /** Where the figure comes from ("Gartner"), when the message says. */
  source: string;
  /** The founder's sentence, for a slide that has no figure of that kind. */
  statement: string;
}

const ASKS_FOR_CHANGE =
  /^(?:actually|correction|update|fyi)\b|\bstill (?:says|shows|has|lists)\b|\braising (?:our )?prices?\b|\d[\w.%]*(?:\s+\p{L}+){0,2}\s*(?:→|->)\s*\p{Sc}?\d|\bis (?:stale|outdated)\b|\bnow\s*(?:\([^)]*\))?\s*[.!]?$|\d[\w.%]*\s+now,?\s+(?:per|according to|from|says|source)\b|\bnow (?:have|has|are|is|at|serve|count)\b|\b(?:is|are|was|were)\s+(?:actually|now|really|closer to)\b|\bshould\s+(?:be|say|read)\b|\b(?:update|change|set|correct|fix)\b|\bsays?\s+(?:we(?:'re| are| have)|that|it's|our)\b|\bmake\b[^.?!]*\bsay\b|\bwe(?:'ve| have)? (?:just |finally )?(?:hit|reached|crossed|passed|topped|signed)\s+(?:over\s+|about\s+)?\p{Sc}?\d|\bwe(?:'re| are) (?:now )?(?:at|up to)\s+\p{Sc}?\d|\d\S*(?:\s+[\p{L}-]+){0,3}\s*,?\s*(?:not|instead of|rather than)\s+\p{Sc}?\d/iu;

const SOURCE =
  /\b(?:per|according to|source:?|from)\s+((?:the\s+)?[\p{Lu}][\p{L}\p{N}&.'-]*(?:\s+[\p{Lu}][\p{L}\p{N}&.'-]*){0,3})/u;

function subjectRef(message: string): SlideRef | null {
  const named = parseSlideRef(message) ?? slideWordRef(message);
  if (named) return named;
  const subject =
    /^(?:(?:actually|so|hey|ok|okay|fyi|update|correction)[,:]?\s+)*(?:our|my|the)\s+([\p{L}][\p{L}\s-]{1,30}?)\s+(?:is|are|was|should|number|figure)\b/iu.exec(
      message,
    )?.[1];
  if (subject && sectionForPhrase(subject)) return { kind: "phrase", phrase: subject.toLowerCase() };
  // "two from Sam: price is $55/seat": Sam is a teammate, not the SAM.
  const kind = slideOfFigureWords(withoutEvents(message));
  return kind ? { kind: "phrase", phrase: kind } : null;
}

/** The founder's sentence without the request around it: "Our TAM is actually $4B per Gartner, update it" → "Our TAM is $4B per Gartner". */
function statementOf(message: string): string {
  // "update the pricing to $249 per month" → "Pricing: $249 per month".
  const set =
    /^(?:please\s+)?(?:update|change|set|correct|fix)\s+(?:the\s+|our\s+|my\s+)?(.+?)\s+(?:to|as)\s+(.+?)[.!]?$/iu.exec(
      message.trim(),
    );
  if (set?.[1] && set[2] && !/\bslide\b/iu.test(set[1])) return `${capitalize(set[1])}: ${set[2]}`;
  const text = message
    .replace(/[,;]?\s*(?:please\s+)?(?:update|change|fix|correct)\s+(?:it|that|this|the slide)\b.*$/iu, "")
    .replace(/^(?:(?:actually|so|hey|ok|okay|fyi|correction)[,:]?\s+)+/iu, "")
    .replace(/^.*?\bsay(?:s)?\s+(?:that\s+)?/iu, "")
    .replace(/\s+(?:actually|really|now)\b/iu, "")
    .replace(/\s+(?:on|in)\s+(?:the|our|my)\s+[\p{L}\s-]+?\s+slide\b/iu, "");
  return capitalize(cleanBullet(text));
}

/** A line that asks for something rather than states it. */
const REQUEST =
  /^(?:please\s+)?(?:make|give|can|could|would|will|rewrite|reword|add|put|change|shorten|remove|delete|move|swap|turn|show|help|write|create|let|keep|leave)\b|\bslides?\b|\?|\b(?:pls|please|don'?t)\b/iu;

/** "we just signed customer #40", "our 40th customer": a count of 40 customers. */
const NTH_BUYER =
  /\b(?:(customer|client|user|school|clinic|hospital|brand|merchant|member)\s*#\s*(\d[\d,]*)|(?:our\s+|the\s+)?(\d[\d,]*)(?:st|nd|rd|th)\s+(?:paying\s+)?(customer|client|user|school|clinic|hospital|brand|merchant|member))\b/giu;

/** "the MRR target doesn't change": a sentence about what stays names no figure to set. */
const STAYS =
  /\b(?:doesn'?t|does not|won'?t|will not|don'?t|do not)\s+change\b|\b(?:stays?|remains?)\s+(?:the same|as is|unchanged)\b|\bunchanged\b/iu;
/** "SOC 2", "Series A", "ISO 27001": a name with a number in it is no figure. */
const NAMED_NUMBER = /\b(?:SOC|ISO|type|tier|series|level|phase|gen|web|layer|version|v)\s*$/iu;

export function parseFigureUpdate(said: string): FigureUpdate | null {
  const message = said
    .split(/(?<=[.!?])\s+/u)
    .filter((sentence, i, all) => all.length === 1 || !STAYS.test(sentence))
    .join(" ")
    .replace(NTH_BUYER, (...m: string[]) => `${m[2] ?? m[3]} ${m[1] ?? m[4]}s`);
  if (/\?\s*$/u.test(message) || !ASKS_FOR_CHANGE.test(message)) return null;
  // "slide 5" names a slide, not a figure.
  const figures = findFigures(
    message.replace(/\bslides?\s*#?\d+/giu, (ref) => " ".repeat(ref.length)),
  ).filter((figure) => !NAMED_NUMBER.test(message.slice(0, figure.index)));
  // "the ask should be $3M, not $2.5M", "it's $59 per seat per month now, not $49": the first is the new one.
  const corrected = figures.findIndex(
    (figure, i) =>
      i + 1 < figures.length &&
      /^(?:\s+[\p{L}-]+){0,6}\s*,?\s*(?:not|instead of|rather than)\s*$/iu.test(
        message.slice(figure.index + figure.text.length, figures[i + 1]!.index),
      ),
  );
  // "change 2.5M to 3M": read apart, not as the range "2.5M to 3M".
  const changed =
    /\b(?:change|update|set|make|fix|correct|bump)\s+(?:[^\d\s]+\s+){0,3}?(\p{Sc}?\d[\d.,]*(?:\s?[kKmMbB]|%)?)\s+(?:to|into|->|→)\s+(\p{Sc}?\d[\d.,]*(?:\s?[kKmMbB]|%)?)(?![\d\p{L}%])/u.exec(
      message,
    );
  if (changed?.[1] && changed[2]) {
    return {
      target: subjectRef(message),
      figure: changed[2].trim(),
      replaces: changed[1].trim(),
      source: "",
      statement: statementOf(message),
    };
  }
  // "$150k MRR in 18 months": a span of time is when, not the figure.
  const spans = (figure: { text: string; index: number }) =>
    /^\s*(?:months?|mo|years?|yrs?|weeks?|days?|quarters?)\b/iu.test(
      message.slice(figure.index + figure.text.length),
    );
  // "$59/seat on nov 1", "by March 2026": a date is when, not the figure.
  const dated = (figure: { text: string; index: number }) =>
    /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*$/iu.test(
      message.slice(0, figure.index),
    ) || /^(?:st|nd|rd|th)\b/iu.test(message.slice(figure.index + figure.text.length));
  const lastFigure = figures.filter((figure) => !spans(figure) && !dated(figure)).at(-1) ?? figures.at(-1);
  const last = corrected >= 0 ? figures[corrected] : lastFigure;
  if (!last) return null;
  const fromTo =
    figures.length >= 2 &&
    /\bfrom\b[^.?!]*\bto\b|\d[\w.%]*(?:\s+\p{L}+){0,2}\s*(?:→|->)\s*\p{Sc}?\d/iu.test(message);
  const replaced =
    corrected >= 0 ? figures[corrected + 1]!.text : fromTo ? figures[figures.length - 2]!.text : null;
  return {
    target: subjectRef(message),
    figure: last.text,
    // "MoM is 13% not 15": the old figure in the new one's unit.
    replaces: replaced && /%$/u.test(last.text) && /^\d[\d.,]*$/u.test(replaced) ? `${replaced}%` : replaced,
    source: SOURCE.exec(message.slice(last.index))?.[1] ?? "",
    statement: statementOf(message),
  };
}

type FigureKind = "money" | "percent" | "count";
const kindOf = (figure: string): FigureKind =>
  isMoney(figure) ? "money" : figure.endsWith("%") ? "percent" : "count";

/** How many of the label's words the founder's message uses ("paying customers" in "we have 40 paying customers"). */
function overlap(label: string, message: string): number {
  const said = new Set(message.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
  return (label.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((word) => said.has(word)).length;
}

/** Of the candidates that fit, the one whose words the message uses most (the first on a tie). */
function best<T>(
  candidates: readonly T[],
  fits: (c: T) => boolean,
  words: (c: T) => string,
  message: string,
) {
  let chosen: T | null = null;
  let score = -1;
  for (const candidate of candidates) {
    if (!fits(candidate)) continue;
    const s = overlap(words(candidate), message);
    if (s > score) [chosen, score] = [candidate, s];
  }
  return chosen;
}

/** The figure in `text` the update replaces: the one named, else one of its kind in the line the message echoes. */
function matchingFigure(text: string, update: FigureUpdate): string | null {
  if (update.replaces)
    return findFigures(text).some((f) => f.text === update.replaces) ? update.replaces : null;
  const figures = text
    .split("\n")
    .flatMap((line) => findFigures(line).map((f) => ({ line, text: f.text, index: f.index })));
  // "change the price to 69 a seat": a bare number said as a price is money.
  const priced =
    /^\d/u.test(update.figure) &&
    /\b(?:price|pricing|charge|costs?|bucks)\b|\ba seat\b|\/\s*seat\b/iu.test(update.statement);
  const kind = priced ? "money" : kindOf(update.figure);
  // "$49 per seat" is a price a seat: "smallest contract is $490/mo" is another measure, not its update.
  const perSeat = (line: string, at: number, figure: string) =>
    /^\s*(?:\/|per|a)\s*(?:seat|user|licen[cs]e)\b/iu.test(line.slice(at + figure.length));
  const said = findFigures(update.statement).find((f) => f.text === update.figure);
  // "the pricing to $249 per month" is still the seat price; a contract, a minimum or a total is not.
  const otherMeasure =
    /\b(?:contracts?|minimum|floor|smallest|largest|total|per (?:customer|account|entity|company)|acv|arr|mrr)\b/iu.test(
      update.statement,
    );
  const saidPerSeat = !otherMeasure || (said ? perSeat(update.statement, said.index, said.text) : false);
  return (
    best(
      figures,
      (f) => kindOf(f.text) === kind && (!perSeat(f.line, f.index, f.text) || saidPerSeat),
      (f) => f.line,
      update.statement,
    )?.text ?? null
  );
}

/** The layout's fields with the figure set, and the figure it replaced; null when the layout has no place for it. */
/** "change 2.5M to 3M" on a round of "$2.5M": the new amount keeps the round's currency ("$3M"). */
function inCurrencyOf(body: SlideBody | undefined, update: FigureUpdate): FigureUpdate {
  if (body?.layout !== "ask" || !update.replaces || kindOf(update.figure) === "money") return update;
  if (!sameFigure(update.replaces, body.fields.amount)) return update;
  const currency = /^\D+/u.exec(body.fields.amount)?.[0] ?? "";
  return { ...update, figure: `${currency}${update.figure}` };
}

/** "2.5M" is the "$2.5M" on the slide, and "12" the "$12B": the same figure, its currency or scale unsaid. */
function sameFigure(said: string, shown: string): boolean {
  const bare = (figure: string) => figure.toLowerCase().replace(/[^\d.,kmbt%]/gu, "");
  const [a, b] = [bare(said), bare(shown)];
  return a === b || (a.length > 0 && b.startsWith(a) && /^[kmbt]$/u.test(b.slice(a.length)));
}

/** The metric a figure names after it ("MRR" in "reach $150k MRR"): a milestone, not the round's amount. */
const metricAfter = (update: FigureUpdate) =>
  new RegExp(`${escaped(update.figure)}\\s+(MRR|ARR|GMV|revenue|run-rate|customers|users)\\b`, "iu").exec(
    update.statement,
  )?.[1];

function updateBody(
  body: SlideBody,
  update: FigureUpdate,
): { body: SlideBody; old: string; figure?: string } | null {
  // "the ask should say reach $150k MRR": the milestone of that metric, not the round's amount.
  const metric = metricAfter(update);
  if (body.layout === "ask" && metric) {
    const unit = new RegExp(`^\\s+${metric}\\b`, "iu");
    const text = body.fields.milestones;
    const milestone = findFigures(text).find((f) => unit.test(text.slice(f.index + f.text.length)));
    if (!milestone) return null;
    // "… $150k MRR in 18 months": the deadline comes along.
    const by =
      /\b(?:in|within|by)\s+(?:\d+|the next \d+)\s+(?:months?|years?|quarters?)\b|\bby\s+(?:Q[1-4]\s+)?20\d\d\b/iu.exec(
        update.statement,
      )?.[0];
    const replaced = replaceFigure(text, milestone.text, update.figure);
    const milestones =
      by && !replaced.includes(by)
        ? replaced.replace(new RegExp(`(${escaped(update.figure)}\\s+\\S+)`, "u"), `$1 ${by}`)
        : replaced;
    return { body: { ...body, fields: { ...body.fields, milestones } }, old: milestone.text };
  }
  const replacesAmount =
    body.layout === "ask" && !!update.replaces && sameFigure(update.replaces, body.fields.amount);
  if (
    body.layout === "ask" &&
    (kindOf(update.figure) === "money" || replacesAmount) &&
    !metric &&
    (!update.replaces || replacesAmount)
  ) {
    return { body: { ...body, fields: { ...body.fields, amount: update.figure } }, old: body.fields.amount };
  }
  if (body.layout === "bigNumbers") {
    const metrics = body.fields.metrics;
    // "we have 120 users now": users are not the "paying customers" card.
    const noun = new RegExp(
      `${escaped(update.figure)}\\s+(?:paying\\s+|active\\s+|monthly\\s+)?(users|seats|members|downloads|signups|sign-ups|visitors|installs)\\b`,
      "iu",
    ).exec(update.statement)?.[1];
    const metric = best(
      metrics,
      (m) =>
        (!noun || new RegExp(`\\b${escaped(noun)}\\b`, "iu").test(m.label)) &&
        (update.replaces
          ? sameFigure(update.replaces, m.value)
          : kindOf(m.value) === kindOf(update.figure) ||
            /^\[/u.test(m.value) ||
            // "mrr's 23k now": the card the founder names, its currency unsaid.
            (kindOf(m.value) === "money" &&
              /\d[kKmMbB]$/u.test(update.figure) &&
              overlap(m.label, update.statement) > 0)),
      // "SAM is $2B now": the card whose gap says "[Add SAM]", not the TAM beside it.
      (m) => `${m.label} ${/^\[/u.test(m.value) ? m.value : ""}`,
      update.statement,
    );
    if (!metric) return null;
    const at = metrics.indexOf(metric);
    const value =
      kindOf(metric.value) === "money" && kindOf(update.figure) !== "money"
        ? `${/^\D+/u.exec(metric.value)?.[0] ?? ""}${update.figure}`
        : update.figure;
    const next = metrics.map((m, i) =>
      i === at ? { ...m, value, ...(update.source ? { source: update.source } : {}) } : m,
    );
    return { body: { ...body, fields: { ...body.fields, metrics: next } }, old: metric.value, figure: value };
  }
  return null;
}

/** A headline that states the old figure states the new one ("…is $12B according to Gartner" → "…is $4B…"). */
function retitled(title: string, old: string, update: FigureUpdate): { title?: string } {
  const next = replaceFigure(title, old, update.figure);
  return next !== title ? { title: next } : {};
}

export function setFigureReply(deck: DeckContext, said: FigureUpdate): Reply {
  // "change 15% to 12%": the one slide showing the figure it replaces (a bare "10" is too common to tell).
  const held = said.replaces && /[%\p{Sc}]|\d\s?[kmb]\b/iu.test(said.replaces) ? said.replaces : null;
  const target = said.target ?? (held ? { kind: "holding" as const, words: held } : null);
  const found = slideOrReply(deck, target, "the TAM on the market slide is $4B", "update");
  if ("reply" in found) return found.reply;
  const slide = deck.slides[found.index]!;
  // "we hit 40 custs and $22k mrr": one card each.
  const pieces = said.replaces
    ? []
    : said.statement
        .split(/,\s+|\s+and\s+/u)
        // "update slide 8 with 27k MRR, slide 3 is fine", "closed #41 and #42": a slide's or a deal's number is no figure.
        .filter((p) => findFigures(p.replace(/\bslides?\s*#?\d{1,2}\b|#\d+/giu, "")).length > 0);
  if (slide.body?.layout === "bigNumbers" && pieces.length >= 2)
    return factDumpReply(deck, { target: { kind: "number", number: found.index + 1 }, items: pieces });
  let update = inCurrencyOf(slide.body, said);
  const name = slideName(deck, found.index);
  const changed = slide.body ? updateBody(slide.body, update) : null;
  if (changed?.figure) update = { ...update, figure: changed.figure };
  if (changed?.old === update.figure)
    return say(`${capitalize(name)} already says ${update.figure}, so I changed nothing.`);
  if (changed) {
    const notes = appendNote(slide.notes, `Before the update: ${changed.old}.`);
    return say(
      `Updated ${name}: ${changed.old} → ${update.figure}. The old figure is in the speaker notes.`,
      [
        {
          type: "updateSlide",
          slideId: slide.id,
          body: changed.body,
          notes,
          ...retitled(slide.title, changed.old, update),
        },
      ],
    );
  }
  if (slide.body && slide.body.layout !== "bullets") {
    return say(
      `${capitalize(name)} has no place for ${update.figure} in its layout, so I changed nothing. Edit the slide, or say "make ${name.replace(/^slide \d+ \(the (.+) slide\)$/u, "the $1 slide")} a bullet slide" first.`,
    );
  }
  const old = matchingFigure(slide.content, update);
  // "change the price to 69 a seat" on "$49 per seat": the new price in the old one's currency.
  const currency = old && /^\d/u.test(update.figure) ? (/^\p{Sc}/u.exec(old)?.[0] ?? "") : "";
  const priced = currency ? { ...update, figure: `${currency}${update.figure}` } : update;
  if (old === priced.figure)
    return say(`${capitalize(name)} already says ${priced.figure}, so I changed nothing.`);
  // "the 40 hrs/mo stat is stale… says 52 hrs": a figure only the headline states.
  const inTitle = old ? null : matchingFigure(slide.title, update);
  if (inTitle && inTitle !== priced.figure) {
    return say(
      `Updated ${name}: ${inTitle} → ${priced.figure} in its title. The old figure is in the speaker notes.`,
      [
        {
          type: "updateSlide",
          slideId: slide.id,
          title: replaceFigure(slide.title, inTitle, priced.figure),
          notes: appendNote(slide.notes, `Before the update: ${inTitle}.`),
        },
      ],
    );
  }
  // "make slides 3 and 6 less jargony…": a request is never pasted onto a slide as its new line.
  if (!old && REQUEST.test(update.statement)) {
    return say(
      `I couldn't tell which figure on ${name} should change, so I changed nothing. Say it as "the MRR is now $25k".`,
    );
  }
  const operation: CopilotOperation = old
    ? {
        type: "updateSlide",
        slideId: slide.id,
        content: replaceFigure(slide.content, old, priced.figure),
        notes: appendNote(slide.notes, `Before the update: ${old}.`),
        ...retitled(slide.title, old, priced),
      }
    : {
        type: "updateSlide",
        slideId: slide.id,
        content: `${slide.content.trim()}\n${update.statement}`.trim(),
      };
  return say(
    old
      ? `Updated ${name}: ${old} → ${priced.figure}. The old figure is in the speaker notes.`
      : `${capitalize(name)} had no figure like ${priced.figure}, so I added your line: "${update.statement}".`,
    [operation],
  );
}
