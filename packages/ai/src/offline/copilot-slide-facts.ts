import { figureList } from "./copilot-slide-items.ts";
import { changedCards, FIGURE_CHANGE, slideOfFigureWords } from "./copilot-figure-kinds.ts";
import { correctsWhatIsNotThere } from "./copilot-correction.ts";
import { placeholder, type FundShare, type Metric, type SlideBody } from "@pds/contracts";
import type { CopilotOperation, DeckContext } from "../engine.ts";
import { appendNote, say, slideName, slideOrReply, type Reply } from "./copilot-reply.ts";
import { findFigures, replaceFigure } from "./layouts/figures.ts";
import { hasGap } from "./review.ts";
import { cardFact, filledMetric, stems, type CardFact } from "./copilot-fill-card.ts";
import { sectionForPhrase, SECTIONS } from "./sections.ts";
import { parseSlideRef, type SlideRef } from "./slide-refs.ts";
import { capitalize, cleanBullet } from "./text.ts";

/**
 * Facts handed over in a structure rather than a sentence: "financials: revenue 600k 2025 / 2.4M 2026,
 * burn ~90k/mo", "SAM = $3B (US mid-market, our own analysis). plug it in", "on the raise slide add use of
 * funds: 50% eng, 30% sales, 20% ops". Each item answers the slide's open question it matches (a gap line,
 * a "[Add SAM]" card, the ask's use of funds); the rest become bullets, or notes on a layout with no room.
 */
export interface FactDump {
  target: SlideRef;
  /** The founder's items, each as a line ("Burn ~90k/mo, 14 mo runway"). */
  items: string[];
  /** "slide 7 still says $49 flat": the figure the items replace; its line goes to the speaker notes. */
  stale?: string;
  /** The one item already read as a card ("SAM: $2.6B …"), for a slide of cards. */
  card?: CardFact;
}

/** Words naming what a figure measures, and the slide they belong on. */
const CONCEPTS: ReadonlyArray<[RegExp, string]> = [
  [/^(?:TAM|SAM|SOM|market size|addressable market)$/iu, "market"],
  [/^(?:use of funds|uses of funds|the raise|raise|round)$/iu, "the ask"],
  [/^(?:burn|burn rate|runway|revenue projections?|projections?|forecasts?)$/iu, "financials"],
  [/^(?:pricing|price|prices)$/iu, "business model"],
  [/^(?:MRR|ARR|GMV|KPIs?|metrics)$/iu, "traction"],
];

/** A request closing the dump: "plug it in", "update it", "add it pls". */
const CLOSING_REQUEST =
  /[.,;!]?\s*(?:pls\s+|please\s+|can you\s+|just\s+)?(?:(?:plug|put|add|update|stick|drop|throw|pop)\s+(?:it|that|this|them|these|both)\b(?:\s+in)?|(?:replace|fill(?: in)?|answer)\s+the\s+(?:questions|brackets|placeholders|gaps)\b)[^.]*[.!]*$/iu;

/** "SAM = $3B …" keeps its concept; "financials: …" is only the slide's name. */
export function headRef(head: string): { ref: SlideRef; concept: boolean } | null {
  const words = head.trim().replace(/\s+slide$/iu, "");
  const concept = CONCEPTS.find(([pattern]) => pattern.test(words));
  if (concept) return { ref: { kind: "phrase", phrase: concept[1] }, concept: true };
  const key = sectionForPhrase(words);
  const named =
    key &&
    [SECTIONS[key].title, ...SECTIONS[key].aliases].some(
      (alias) => alias.toLowerCase() === words.toLowerCase().replace(/^the\s+/u, ""),
    );
  if (named) return { ref: { kind: "phrase", phrase: words.toLowerCase() }, concept: false };
  // "new hires: …": people for the team slide.
  if (/^(?:new hires?|hires)$/iu.test(words))
    return { ref: { kind: "phrase", phrase: "team" }, concept: false };
  return null;
}

function itemsOf(rest: string): string[] {
  return (
    rest
      .replace(CLOSING_REQUEST, "")
      .split(/\.\s+(?=\p{L})|;\s+|\n+/u)
      .map((item) => cleanBullet(item.trim().replace(/[.!]+$/u, "")))
      .filter((item) => item.length > 0)
      // "FY27 3.6M revenue — burn 95k monthly — runway 16 months": a figure each side of a dash is a point each.
      .flatMap((item) => {
        const pieces = item.split(/\s+[—–]\s+/u);
        return pieces.length > 1 && pieces.every((piece) => /\d/u.test(piece)) ? pieces : [item];
      })
      .flatMap((item) => figureList(item) ?? [item])
      .map(capitalize)
  );
}

/** Words a founder opens a dump with: "fill in financials: …", "update traction: …". */
const LEAD_VERB =
  /^(?:(?:pls|please|ok|okay|so)\s+)?(?:fill in|fill out|update|add to|add|put on|for|on)\s+/iu;
/** A head that only says figures follow: "numbers changed: MRR is $24k now, 41 paying customers". */
const NUMBERS_HEAD =
  /^(?:(?:new|updated|latest|current)\s+)?(?:numbers|metrics|kpis|stats)(?:\s+(?:changed|update|updated))?$/iu;
/** A request word opening the rest: "traction: can you make it punchier" hands over no facts. */
const ASKS_INSTEAD =
  /^(?:can|could|would|pls|please|make|shorten|rewrite|tighten|fix|delete|remove|move|is|are|what|why|how)\b|\b(?:replace|change|swap|turn|rewrite|reword)\s+(?:it|this|that)\s+(?:with|to|into|for)\b/iu;
const ADDING = /^(?:(?:also\s+)?(?:add|put|include|mention|note|list|say))\s+(?:that\s+)?/iu;

/** "the raise slide should have use of funds — 50% eng…", "team slide, add our advisor Dana Lee…". */
const SLIDE_THEN_FACTS =
  /^(?:(?:on|to|in|for)\s+)?((?:the|my|our)\s+[\p{L}\s-]+?\s+slide|[\p{L}-]+(?:\s+[\p{L}-]+)?\s+slide|slide\s+\d+)\s*(\([^)]*\))?\s*(?:,|:|—|–)?\s+(?:(?:should|needs? to|must)\s+(?:have|show|include|list|mention|say)|(?:also\s+)?(?:add|put|include|mention|note|list))\s+(?:that\s+)?(.+)$/iu;

/** "Why now is one line. Beef it up: LLMs got good enough…, and CFOs are under pressure". */
const EXPAND_WITH =
  /^(.*?)\b(?:beef (?:it|this|that) up|flesh (?:it|this|that) out|expand (?:on )?(?:it|this|that)|bulk (?:it|this) up|fill (?:it|this) in)\s*(?:with)?\s*[:—–-]\s*(.+)$/isu;

function refAtStart(head: string): SlideRef | null {
  const named = parseSlideRef(head);
  if (named) return named;
  const opening = /^(?:the\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)\b/iu.exec(head.trim())?.[1] ?? "";
  const words = opening.split(/\s+/u);
  for (const size of [2, 1]) {
    const phrase = words.slice(0, size).join(" ");
    if (words.length >= size && headRef(phrase)) return headRef(phrase)!.ref;
  }
  return null;
}

export function parseFactDump(message: string): FactDump | null {
  const text = message.trim();
  const expand = EXPAND_WITH.exec(text);
  if (expand?.[1] && expand[2]) {
    const target = refAtStart(expand[1]);
    const items = expand[2].split(/,?\s+and\s+(?=\p{Ll}*\p{L}+\s+(?:are|is|got|have|has|can|will)\b)|;\s+/u);
    if (target)
      return {
        target,
        items: items.map((item) => capitalize(cleanBullet(item.trim().replace(/[.!]+$/u, "")))),
      };
  }
  // "on the money slide (the raise one) add use of funds: 50% eng, …"
  const onSlide = SLIDE_THEN_FACTS.exec(text);
  if (onSlide?.[1] && onSlide[3]) {
    const ref = parseSlideRef(
      /\bslide\b/iu.test(onSlide[1]) && !/^(?:the|my|our)\b/iu.test(onSlide[1])
        ? `the ${onSlide[1]}`
        : onSlide[1],
    );
    const aside = onSlide[2] ? headRef(onSlide[2].replace(/[()]|\b(?:the|one)\b/giu, " ").trim()) : null;
    const target = aside?.ref ?? ref;
    const rest = onSlide[3].replace(/\bw\/\s*/giu, "with ");
    return target
      ? {
          target,
          items:
            findFigures(rest).length > 0
              ? itemsOf(rest)
              : [capitalize(cleanBullet(rest.replace(/[.!]+$/u, "")))],
        }
      : null;
  }
  // "Slide 11 — burn: 95k USD per month, runway: 19 months": figures for the slide numbered.
  const numbered = /^slide\s*(\d{1,2})\s*(?::|—|–|\s-)\s*(.+)$/isu.exec(text);
  const facts = numbered?.[2] && findFigures(numbered[2]).length > 0 && !FIGURE_CHANGE.test(numbered[2]);
  if (numbered?.[2] && facts && !ASKS_INSTEAD.test(numbered[2]))
    return { target: { kind: "number", number: Number(numbered[1]) }, items: itemsOf(numbered[2]) };
  const labelled = /^([\p{L}][\p{L}\s-]{1,40}?)(?:\s*(?::|=|—|–)|\s+-)\s*(.+)$/su.exec(text);
  if (!labelled?.[1] || !labelled[2]) return null;
  const headText = labelled[1].replace(LEAD_VERB, "");
  const rest = labelled[2].replace(ADDING, "");
  const figures = findFigures(rest).length > 0;
  if (NUMBERS_HEAD.test(headText) && figures) {
    const kind = slideOfFigureWords(rest);
    return kind ? { target: { kind: "phrase", phrase: kind }, items: itemsOf(rest) } : null;
  }
  if (FIGURE_CHANGE.test(rest)) return null;
  const head = headRef(headText);
  // Without a figure, only a slide named outright takes words that are no request ("traction - add customer logos: …").
  const asked = rest !== labelled[2] || headText !== labelled[1];
  if (!head || ASKS_INSTEAD.test(rest) || (!figures && (head.concept || !asked))) return null;
  const items =
    figures || /\n/u.test(rest.trim())
      ? itemsOf(rest)
      : [capitalize(cleanBullet(rest.replace(/[.!]+$/u, "")))];
  if (items.length === 0) return null;
  if (head.concept) items[0] = `${headText.trim()}: ${items[0]}`;
  return { target: head.ref, items };
}

/** The slide's lines with each item on the gap line it answers, or appended. */
function answeredLines(
  slide: { content: string },
  items: readonly string[],
): { lines: string[]; filled: number } {
  const lines = slide.content.split("\n").filter((line) => line.trim());
  let filled = 0;
  for (const item of items) {
    const words = stems(item);
    const gap = lines.findIndex((line) => hasGap(line) && [...stems(line)].some((w) => words.has(w)));
    if (gap >= 0) {
      lines[gap] = item;
      filled += 1;
    } else if (!lines.some((line) => line.toLowerCase() === item.toLowerCase())) lines.push(item);
  }
  return { lines, filled };
}

/** "Use of funds: 50% eng, 30% sales, 20% ops" → three shares; null unless every share has a percentage. */
export function fundShares(item: string): FundShare[] | null {
  const list = item.replace(/^.*?\buses? of funds\s*[:—–-]?\s*/iu, "");
  if (list === item) return null;
  const shares = list.split(/\s*(?:,|\/|\+|\band\b)\s*/u).map((part) => {
    const first = /^(\d{1,3})\s?%\s*(?:on|to|for|in|of)?\s*(.+)$/u.exec(part);
    const last = /^(.+?)\s*[:-]?\s*(\d{1,3})\s?%$/u.exec(part);
    const [percent, label] = first ? [first[1], first[2]] : last ? [last[2], last[1]] : [];
    const value = Number(percent);
    return value > 0 && value <= 100 && label ? { label: capitalize(label.trim()), percent: value } : null;
  });
  return shares.length > 0 && shares.every(Boolean) ? (shares as FundShare[]) : null;
}

/** "add a row 'Works with QuickBooks' → Ledgerly yes, BlackLine no": a criterion and each column's answer. */
function withRow(body: Extract<SlideBody, { layout: "comparison" }>, item: string): SlideBody | null {
  const row =
    /^(?:add\s+)?(?:a\s+)?(?:new\s+)?(?:row|criterion|line)?\s*[:—–-]?\s*["“'‘]?([^"”'’→:]{3,60}?)["”'’]?\s*(?:→|->|:|—|–)\s*(.+)$/iu.exec(
      item.trim(),
    );
  if (!row?.[1] || !row[2]) return null;
  // "blackline partial (rules only, no ML)": a comma inside brackets is part of the answer.
  const answers = row[2].split(/\s*[,;]\s*(?![^()]*\))|\s+and\s+(?![^()]*\))/u);
  const both = /^(?:both|all)\s+(.+)$/iu.exec(answers[0]?.trim() ?? "")?.[1];
  const cells = body.fields.columns.map((column) => {
    const said = answers.find((answer) => answer.toLowerCase().startsWith(column.toLowerCase()));
    const raw = (both ?? said?.slice(column.length))?.trim();
    const value = raw?.toLowerCase();
    if (!raw || !value) return placeholder("detail");
    if (/^(?:yes|y|✓|✔|true|has it)$/u.test(value)) return true;
    if (/^(?:no|n|✗|✘|x|false|doesn'?t)$/u.test(value)) return false;
    return capitalize(raw);
  });
  if (cells.every((cell) => typeof cell === "string" && hasGap(cell)) || body.fields.rows.length >= 6)
    return null;
  return {
    layout: "comparison",
    fields: { ...body.fields, rows: [...body.fields.rows, { criterion: capitalize(row[1].trim()), cells }] },
  };
}

function bodyWith(body: SlideBody, items: readonly string[], card?: CardFact): SlideBody | null {
  if (body.layout === "comparison") {
    return items.reduce<SlideBody | null>(
      (current, item) =>
        withRow((current ?? body) as Extract<SlideBody, { layout: "comparison" }>, item) ?? current,
      null,
    );
  }
  if (body.layout === "ask") {
    const shares = fundShares(items.join(", ")) ?? items.map(fundShares).find(Boolean);
    return shares ? { ...body, fields: { ...body.fields, useOfFunds: shares } } : null;
  }
  if (body.layout === "bigNumbers") {
    // "40 customers, 22k MRR": one card each.
    const facts = card
      ? [card]
      : items
          .flatMap((item) => {
            const pieces = item.split(/,\s+/u);
            return pieces.every((piece) => findFigures(piece).length > 0) ? pieces : [item];
          })
          .map(cardFact);
    const metrics = facts.reduce<Metric[] | null>(
      (current, fact) => (fact && filledMetric(current ?? body.fields.metrics, fact)) ?? current,
      null,
    );
    return metrics ? { ...body, fields: { metrics } } : null;
  }
  return null;
}

/** The founder's figures a new body no longer shows: "$12B (The US market …)". */
function replacedFigures(before: SlideBody, after: SlideBody): string {
  if (before.layout !== "bigNumbers" || after.layout !== "bigNumbers") return "";
  return before.fields.metrics
    .filter((metric, i) => !hasGap(metric.value) && after.fields.metrics[i]?.value !== metric.value)
    .map((metric) => `${metric.value} (${metric.label}${metric.source ? `, ${metric.source}` : ""})`)
    .join("; ");
}

/** A headline that quoted the old figures quotes the new ones: "32 paying customers" → "40 paying customers". */
function retitled(title: string, before: SlideBody, after: SlideBody): string {
  if (before.layout !== "bigNumbers" || after.layout !== "bigNumbers") return title;
  return before.fields.metrics.reduce((text, metric, i) => {
    const next = after.fields.metrics[i]?.value;
    // A card that now measures something else ("NRR 112% instead of 15% MoM") leaves the title's claim alone.
    const same = after.fields.metrics[i]?.label === metric.label;
    if (!next || next === metric.value || hasGap(metric.value) || !same) return text;
    return replaceFigure(text, metric.value, next);
  }, title);
}

export function factDumpReply(deck: DeckContext, dump: FactDump): Reply {
  const found = slideOrReply(deck, dump.target, "financials: revenue $600k in 2025", "add to");
  if ("reply" in found) return found.reply;
  const slide = deck.slides[found.index]!;
  const name = slideName(deck, found.index);
  const absent = correctsWhatIsNotThere(slide, dump.items);
  if (absent)
    return say(`${capitalize(name)} doesn't say "${absent}", so I changed nothing. Which slide says it?`);
  const listed = dump.items.map((item) => `"${item}"`).join(", ");
  if (slide.body && slide.body.layout !== "bullets") {
    const body = bodyWith(slide.body, dump.items, dump.card);
    if (body) {
      const was = replacedFigures(slide.body, body);
      const notes = was ? { notes: appendNote(slide.notes, `Before: ${was}`) } : {};
      const title = retitled(slide.title, slide.body, body);
      const renamed = title === slide.title ? {} : { title };
      const moved = was ? ` The figures it replaced (${was}) are in the speaker notes.` : "";
      // A comparison says which rows it gained, not the founder's instruction back.
      const rows =
        slide.body.layout === "comparison" && body.layout === "comparison"
          ? body.fields.rows.slice(slide.body.fields.rows.length).map((row) => `"${row.criterion}"`)
          : [];
      const put =
        rows.length > 0
          ? `Added the row${rows.length > 1 ? "s" : ""} ${[rows.slice(0, -1).join(", "), rows.at(-1)].filter(Boolean).join(" and ")} to ${name}`
          : `Put ${changedCards(slide.body, body) ?? listed} on ${name}`;
      return say(`${put}.${moved}`, [{ type: "updateSlide", slideId: slide.id, body, ...notes, ...renamed }]);
    }
    const notes = dump.items.reduce((all, item) => appendNote(all, item), slide.notes);
    // "add NRR 112% to traction" on a slide of three numbers: which one it could stand in for.
    const full = slide.body.layout === "bigNumbers" ? slide.body.fields.metrics : [];
    if (full.length >= 3)
      return say(
        `${capitalize(name)} already shows ${full.length} numbers, the most its layout holds, so I put ${listed} in its speaker notes. To show it instead of one, say "slide ${found.index + 1}: ${dump.items[0]} instead of ${full.at(-1)!.value} ${full.at(-1)!.label}".`,
        [{ type: "updateSlide", slideId: slide.id, notes }],
      );
    return say(
      `${capitalize(name)} is drawn as a layout with no place for these lines, so I put ${listed} in its speaker notes.`,
      [{ type: "updateSlide", slideId: slide.id, notes }],
    );
  }
  const stale = dump.stale;
  const kept = stale ? slide.content.split("\n").filter((line) => !line.includes(stale)) : [];
  const gone = stale ? slide.content.split("\n").filter((line) => line.includes(stale)) : [];
  const { lines, filled } = answeredLines(gone.length > 0 ? { content: kept.join("\n") } : slide, dump.items);
  const content = lines.join("\n");
  if (content === slide.content.trim())
    return say(`${capitalize(name)} already says that, so I changed nothing.`);
  const notes = gone.length > 0 ? { notes: appendNote(slide.notes, `Before: ${gone.join(" / ")}`) } : {};
  const operation: CopilotOperation = { type: "updateSlide", slideId: slide.id, content, ...notes };
  const answered =
    filled > 0 ? `, answering ${filled === 1 ? "an open question" : `${filled} open questions`}` : "";
  const replaced = gone.length > 0 ? ` in place of "${gone.join(" / ")}", which is in the speaker notes` : "";
  return say(`Added ${listed} to ${name}${replaced}${answered}.`, [operation]);
}
