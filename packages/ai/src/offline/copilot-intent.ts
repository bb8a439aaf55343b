import { parseTitleList } from "./copilot-rename.ts";
import { parseFactsToAdd, parseStatedFact, trailingFact, type FactsToAdd } from "./copilot-add-facts.ts";
import { parseNewRows } from "./copilot-comparison-rows.ts";
import { parseRebuiltTable, type RebuiltTable } from "./copilot-rebuilt-table.ts";
import { parseSeatMath, type SeatMath } from "./copilot-seat-math.ts";
import { parseSplitBullets, type SplitBullets } from "./copilot-split-bullets.ts";
import { parseMarketSize } from "./copilot-market-size.ts";
import { parseCitation, type Citation } from "./copilot-cite.ts";
import { asFigureChange } from "./copilot-figure-kinds.ts";
import { parseFactDump, type FactDump } from "./copilot-slide-facts.ts";
import { withSlideHead } from "./copilot-slide-head.ts";
import { parseHandover } from "./copilot-handover.ts";
import { itMeansAPart, quotedPart, parseDeletions } from "./copilot-delete-many.ts";
import { DELETES_A_PART } from "./copilot-slide-parts.ts";
import { parseQuotedLine, type QuotedLine } from "./copilot-quoted-line.ts";
import { parseLookup, type Lookup } from "./copilot-lookup.ts";
import { parseQuestion, type Question } from "./copilot-questions.ts";
import { parseReplacement, swappedLine, type TextReplacement } from "./copilot-replace-text.ts";
import type { Placement } from "./copilot-placement.ts";
import { arrowAsHead, parseMerge, parseMove } from "./copilot-parse-edits.ts";
import { parseRename } from "./copilot-parse-rename.ts";
import { parseContact, type ContactDetails } from "./copilot-contact.ts";
import { parseRemoveFrom, type RemoveFrom } from "./copilot-remove-from.ts";
import { parseFigureUpdate, type FigureUpdate } from "./copilot-figures.ts";
import { parseStyleIntent, type StyleIntent } from "./copilot-style.ts";
import { namedTitleRef, suggestedTitle } from "./copilot-titles.ts";
import {
  adviceRef,
  everything,
  excepting,
  madeRef,
  numberList,
  refAfterVerb,
  refIn,
  reviewRef,
  subjectRef,
} from "./copilot-message-refs.ts";
import { parseSlideRef, type SlideRef } from "./slide-refs.ts";
import { mentions, relationMove } from "./copilot-mentions.ts";
import { askedForSlide, parseNewSlide } from "./copilot-new-slide.ts";
import { parseAdd } from "./copilot-parse-add.ts";
import { financialNews, shorthandNews, withoutHeadQualifier } from "./copilot-shorthand.ts";
import { parseSlideAddition } from "./copilot-slide-addition.ts";
import { FIRMS, TONES, type Firm } from "./copilot-tone-words.ts";
import { pointedSlide, pointsBack, vagueTopic } from "./copilot-slide-kinds.ts";
import { VERB_OF, VERBS } from "./copilot-verbs.ts";
import { deleteTarget } from "./copilot-delete-target.ts";
import { parseSetText, type SetText } from "./copilot-set-text.ts";
import type { Tone } from "./copilot-tone.ts";

/**
 * Parses a founder's copilot request into one intent. Tolerant: the earliest action verb in the message
 * decides ("please add a slide about how we remove friction" is an add, not a delete).
 */

export type { Placement } from "./copilot-placement.ts";

export type Intent =
  | { kind: "review"; firm: Firm | null; target: SlideRef | null }
  | { kind: "compose" }
  | { kind: "add"; topic: string; placement: Placement | null; items?: string[]; quoted?: boolean }
  | { kind: "shorten" | "delete"; target: SlideRef | null }
  | { kind: "rewrite"; target: SlideRef | null; tone: Tone | null; also?: SlideRef[] }
  | { kind: "retitle"; target: SlideRef | null; title: string }
  | { kind: "move"; target: SlideRef | null; placement: Placement | null }
  | { kind: "swap"; first: SlideRef | null; second: SlideRef | null }
  | { kind: "renameDeck"; title: string }
  | { kind: "style"; style: StyleIntent }
  | { kind: "advise"; target: SlideRef | null }
  | { kind: "undo" }
  | { kind: "spelling" }
  | { kind: "headlines"; target: SlideRef | null }
  | { kind: "notes"; target: SlideRef | null }
  | { kind: "merge"; first: SlideRef | null; second: SlideRef | null; into: boolean }
  | { kind: "placeholders" }
  | { kind: "setFigure"; update: FigureUpdate }
  | { kind: "addFacts"; facts: FactsToAdd }
  | { kind: "factDump"; dump: FactDump }
  | { kind: "handover"; dumps: FactDump[] }
  | { kind: "table"; table: RebuiltTable }
  | { kind: "deleteMany"; targets: SlideRef[] }
  | { kind: "quotedLine"; line: QuotedLine }
  | { kind: "replaceText"; change: TextReplacement }
  | { kind: "setText"; change: SetText }
  | { kind: "lookup"; lookup: Lookup }
  | { kind: "question"; question: Question }
  | { kind: "contact"; details: ContactDetails }
  | { kind: "removeFrom"; remove: RemoveFrom }
  | { kind: "removePart"; target: SlideRef | null }
  | { kind: "seatMath"; math: SeatMath }
  | { kind: "cite"; citation: Citation }
  | { kind: "retitleMany"; titles: Array<{ ref: SlideRef; title: string }> }
  | { kind: "splitBullets"; split: SplitBullets }
  | { kind: "duplicate"; target: SlideRef | null }
  | { kind: "hide"; target: SlideRef | null }
  | { kind: "length" }
  | { kind: "shortTitles"; only?: SlideRef[] }
  | { kind: "help" };

export type { Firm } from "./copilot-tone-words.ts";

const NOT_TO = /\b(?:never|not|don'?t|do not|doesn'?t|won'?t|can'?t|cannot|no need to)\s+$/u;

/** "take out the photo on the team slide": a part of the slide, so no slide to delete (the reply asks). */
const wholeSlide = (ref: SlideRef | null): SlideRef | null =>
  ref?.kind === "phrase" && /\s(?:on|in|from|of|at)\s/u.test(` ${ref.phrase} `) ? null : ref;

/** The slide a message opens with ("cover tagline needs to be half as long"), not one named later. */
function openingSlide(text: string): SlideRef | null {
  const opener = mentions(text)[0];
  return opener && /^(?:the\s+|my\s+|our\s+)?$/iu.test(text.slice(0, opener.index)) ? opener.ref : null;
}

export function parseIntent(message: string): Intent {
  // "slide 6 put into 3 bullets: match, flag, close": the slide's sentence cut into bullets.
  const split = parseSplitBullets(message);
  if (split) return { kind: "splitBullets", split };
  // Layout and theme requests first: "make the market slide a big-number slide" is not an "add".
  const style = parseStyleIntent(message);
  if (style) return { kind: "style", style };
  // "team ➡️ second to last": an arrow emoji points like an arrow (a 😴 does not).
  const trimmed = withoutHeadQualifier(message.trim().replace(/[➡⬅⬆⬇↗↘👉👆👇⤴⤵🔜🔝]\uFE0F?/gu, "→"));
  // "title cleanup: 2 → 'Month-end is still manual', 8 → 'Traction'": each slide its title.
  const titles = parseTitleList(trimmed);
  if (titles) return { kind: "retitleMany", titles };
  // "… swap out the $100k MRR line": that line gives way, read before the news around it.
  const swapped = swappedLine(trimmed);
  if (swapped) return { kind: "replaceText", change: swapped };
  // "replace the text of the problem slide with '…'", "change the competition title to '…'".
  const set = parseSetText(trimmed);
  if (set)
    return set.part === "title"
      ? { kind: "retitle", target: set.target, title: set.text }
      : { kind: "setText", change: set };
  const text = asFigureChange(
    withSlideHead(arrowAsHead(shorthandNews(trimmed) ?? financialNews(trimmed) ?? trimmed)),
  );
  const lower = text.toLowerCase();
  const hits = VERBS.map(([kind, pattern]) => ({ kind, index: pattern.exec(lower)?.index ?? -1 }))
    // "change the last slide, don't delete it": a delete said not to be done is none.
    .filter((h) => h.index >= 0 && !(h.kind === "delete" && NOT_TO.test(lower.slice(0, h.index))))
    .sort((a, b) => a.index - b.index);
  // "our TAM is actually $4B, update it", "fix the MRR: it's $25k": a figure to set, unless another
  // request comes first ("add a slide about our $2M raise").
  const first = hits[0]?.kind;
  // "whats the MoM growth I put in": the deck's own figure, quoted.
  // "customer with 20 seats pays how much in one year?": the contract, worked out.
  const seats = parseSeatMath(text);
  if (seats) return { kind: "seatMath", math: seats };
  const lookup = parseLookup(text);
  if (lookup) return { kind: "lookup", lookup };
  const question = parseQuestion(text);
  if (question) return { kind: "question", question };
  // "stamp 'Confidential — do not forward' on the first and last slides": a line written in quotes.
  const quoted = parseQuotedLine(text);
  if (quoted) return { kind: "quotedLine", line: quoted };
  // "change it to 'Close in days, not weeks.'": the founder's own words for a quoted line or the tagline.
  const change = parseReplacement(text);
  if (change) return { kind: "replaceText", change };
  const table = parseRebuiltTable(text);
  if (table) return { kind: "table", table };
  const rows = parseNewRows(text);
  if (rows) return { kind: "handover", dumps: [rows] };
  // "put a 'Why we win' slide after competition: …", "… need a slide for that".
  // "i get a 10 minute slot … is this too many slides for that": a question about the length.
  if (
    hits.some((hit) => hit.kind === "length") &&
    /\b(?:is|are|does|will)\s+(?:this|it|that|there)\b/u.test(lower)
  )
    return { kind: "length" };
  const created = !first || first === "add" || first === "move" ? parseNewSlide(text) : askedForSlide(text);
  // "… 38% open rate. give it its own slide, that's distribution": the kind named, the news before.
  // "make a new slide with this quote from a customer: '…' — Jen Ortiz": the quote is what goes on it.
  const pointed = created
    ? (!created.quoted && vagueTopic(created.topic)) || /\bwith\s+(?:this|a|the|one)\s+quote\b/iu.test(text)
    : pointsBack(text);
  const kindOf = pointed ? pointedSlide(text) : null;
  if (kindOf) return { kind: "add", placement: created?.placement ?? null, ...kindOf };
  if (created) return { kind: "add", ...created };
  // "…feedback: 'lead with the money shot'. so traction → slot 2": the arrow says the move.
  const slotted = /(?:→|->|=>)\s*(?:slot|position|spot|#)\s*\d/u.test(text) ? relationMove(text) : null;
  if (slotted) return { kind: "move", ...slotted };
  // "remove the product slide and the competition slide", "slides 6 and 7 out pls", "take pricing out".
  const deletions =
    !first || first === "delete" || first === "review" || first === "shorten" || /\bout\b/iu.test(text)
      ? parseDeletions(text)
      : null;
  if (deletions) return { kind: "deleteMany", targets: deletions };
  // "market: fill the SAM placeholder → ~38k US companies × ~$14k ACV ≈ $530M": worked out, whatever heads it.
  const chain = first !== "delete" && /\s[×x*]\s[^.]*(?:≈|~=)/u.test(text) ? parseMarketSize(text) : null;
  if (chain) return { kind: "factDump", dump: chain };
  // "add advisors: … audit partner, Moss Adams": the opening verb asks, whatever words follow.
  const opensWithAdd = /^(?:pls\s+|please\s+)?(?:add|fill in|update)\b/iu.test(text);
  const dump = !first || first === "add" || first === "advise" || opensWithAdd ? parseFactDump(text) : null;
  if (dump) return { kind: "factDump", dump };
  // "on the ask slide say we're nearly a quarter of the way to the $100k": a line, not a new amount.
  // "slide 3 – say customers save 30h a month": the same, headed by the slide.
  const sayOn = text.replace(
    /^(slide\s*\d+|(?:the\s+)?[\p{L}\s-]{2,25}?\s+slide)\s*[—–:-]\s*(?=(?:say|mention|note)\b)/iu,
    "on $1 ",
  );
  const said = /^(?:and\s+)?(?:on|in)\s+(?:the|my|our|slide)\b[^.?!]*?\b(?:say|mention|note)\b/iu.test(sayOn)
    ? parseStatedFact(sayOn)
    : null;
  if (said) return { kind: "addFacts", facts: said };
  // "we shipped X last week. product slide should say so": news, then where it goes.
  // "drop the Market slide — Theo found the $12B is global": the slide goes; what follows is the reason.
  const opensWithDelete = new RegExp(
    String.raw`^(?:(?:pls|please|ok|so)\s+)?(?:delete|remove|drop|kill|ditch|scrap|axe|cut|lose|bin)\s+(?:the\s+)?[\p{L}\s-]{2,30}?\s+slide\b`,
    "iu",
  ).test(text);
  // "add a slide with our customer logos — …": a new slide, not lines for one.
  const newSlide =
    /^(?:pls\s+|please\s+)?(?:add|insert|create)\s+(?:a|an|another|one more)\s+(?:new\s+)?slide\b/iu.test(
      text,
    );
  const handover = opensWithDelete || newSlide ? null : parseHandover(text);
  if (handover) return { kind: "handover", dumps: handover };
  // "… average is 10.8%. update it, i'd rather be conservative": the figure, whatever tone the aside has.
  const updateIt = /\b(?:update|change|set|correct|fix)\s+(?:it|that|this)\b/iu.test(text);
  const update =
    !first || first === "rewrite" || first === "advise" || updateIt ? parseFigureUpdate(text) : null;
  if (update) return { kind: "setFigure", update };
  const size = first !== "delete" ? parseMarketSize(text) : null;
  if (size) return { kind: "factDump", dump: size };
  const cited = first !== "delete" && first !== "move" ? parseCitation(text) : null;
  if (cited) return { kind: "cite", citation: cited };
  // "please the presentation title: '…'", "deck name → … the file, not the cover": the deck's name, not a
  // slide's title or the cover's presenter.
  const namesDeck =
    /\b(?:deck|file|sidebar)\s+name\s*(?:→|->|=>|=|:)|\bdeck\s+name\b[^:]{0,50}:\s*["'“‘]/iu.test(text);
  const renamed = first === "rename" || namesDeck ? parseRename(text) : null;
  if (renamed?.kind === "renameDeck") return renamed;
  // "add a closing slide with my email jane@…", "my website is ledgerly.io": details for the closing slide.
  const contact = ["add", "advise", "rewrite", "move", "rename", undefined].includes(first)
    ? parseContact(text)
    : null;
  if (contact) return { kind: "contact", details: contact };
  // "add that our CEO spent 6 years at Stripe": a fact for the slide it names or reads as.
  const stated = !first || first === "add" || first === "advise" ? parseStatedFact(text) : null;
  if (stated) return { kind: "addFacts", facts: stated };
  // "market title is waaay too long. maybe 'A $12B market…'?", "make the traction title shorter".
  const titled = /\b(?:title|heading|headline)\b/iu.test(text) ? namedTitleRef(text) : null;
  if (titled) {
    const title = suggestedTitle(text);
    if (title) return { kind: "retitle", target: titled, title };
    if (
      hits.some((hit) => hit.kind === "shorten") ||
      /\b(?:too long|whole sentence|shorter|[\d-]+\s*words)\b/iu.test(text)
    )
      return { kind: "shortTitles", only: [titled] };
  }
  // "remove BlackLine from the competition slide": a part of the slide, never the slide.
  const part = first === "delete" || first === "shorten" ? parseRemoveFrom(text) : null;
  if (part) return { kind: "removeFrom", remove: part };
  // "the unit economics slide is just a price lol. add gross margin: 81%, …": facts for the slide named.
  const addition =
    !first || first === "add" || first === "advise" || first === "move" ? parseSlideAddition(text) : null;
  if (addition) return { kind: "factDump", dump: addition };
  // "fix the typos": whatever verb asks, a proofread is what the founder wants.
  if (hits.some((hit) => hit.kind === "spelling")) return { kind: "spelling" };
  for (const { kind } of hits) {
    switch (kind) {
      case "review":
        return {
          kind,
          firm: FIRMS.find(([pattern]) => pattern.test(lower))?.[1] ?? null,
          target: reviewRef(text),
        };
      case "advise": {
        // "add Weave and Xero to the competition slide" hands over facts; "add a TAM to…" asks for advice.
        const facts = parseFactsToAdd(text) ?? trailingFact(text, adviceRef(text));
        return facts ? { kind: "addFacts", facts } : { kind, target: adviceRef(text) };
      }
      case "undo":
      case "spelling":
      case "length":
        return { kind };
      case "duplicate":
      case "hide":
        return { kind, target: parseSlideRef(text) };
      case "merge":
        return parseMerge(text);
      case "placeholders":
        return { kind };
      case "notes":
        return { kind, target: excepting(text) ?? parseSlideRef(text) ?? everything(text) };
      case "headlines":
        return {
          kind,
          target:
            parseSlideRef(text) ??
            // "why now headline is just a label. make it a claim": the slide named before its title.
            mentions(lower.split(/\b(?:titles?|headlines?|headings?)\b/u)[0]!).at(-1)?.ref ??
            (/\b(?:all|every|titles|headlines)\b/u.test(lower) ? { kind: "all" } : null),
        };
      case "compose":
        return { kind };
      case "tone": {
        const tone = TONES.find(([p]) => p.test(lower))![1];
        const listed = /\bexcept\b/iu.test(text) ? null : numberList(text);
        if (listed) return { kind: "rewrite", target: listed[0]!, tone, also: listed.slice(1) };
        return {
          kind: "rewrite",
          target:
            excepting(text) ??
            parseSlideRef(text) ??
            everything(text) ??
            madeRef(text) ??
            subjectRef(text) ??
            // "cover tagline needs to be … punchier", "why now in plain english please": the slide named.
            (/\bcover\b[^.?!]{0,20}\b(?:tagline|subtitle|line)\b/u.test(lower)
              ? { kind: "number", number: 1 }
              : null) ??
            mentions(text)[0]?.ref ??
            null,
          tone,
        };
      }
      case "add":
        return parseAdd(text);
      case "rename": {
        const rename = parseRename(text);
        if (rename) return rename;
        break;
      }
      case "move":
        return parseMove(text);
      case "rewrite":
        // "rewrite the problem slide so it hits harder": a rewrite in that tone.
        return {
          kind,
          target: everything(text) ?? refIn(text, VERB_OF.rewrite) ?? subjectRef(text),
          tone: TONES.find(([p]) => p.test(lower))?.[1] ?? null,
        };
      case "shorten":
        // "shorten every slide title": the titles, not the slides' text.
        if (
          // "cover tagline is too long for a title slide": the cover's tagline, not the titles.
          /\b(?:titles?|headings?|headlines?)\b(?!\s+slide)/u.test(lower) &&
          !/\btagline\b/u.test(lower) &&
          !parseSlideRef(text.replace(/\bevery slide\b/iu, ""))
        ) {
          const listed = /\bexcept\b/iu.test(text) ? null : numberList(text);
          return listed ? { kind: "shortTitles", only: listed } : { kind: "shortTitles" };
        }
        // "cover tagline needs to be half as long": the slide the sentence opens with.
        return {
          kind,
          target:
            everything(text) ??
            refIn(text, VERB_OF[kind]) ??
            openingSlide(text) ??
            // "make the cover tagline shorter": the cover.
            (/\bcover\b[^.?!]{0,20}\btagline\b/u.test(lower) ? { kind: "number", number: 1 } : null),
        };
      case "delete":
        // "…so drop that line": a line of the slide, never the slide; the reply asks which one.
        // "why now: 'for the first time' is filler. cut it": those words go from the slide named.
        {
          const partOf = openingSlide(text) ?? parseSlideRef(text);
          const quoted = quotedPart(text);
          if (quoted && partOf)
            return { kind: "replaceText", change: { target: partOf, old: quoted, next: "" } };
          if (DELETES_A_PART.test(lower) || itMeansAPart(text)) return { kind: "removePart", target: partOf };
        }
        // "drop the slide that's a copy of slide 1": slide 1 describes the target, it is not the target.
        if (
          /\b(?:copy of|like|same as|similar to|duplicate of|repeats?|than|after|before)\s+(?:the\s+)?slide\s*\d+/u.test(
            lower,
          )
        )
          return { kind, target: null };
        {
          const it = deleteTarget(text);
          return {
            kind,
            target: wholeSlide(
              excepting(text) ?? (it === undefined ? refAfterVerb(text, VERB_OF[kind]) : it),
            ),
          };
        }
    }
  }
  // "traction after why now pls": a move said without a verb.
  const moved = relationMove(text);
  return moved ? { kind: "move", ...moved } : { kind: "help" };
}
