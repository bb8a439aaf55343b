import { sectionForPhrase } from "./sections.ts";

/**
 * An engineer's shorthand read as the request it stands for: "`Why now` body" (a title in backticks),
 * "nit: s2 title …", "LGTM except pricing — …", "s/15%/18%/ on traction", "team += `Noor Haddad — Head of
 * Sales`", "`Why now` ⇄ `Market`", "Market slide → out", "… && nit: …".
 */
export function fromEngineer(message: string): string {
  return [
    backticks,
    reviewPrefixes,
    newSlides,
    substitutions,
    bumps,
    appends,
    swaps,
    arrowsOut,
    conjunctions,
    pipes,
  ].reduce((out, step) => step(out), message);
}

/** "`rm` s13" is the command; "`Why now`" and "`Revenue FY26–28: TBD`" are the founder's words, quoted. */
function backticks(text: string): string {
  return (
    text
      .replace(/`(rm|mv|del|delete)`/giu, "$1")
      // "`Why now` body": a section's own name is the slide, said as any other.
      .replace(
        /`([^`\n]{2,30})`(?=\s+(?:body|title|slide|bullets?|is|reads|has|needs|→|->|⇄|<->|convincing)\b|\s*(?:⇄|↔|<->|[?:]))/gu,
        (whole, words: string) => (sectionForPhrase(words) ? words : whole),
      )
      .replace(/`([^`\n]{1,160})`/gu, (_, words: string) => `"${words}"`)
  );
}

/** "nit:", "LGTM except", "lgtm but", "diff:" over a list: a review's opening, not a slide's name. */
function reviewPrefixes(text: string): string {
  return (
    text
      // "diff:" over a list: each line is a request of its own.
      .replace(
        /^(?:diff|changes|edits|fixes|todos?|to-?do list|changelog)\s*:\s*\n([^]*)$/iu,
        (_, list: string) =>
          list
            .split(/\n+/u)
            .map((line) => line.trim().replace(/^(?:[-•*]|\d+[.)])\s+/u, ""))
            .filter(Boolean)
            .join("; "),
      )
      .replace(/(^|[.;!]\s+|&&\s*)nit\s*:\s*/giu, "$1")
      .replace(/^lgtm[,.!]?\s+(?:except|but)(?:\s+for)?\s+/iu, "")
      .replace(/^lgtm[,.!]?\s*[—–-]\s*/iu, "")
  );
}

/** The slide an engineer's "on traction", "on s6" or leading "s6:" names, as a slide. */
function slidePhrase(where: string): string {
  const words = where.trim().replace(/^the\s+/iu, "");
  if (/^s\d{1,2}$/iu.test(words)) return `slide ${words.slice(1)}`;
  if (/^slide\s*\d{1,2}$/iu.test(words)) return words;
  return /\bslide$/iu.test(words) ? `the ${words}` : `the ${words} slide`;
}

const FIGURE = /^\p{Sc}?\d[\d.,]*(?:[kKmMbB]|%)?$/u;

/** "s/15%/18%/ on traction", "s6: s/an AI platform that/software that/": a substitution on a slide. */
function substitutions(text: string): string {
  return text.replace(
    /(?:^(s\d{1,2}|slide\s*\d{1,2})\s*:\s*)?\bs\/([^/\n]+)\/([^/\n]*)\/g?(?:\s+(?:on|in)\s+((?:the\s+)?["“]?[\p{L}\p{N}\s-]{1,25}?["”]?))?(?=\s*(?:[.,;!—–]|&&|\band\b|$))/iu,
    (_, head: string | undefined, said: string, next: string, where: string | undefined) => {
      const slide = where ?? head;
      const on = slide ? ` on ${slidePhrase(slide.replace(/["“”]/gu, ""))}` : "";
      // "s/\[Add your name\]/…/": a regex's escapes are not the slide's words.
      const old = said.replace(/\\(.)/gu, "$1");
      const [from, to] = withoutSharedWords(old.trim(), next.trim());
      return FIGURE.test(from) && FIGURE.test(to)
        ? `change ${from} to ${to}${on}`
        : `replace "${old}" with "${next}"${on}`;
    },
  );
}

/** "bump s8 count 32 → 40": the figure on that slide, set. */
function bumps(text: string): string {
  return text.replace(
    /\b(?:bump|update|change|set)\s+(s\d{1,2}|slide\s*\d{1,2}|the\s+[\p{L}\s-]{2,20}?\s+slide)(?:'s)?\s+(?:[\p{L}]+\s+){0,2}?(\p{Sc}?\d[\d.,]*[kKmMbB%]?)\s*(?:→|->)\s*(\p{Sc}?\d[\d.,]*[kKmMbB%]?)/iu,
    (_, where: string, from: string, to: string) => `change ${from} to ${to} on ${slidePhrase(where)}`,
  );
}

/** "32 paying" → "41 paying": the words the two share are no part of the change. */
function withoutSharedWords(old: string, next: string): [string, string] {
  const a = old.split(/\s+/u);
  const b = next.split(/\s+/u);
  while (a.length > 1 && b.length > 1 && a.at(-1) === b.at(-1)) {
    a.pop();
    b.pop();
  }
  while (a.length > 1 && b.length > 1 && a[0] === b[0]) {
    a.shift();
    b.shift();
  }
  return [a.join(" "), b.join(" ")];
}

/** "team += 'Noor Haddad — Head of Sales'", "s10: + 'Hiring: founding AE'": a line added to the slide. */
function appends(text: string): string {
  return text.replace(
    /(^|;\s*)([-•*]\s+)?((?:the\s+)?[\p{L}][\p{L}\s-]{1,25}?|s\d{1,2}|slide\s*\d{1,2})\s*(?:\+=|:\s*\+)\s*("[^"\n]+"|'[^'\n]+'|[^.;\n]+)([^;\n]*)/gmu,
    (_, start: string, bullet: string | undefined, where: string, line: string, rest: string) =>
      `${start}${bullet ?? ""}add ${line.trim()} to ${slidePhrase(where)}${rest}`,
  );
}

/** "`Why now` ⇄ `Market`", "4 <-> 5": the two slides trade places. */
function swaps(text: string): string {
  return text.replace(
    /^["“]?([^"”⇄↔]{2,30}?)["”]?\s*(?:⇄|↔|<->|<=>)\s*["“]?([^"”⇄↔,.;—–]{2,30}?)["”]?(?=\s*(?:[.,;—–]|$))/u,
    (_, first: string, second: string) => `swap ${first.trim()} and ${second.trim()}`,
  );
}

/** "Market slide → out", "s13 -> gone": the slide goes. */
function arrowsOut(text: string): string {
  return text.replace(
    /^((?:the\s+)?[\p{L}][\p{L}\s-]{1,25}?|s\d{1,2}|slide\s*\d{1,2})\s*(?:→|->|=>)\s*(?:out|gone|delete|remove|rm|cut)\b/iu,
    (_, where: string) => `delete ${slidePhrase(where)}`,
  );
}

/** "s/15%/18%/ on traction && problem title is too long": two requests, as ";" separates them. */
function conjunctions(text: string): string {
  return text.replace(/\s*&&\s*/gu, "; ");
}

/**
 * "problem → punchier | solution → stop copying the cover": a request each side of a pipe; "ingest | match |
 * flag | close" is a list.
 */
function pipes(text: string): string {
  // A pasted table ("Stage | # | ARR" over its rows) keeps its cells.
  if (text.split("\n").filter((line) => /\s\|\s/u.test(line)).length >= 2) return text;
  return text
    .split("\n")
    .map((line) => {
      const parts = line.split(/\s+\|\s+/u);
      // "sidebar name → Ledgerly | Seedcamp Demo Day": a pipe inside a name is the name's.
      if (parts.length < 2 || /\b(?:name|title|called|named|exactly|call|rename|retitle)\b/iu.test(line))
        return line;
      return parts.every((part) => /→|->|=>/u.test(part)) ? parts.join(". ") : parts.join(", ");
    })
    .join("\n");
}

/**
 * "slide: `How it works` → ingest | match | flag | close", "new slide after 8: `Retention` → NRR 118% | …",
 * "TODO: trust slide." over a list: a new slide, its title and its points.
 */
function newSlides(text: string): string {
  return text
    .replace(
      /^(?:new\s+)?slide(\s+(?:after|before)\s+(?:s|slide\s*)?\d{1,2})?\s*:\s*"([^"\n]{2,60})"\s*(?:→|->|=>|:)\s*/iu,
      (_, place: string | undefined, title: string) => `add a "${title}" slide${place ?? ""}: `,
    )
    .replace(
      /^(?:todo|to-?do)\s*:\s*(?:a\s+|an\s+)?([\p{L}][\p{L}\s&-]{1,30}?)\s+slide\s*[.:]?\s*\n/iu,
      "add a $1 slide:\n",
    );
}
