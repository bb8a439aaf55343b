import { fieldMax, type ComparisonCell, type SlideBody } from "@pds/contracts";
import type { DeckContext } from "../engine.ts";
import { appendNote, say, slideName, slideOrReply, type Reply } from "./copilot-reply.ts";
import { parseSlideRef, type SlideRef } from "./slide-refs.ts";
import { capitalize } from "./text.ts";
import { sectionOfSlide } from "./review.ts";

/**
 * A comparison table pasted a row a line, each row a criterion then every company's answer:
 * "rebuild the table:\nmulti-entity consolidation: us yes / FloQast partial / Numeric no\nprice: us $390/entity
 * / FloQast ~$1.2k+/mo / Numeric per seat". The table replaces the one on the slide, columns and all.
 */
export interface RebuiltTable {
  target: SlideRef;
  columns: string[];
  rows: Array<{ criterion: string; cells: ComparisonCell[] }>;
}

/** "us yes", "FloQast ~$1.2k+/mo": who, then the answer. */
const CELL = /^(\p{L}[\p{L}\d.&'’-]*(?:\s+\p{Lu}[\p{L}\d.&'’-]*)?)\s+(.+)$/u;
const US = /^(?:us|we|ours)$/iu;

function row(line: string): { criterion: string; said: Array<[string, string]> } | null {
  const split = /^([^:—–]{2,60}?)\s*(?::|—|–)\s*(.+)$/u.exec(line.trim().replace(/^[-•*]\s+/u, ""));
  if (!split?.[1] || !split[2]) return null;
  const said = split[2].split(/\s+\/\s+|\s*\|\s*/u).map((cell) => CELL.exec(cell.trim()));
  if (said.length < 2 || !said.every(Boolean)) return null;
  return { criterion: split[1].trim(), said: said.map((cell) => [cell![1]!, cell![2]!.trim()]) };
}

function cell(answer: string): ComparisonCell {
  if (/^(?:yes|y|✓|✔)$/iu.test(answer)) return true;
  if (/^(?:no|n|✗|✘|none)$/iu.test(answer)) return false;
  return capitalize(answer).slice(0, fieldMax.short);
}

/**
 * A pasted pipe table with a header row: "Feature | Ledgerly | BlackLine | FloQast" over "Setup time | 1 day
 * | 3–6 months | 4–8 weeks". The first company named is the founder's own.
 */
function pipeTable(message: string): RebuiltTable | null {
  const lines = message.split("\n");
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/gu, "")
      .split("|")
      .map((cell) => cell.trim());
  const at = lines.findIndex((line) => (line.match(/\|/gu) ?? []).length >= 2);
  if (at < 0) return null;
  const header = cells(lines[at]!);
  const rows = lines
    .slice(at + 1)
    .filter((line) => line.includes("|") && !/^[\s|:-]+$/u.test(line))
    .map(cells);
  if (header.length < 3 || header.length > 6 || rows.length < 1 || rows.length > 6) return null;
  if (!rows.every((row) => row.length === header.length && row[0])) return null;
  const head = lines.slice(0, at).join(" ");
  // "pipeline slide pls, straight from salesforce:": a new slide over the table, not a comparison.
  if (/\b(?:new|add|create|make)\b[^\n]*\bslide\b|\bslide\s+(?:pls|please|plz)\b/iu.test(head)) return null;
  // "update 9 w this:": slide 9.
  const numbered = /\b(?:update|fix|replace|redo|rebuild|on|for)\s+(\d{1,2})\b/iu.exec(head)?.[1];
  const named: SlideRef | null =
    parseSlideRef(head) ?? (numbered ? { kind: "number", number: Number(numbered) } : null);
  // A table pasted with no slide named is a comparison only when the message says so.
  if (!named && !/\b(?:compet\w*|comp|moat|vs\.?|versus|compar\w*|rivals?)\b/iu.test(message)) return null;
  return {
    target: named && named.kind !== "all" ? named : { kind: "phrase", phrase: "competition" },
    columns: header.slice(1).map((name) => name.slice(0, fieldMax.short)),
    rows: rows.map((row) => ({
      criterion: capitalize(row[0]!).slice(0, fieldMax.short),
      cells: row.slice(1).map(cell),
    })),
  };
}

export function parseRebuiltTable(message: string): RebuiltTable | null {
  const piped = pipeTable(message);
  if (piped) return piped;
  const lines = message.split("\n");
  const rows = lines.map(row);
  const table = rows.filter((found) => found !== null);
  if (table.length < 2 || table.length > 6) return null;
  const columns = table[0]!.said.map(([who]) => who);
  // Every row answers for the same companies, in the same order, the founder's own first.
  const same = table.every(
    (found) =>
      found.said.length === columns.length &&
      found.said.every(([who], i) => who.toLowerCase() === columns[i]!.toLowerCase()),
  );
  if (!same || !US.test(columns[0]!) || columns.length > 5) return null;
  const head = lines.slice(0, rows.indexOf(table[0]!)).join(" ");
  const named = parseSlideRef(head);
  return {
    target: named && named.kind !== "all" ? named : { kind: "phrase", phrase: "competition" },
    columns,
    rows: table.map((found) => ({
      criterion: capitalize(found.criterion).slice(0, fieldMax.short),
      cells: found.said.map(([, answer]) => cell(answer)),
    })),
  };
}

export function rebuiltTableReply(deck: DeckContext, table: RebuiltTable): Reply {
  const found = slideOrReply(deck, table.target, "the competition slide", "rebuild the table on");
  if ("reply" in found) return found.reply;
  const slide = deck.slides[found.index]!;
  if (slide.body?.layout !== "comparison" && sectionOfSlide(slide) !== "competition")
    return say(
      `${capitalize(slideName(deck, found.index))} is not a comparison, so I changed nothing. Say "rebuild the table on the competition slide" with the rows, or paste them into the slide.`,
    );
  // The first column is the company itself, by the name the table already gives it.
  const us =
    slide.body?.layout === "comparison" ? slide.body.fields.columns[0]! : deck.title.split(/[\s—–:-]+/u)[0]!;
  const columns = [us, ...table.columns.slice(1).map((name) => name.slice(0, fieldMax.short))];
  const body: SlideBody = { layout: "comparison", fields: { columns, rows: table.rows } };
  const against = columns.slice(1);
  return say(
    `Rebuilt the table on ${slideName(deck, found.index)}: ${us} against ${against.slice(0, -1).join(", ")}${against.length > 1 ? " and " : ""}${against.at(-1)}, ${table.rows.length} row${table.rows.length === 1 ? "" : "s"}. The old table is in the speaker notes.`,
    [
      {
        type: "updateSlide",
        slideId: slide.id,
        body,
        notes: appendNote(slide.notes, `Before: ${slide.content.replace(/\n/gu, " / ")}`),
      },
    ],
  );
}
