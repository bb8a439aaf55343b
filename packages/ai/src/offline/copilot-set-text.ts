import type { CopilotOperation, DeckContext } from "../engine.ts";
import { appendNote, say, slideName, slideOrReply, type Reply } from "./copilot-reply.ts";
import { parseSlideRef, type SlideRef } from "./slide-refs.ts";
import { capitalize } from "./text.ts";

/**
 * The founder's own words for a whole part of one slide: "replace the text of the problem slide with
 * '…'", "make the problem slide say '…'", "use '…' as the body of slide 4", "change the competition title
 * to '…'", "retitle the team slide '…'", "set the tagline to '…'". A title goes to the rename the copilot
 * already has; other words go on as written, and what they replace goes to the speaker notes.
 */
export interface SetText {
  target: SlideRef | null;
  part: "title" | "body" | "tagline";
  text: string;
}

const QUOTED = String.raw`["“]([^"”]{3,300})["”]|['‘]((?:[^'‘’]|(?<=\p{L})['’](?=\p{L})){3,300})['’](?![\p{L}])`;
const BODY = String.raw`(?:body(?:\s+(?:text|copy))?|text|copy|content|wording|words|line|sentence|bullet|bullets|subtitle)`;
const TITLE = String.raw`(?:title|headline|heading)`;
const TAGLINE = String.raw`(?:tagline|one-liner|strapline)`;
const SLIDE = String.raw`(?:slide\s*\d{1,2}|(?:the|our|my)\s+(?:[\p{L}-]+\s+){0,2}?(?:slide|cover|ask)|the\s+cover)`;
const SET = String.raw`(?:replace|change|swap|set|update|rewrite|make)`;
const WITH = String.raw`\s+(?:with|to|as|for|into)\s*:?\s*`;

/** `{part, slide words, text}` from the shapes founders use to hand over a slide's new words. */
const SHAPES: Array<{ pattern: RegExp; part?: SetText["part"] }> = [
  // "replace the text of the problem slide with '…'", "change the title on slide 9 to '…'".
  {
    pattern: new RegExp(
      String.raw`\b${SET}\s+(?:the\s+)?(?:(?:current|whole|existing|main)\s+)?(${BODY}|${TITLE}|${TAGLINE})\s+(?:of|on|in|for)\s+(${SLIDE})${WITH}(?:${QUOTED})`,
      "iu",
    ),
  },
  // "replace the problem slide's text with '…'", "change the competition title to '…'".
  {
    pattern: new RegExp(
      String.raw`\b${SET}\s+(?:the\s+)?((?:slide\s*\d{1,2}|[\p{L}-]+(?:\s+[\p{L}-]+)?)(?:\s+slide)?)(?:'s|’s)?\s+(?:(?:current|whole)\s+)?(${BODY}|${TITLE}|${TAGLINE})${WITH}(?:${QUOTED})`,
      "iu",
    ),
  },
  // "make the problem slide say '…'", "have slide 4 read: '…'", "the solution slide should say '…'".
  {
    pattern: new RegExp(
      String.raw`\b(?:make|have|let)\s+(${SLIDE})\s+(?:just\s+|only\s+)?(?:say|read)\s*:?\s*(?:${QUOTED})`,
      "iu",
    ),
    part: "body",
  },
  {
    pattern: new RegExp(
      String.raw`(?:^|[.!?]\s+)(${SLIDE})\s+(?:should|must|needs? to|has to)\s+(?:just\s+|only\s+)?(?:say|read)\s*:?\s*(?:${QUOTED})`,
      "iu",
    ),
    part: "body",
  },
  // "use '…' as the body text on slide 2".
  {
    pattern: new RegExp(
      String.raw`\buse\s+(?:${QUOTED})\s+as\s+(?:the\s+)?(?:new\s+)?(${BODY}|${TITLE}|${TAGLINE})\s+(?:of|on|in|for)\s+(${SLIDE})`,
      "iu",
    ),
  },
  // "retitle the team slide '…'", "rename slide 9: '…'".
  {
    pattern: new RegExp(String.raw`\b(?:retitle|rename|title)\s+(${SLIDE})\s*:?\s*(?:${QUOTED})`, "iu"),
    part: "title",
  },
  // "set the tagline to '…'": a tagline is the cover's.
  {
    pattern: new RegExp(
      String.raw`\b${SET}\s+(?:the\s+|our\s+|my\s+)?(?:cover\s+)?(${TAGLINE})${WITH}(?:${QUOTED})`,
      "iu",
    ),
  },
];

const PART_WORD = new RegExp(`^(?:${BODY}|${TITLE}|${TAGLINE})$`, "iu");

const partOf = (word: string): SetText["part"] =>
  new RegExp(`^${TITLE}$`, "iu").test(word)
    ? "title"
    : new RegExp(`^${TAGLINE}$`, "iu").test(word)
      ? "tagline"
      : "body";

const refOf = (words: string): SlideRef | null => {
  const phrase = words.trim().replace(/^(?:our|my)\s+/iu, "the ");
  if (/^the\s+cover$/iu.test(phrase)) return { kind: "number", number: 1 };
  const ref = parseSlideRef(/\bslide\b|^the\s+ask$/iu.test(phrase) ? phrase : `the ${phrase} slide`);
  return ref && ref.kind !== "all" ? ref : null;
};

/** "change the problem title to: Finance teams spend …": words after "to:" are the new words, as if quoted. */
const quotedAfterColon = (message: string) =>
  message.replace(/\b(to|with|as|say|read)\s*:\s*(?!["“'‘])(\S.{8,}?)\s*[.!]?$/iu, '$1 "$2"');

/** "product slide as 3 bullets: auto-matching, anomaly flags, one-click close report": the slide's new lines. */
const AS_BULLETS =
  /^(?:(?:make|turn|rewrite|redo)\s+)?((?:the\s+)?(?:slide\s*\d{1,2}|[\p{L}-]+(?:\s+[\p{L}-]+)?\s+slide))\s+(?:as|into)\s+(?:\d|two|three|four|five)?\s*bullets?\s*:\s*(.+)$/iu;

export function parseSetText(said: string): SetText | null {
  const bullets = AS_BULLETS.exec(said.trim());
  const lines = bullets?.[2]?.split(/\s*[,;]\s*|\s*\n\s*/u).filter(Boolean) ?? [];
  if (bullets?.[1] && lines.length >= 2) {
    const target = refOf(bullets[1].replace(/^the\s+/iu, ""));
    if (target)
      return { target, part: "body", text: lines.map((line) => line.replace(/[.!]$/u, "")).join("\n") };
  }
  const message = quotedAfterColon(said);
  for (const { pattern, part } of SHAPES) {
    const found = pattern.exec(message);
    if (!found) continue;
    const quote = new RegExp(QUOTED, "u").exec(found[0]);
    const text = (quote?.[1] ?? quote?.[2] ?? "").trim();
    const words = found.slice(1).filter((g): g is string => g !== undefined && g.trim() !== text);
    const isPart = (word: string) => PART_WORD.test(word);
    const said = part ?? partOf(words.find(isPart) ?? "");
    const slide = words.find((word) => !isPart(word));
    const target = slide ? refOf(slide) : said === "tagline" ? { kind: "number" as const, number: 1 } : null;
    if (!target || text.split(/\s+/u).length < 2) continue;
    return { target, part: said, text: text.replace(/\s*[.!]$/u, "") };
  }
  return null;
}

type Slide = DeckContext["slides"][number];

/** The field a cover or closing slide shows as its line under the title. */
const LINE_FIELDS = ["tagline", "subline", "statement"] as const;

function lineField(slide: Slide): (typeof LINE_FIELDS)[number] | null {
  const fields = (slide.body?.fields ?? {}) as Record<string, unknown>;
  return LINE_FIELDS.find((key) => typeof fields[key] === "string") ?? null;
}

export function setTextReply(deck: DeckContext, change: SetText): Reply {
  const found = slideOrReply(deck, change.target, `replace the text of slide 2 with "…"`, "change");
  if ("reply" in found) return found.reply;
  const slide = deck.slides[found.index]!;
  const name = slideName(deck, found.index);
  const field = lineField(slide);
  if (field && slide.body) {
    const fields = slide.body.fields as Record<string, unknown>;
    const was = String(fields[field]);
    const body = { ...slide.body, fields: { ...fields, [field]: change.text } } as typeof slide.body;
    return done(`Changed the line on ${name} to "${change.text}".`, slide, { body }, `"${was}"`);
  }
  if (change.part === "tagline" || (slide.body && slide.body.layout !== "bullets"))
    return say(
      `${capitalize(name)} has no single line for "${change.text}" to replace, so I changed nothing. Quote the words it should replace, e.g. "replace 'old words' with '…'".`,
    );
  const content = change.text
    .split(/\s*\n\s*/u)
    .map((line) => capitalize(line))
    .join("\n");
  if (content === slide.content) return say(`${capitalize(name)} already says "${change.text}".`);
  const lines = content.split("\n");
  const given =
    lines.length > 1
      ? `${lines.length} lines: ${lines.map((line) => `"${line}"`).join(", ")}`
      : `"${content}"`;
  return done(`Replaced the text of ${name} with ${given}.`, slide, { content }, `"${slide.content}"`);
}

function done(
  reply: string,
  slide: Slide,
  change: Partial<Extract<CopilotOperation, { type: "updateSlide" }>>,
  was: string,
): Reply {
  return say(`${reply} What it said is in the speaker notes.`, [
    {
      type: "updateSlide",
      slideId: slide.id,
      ...change,
      notes: appendNote(slide.notes, `Before the change: ${was}`),
    },
  ]);
}
