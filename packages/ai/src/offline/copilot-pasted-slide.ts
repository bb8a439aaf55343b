import type { NewSlide } from "./copilot-new-slide.ts";
import { parsePlacement } from "./copilot-placement.ts";
import { capitalize, cleanBullet } from "./text.ts";
import { mentions } from "./copilot-mentions.ts";
import { parseSlideRef } from "./slide-refs.ts";

/**
 * A new slide asked for over lines pasted from a tool: "new slide w/ SaaS metrics for the appendix:\nCAC
 * $4.3k\nLTV $41k", "pipeline slide pls, straight from salesforce:\nStage | # | ARR\nDiscovery | 31 |
 * $240k". Each line is a point; a table's rows keep their header's words ("Discovery: 31 · $240k ARR").
 */
const HEAD =
  /^(?:a\s+)?(?:new\s+slide\s+(?:w\/|with|for|on|about)\s+(?:the\s+|our\s+)?([\p{L}][\p{L}\s&/-]{1,30}?)|(?:new\s+)?([\p{L}][\p{L}\s&/-]{1,30}?)\s+slide(?:\s+(?:pls|please|plz))?)(\s+(?:for|in)\s+the\s+appendix)?(?:,\s*[^:\n]{0,40})?\s*:\s*\n([^]+)$/iu;

const cellsOf = (line: string) =>
  line
    .split(/\s*\|\s*|\t+/u)
    .map((cell) => cell.trim())
    .filter(Boolean);

/** A table's row with its header's words: "Discovery | 31 | $240k" under "Stage | # | ARR". */
function rowPoint(cells: readonly string[], header: readonly string[] | null): string {
  const [first = "", ...rest] = cells;
  const labelled = rest.map((cell, i) => {
    const label = header?.[i + 1];
    return label && /\p{L}{2,}/u.test(label) ? `${cell} ${label}` : cell;
  });
  return `${first}: ${labelled.join(" · ")}`;
}

export function parsePastedSlide(message: string): NewSlide | null {
  const said = HEAD.exec(
    message.trim().replace(/^(?:pls\s+|please\s+)?(?:add|create|make|insert)\s+(?:a|an)\s+/iu, ""),
  );
  const topic = (said?.[1] ?? said?.[2])?.trim();
  if (!said?.[4] || !topic || /^(?:the|this|that|my|our|a|an|new)$/iu.test(topic)) return null;
  // "contact info for the end slide:", "traction slide:": a slide the deck has, not a new one.
  const named =
    !said[1] &&
    (/\b(?:for|on|of)\s+the\b/iu.test(topic) ||
      mentions(topic).length > 0 ||
      parseSlideRef(`the ${topic} slide`)?.kind !== "phrase");
  if (named) return null;
  const lines = said[4]
    .split(/\n+/u)
    .map((line) => line.trim().replace(/^(?:[-•*]|\d+[.)])\s+/u, ""))
    .filter(Boolean);
  if (lines.length < 2) return null;
  const table = lines.every((line) => cellsOf(line).length >= 2 && /[|\t]/u.test(line));
  const header = table && !/\d/u.test(lines[0]!) ? cellsOf(lines[0]!) : null;
  const items = table
    ? lines.slice(header ? 1 : 0).map((line) => rowPoint(cellsOf(line), header))
    : lines.map((line) => capitalize(cleanBullet(line)));
  return {
    topic: capitalize(topic),
    placement: said[3] ? parsePlacement("to the end", true) : null,
    items,
    quoted: true,
  };
}
