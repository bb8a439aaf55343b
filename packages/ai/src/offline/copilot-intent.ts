import { parseFactsToAdd, parseStatedFact, trailingFact, type FactsToAdd } from "./copilot-add-facts.ts";
import { parseFactDump, withSlideHead, type FactDump } from "./copilot-slide-facts.ts";
import { parseHandover } from "./copilot-handover.ts";
import { parseDeletions } from "./copilot-delete-many.ts";
import { parseQuotedLine, type QuotedLine } from "./copilot-quoted-line.ts";
import { parseLookup, type Lookup } from "./copilot-lookup.ts";
import { parseQuestion, type Question } from "./copilot-questions.ts";
import { parseReplacement, type TextReplacement } from "./copilot-replace-text.ts";
import type { Placement } from "./copilot-placement.ts";
import { arrowAsHead, parseMerge, parseMove, parseRename } from "./copilot-parse-edits.ts";
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
import type { Tone } from "./copilot-tone.ts";

/**
 * Parses a founder's copilot request into one intent. Tolerant: the earliest action verb in the message
 * decides ("please add a slide about how we remove friction" is an add, not a delete).
 */

export type { Placement } from "./copilot-placement.ts";

export type Intent =
  | { kind: "review"; firm: Firm | null; target: SlideRef | null }
  | { kind: "compose" }
  | { kind: "add"; topic: string; placement: Placement | null; items?: string[] }
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
  | { kind: "deleteMany"; targets: SlideRef[] }
  | { kind: "quotedLine"; line: QuotedLine }
  | { kind: "replaceText"; change: TextReplacement }
  | { kind: "lookup"; lookup: Lookup }
  | { kind: "question"; question: Question }
  | { kind: "contact"; details: ContactDetails }
  | { kind: "removeFrom"; remove: RemoveFrom }
  | { kind: "duplicate"; target: SlideRef | null }
  | { kind: "hide"; target: SlideRef | null }
  | { kind: "length" }
  | { kind: "shortTitles"; only?: SlideRef[] }
  | { kind: "help" };

export type { Firm } from "./copilot-tone-words.ts";

type VerbKind =
  | "length"
  | "duplicate"
  | "hide"
  | "undo"
  | "spelling"
  | "placeholders"
  | "merge"
  | "notes"
  | "headlines"
  | "review"
  | "advise"
  | "compose"
  | "add"
  | "shorten"
  | "tone"
  | "rewrite"
  | "delete"
  | "move"
  | "rename";

const VERBS: readonly [VerbKind, RegExp][] = [
  ["hide", /\b(?:hide|unhide|skip)\b(?=.*\bslide\b)/u],
  // "duplicate slide 5", "copy the team slide" ("copy my email into the closing slide" is no copy of a slide).
  [
    "duplicate",
    /^(?:please\s+|can you\s+|could you\s+)?(?:duplicate|copy(?!\s+(?:me|what|exactly|out)\b)|clone)\s+(?:the\s+|this\s+|that\s+|my\s+|our\s+)?(?:slide\s*\d+|last slide|(?:(?!(?:into|to|onto|from|on|in|with)\b)[\p{L}-]+\s+){0,3}slide)\b/u,
  ],
  ["undo", /^(?:please\s+)?(?:undo|revert|roll back|go back|take (?:that|it) back)\b/u],
  ["spelling", /\b(?:typos?|spelling|spell[- ]?check|misspell\w*|grammar|proofread\w*)\b/u],
  [
    "review",
    /\bis (?:the|my|our|this) [\p{L}\s-]+? slide (?:convincing|believable|credible|strong enough|good enough|working|too thin|thin|enough|going to (?:hold up|land|work|fly))\b|\bis ["'‘“][^"'’”]{4,60}["'’”] going to (?:land|hold up|work|fly)\b|\bpoke at\b|\b(?:believable|credible)\b|\bcall (?:bs|bullshit)\b|\bwould (?:a|an|the) (?:\w+ ){0,2}(?:partner|investor|vc)s? (?:believe|buy|be impressed|like|care|say)\b|\b(review|what'?s missing|what is missing|missing anything|anything missing|did (?:i|we) miss|feedback|critique|critici[sz]e|criticism|poke holes|push back|red flags?|weak(?:est|ness(?:es)?)?|audit|check (?:my|the) deck|gaps?)\b|\b(?:what|how) (?:would|will|might) (?:an? )?(?:\w+ ){0,2}(?:partner|investor|vc|a16z|yc|sequoia|lightspeed)s?\b/u,
  ],
  // A question about what a slide needs, or facts to put on one: advice, not an edit ("what should I put
  // on the market slide?", "add a TAM to the market slide" — the offline engine has no TAM to add).
  [
    "advise",
    /\b(?:add|put|include)\b[^.?!]*?\b(?:to|on|in|into)\s+(?:(?:the|my|our|this)\s+[\p{L}\s-]+?\s+slide|(?:the|my|our|this)\s+(?:[\p{L}-]+\s+)?(?:comparison|table)|slide\s+\d+)\b|\bwhat (?:should|do|can|could) (?:i|we) (?:put|write|say|add|include|show)\b|\bhow (?:do|should|can|could) (?:i|we) (?:improve|fix|strengthen|make|write|present)\b|\bmore (?:specific|concrete|detailed|precise)\b|\bwhat (?:goes|belongs) (?:on|in)\b|^(?:so\s+)?what(?:'s| is| are) (?:our|my)\b/u,
  ],
  ["merge", /\b(?:merge|combine|fold)\b/u],
  // "remove all the placeholders": the gaps are the founder's to fill, not text to delete.
  [
    "placeholders",
    /\b(?:delete|remove|drop|clear|get rid of|clean up)\b[^.?!]*\b(?:placeholders?|brackets?|gaps?)\b|\b(?:which|what|any|where|how many)\b[^.?!]*\b(?:placeholders?|brackets?|still (?:need|have) to fill|left to fill)\b/u,
  ],
  // "how many slides is this", "how long would this take to present?", "7 min slot — this deck fit or is too
  // long?" (a question, so nothing is cut).
  [
    "length",
    /\bhow (?:many slides|long (?:is|would|will|does) (?:this|it|the deck|my deck)\b)|\bhow long[^.?!]*\bpresent|\btoo many slides\b|\bread(?:ing)? time\b|\bcount (?:again|the slides)\b|\b(?:fit|fits)\b[^.?!]*\b\d+\s*[- ]?min|\bslides too (?:many|long)\b|\bget through (?:this|the|my)\b[^.?!]*\bdeck\b|\b(?:deck|pitch|presentation|it|this)\b[^.?!]{0,30}\btoo long\s*\?|\b\d+\s*[- ]?min(?:ute)?s?\b[^.?!]*\b(?:fits?|too long)\b|\b\d+\s*[- ]?min(?:ute)?s?\b.*\bam i (?:over|under)\b/u,
  ],
  // "write speaker notes for slide 2": the notes, not a new slide called "Speaker notes".
  [
    "notes",
    /\b(?:write|add|draft|create|generate|give me|make|prepare)\b[^.?!]*\b(?:speaker |presenter )?notes\b/u,
  ],
  // "make all titles headlines", "give the traction slide a better title".
  // "what should the title of slide 2 be?", "suggest a title for the market slide".
  [
    "headlines",
    /\bheadlines?\b|\balternative (?:titles?|headings?)\b|\b(?:titles?|headings?) (?:options|ideas|alternatives)\b|\b(?:better|stronger|clearer) (?:title|heading)s?\b|\bwhat should (?:the )?(?:title|heading)\b|\bsuggest (?:a )?(?:title|heading)\b/u,
  ],
  ["compose", /\b(compose|next slide|slide (?:my|the) deck needs)\b/u],
  [
    "add",
    /\b(?:add|create|insert|include|write)\b(?=.*\bslide)|^(?:a\s+)?new slide\b|^(?:a\s+)?[\p{L}][\p{L}\s&-]{1,30}?\s+slide\s+(?:pls|please|plz)\s*[:—–-]|\b(?:make|need|get|have|want|do)\s+(?:me\s+)?(?:a|an|another|one more)\b(?=.*\bslide)|\bput\s+(?:in\s+)?(?:a|an|another|one more)\s+(?:new\s+)?[\p{L}\s&-]{2,30}?\s+slide\b|\b(?:we\s+)?(?:need|want)\s+something\s+(?:on|about)\b|^(?:new\s+)?slide idea\s*:|\badd\s+(?:our|my|the|a|an|some)\s+(?!.*\b(?:to|on|in|into)\s+(?:the|my|our|this|slide)\b)/u,
  ],
  [
    "shorten",
    /\b(shorten|tighten|trim|condense|shorter|tighter|cut (?:it |them |this |everything )?down|(?:cut|remove|strip|lose) (?:the |all the |any )?(?:fluff|filler|waffle)|more concise|fewer words|less (?:wordy|text|verbose)|(?:too|so) (?:long|wordy|dense|verbose)|wordy|half (?:as long|the length)|a mouthful)\b/u,
  ],
  ["tone", new RegExp(TONES.map(([pattern]) => pattern.source).join("|"), "u")],
  [
    "rename",
    /\b(rename|retitle|call(?!\s+(?:notes?|log|recording|transcript)\b)|title|name)\b(?=.*\b(?:deck|presentation|slide|to)\b)|\b(?:deck|presentation|file)\s+(?:file\s+|itself\s+)?(?:be\s+)?(?:called|named|titled)\b|^(?:(?:pls|please)\s+)?(?:the\s+)?(?:deck|presentation)(?:'s|’s)?\s+(?:file\s+)?(?:name|title)\s*(?::|(?:pls|please)\s*["“])|\b(?:rename|retitle|title|name|call)\s+(?:the\s+|this\s+)?file\b|\b(?:rename|retitle)\s+this\s+one\b|\b(?:presentation|deck)(?:'s|’s)\s+(?:name|title)\s+to\b|\bretitle\s+(?:the\s+)?(?:whole\s+)?file\b|\b(?:deck|presentation)(?:'s|’s)?\s+(?:file\s+)?(?:name|title)\b[^→]*(?:→|->|=>)|\bslide\s*\d*(?:'s|’s)\s+(?:title|heading)\s+to\b|(?:^|[.!?]\s+)(?:pls\s+|please\s+)?(?:call|name)\s+this\s+one\b|\b(?:sidebar|file|tab|list)\s+name\b[^.?!]*(?:→|->|=>|:|=)|\b(?:file\s*|deck\s+|presentation\s+)(?:name|title)\s*(?:should|must|needs? to|→|->|=>|:)|\btitle\s*(?:→|->|=>|:\s*(?:exactly\s+)?["“'‘])|\b(?:deck|presentation)\s+name\s+(?:pls|please|plz)\s*[:=]|\bdeck\b[^.!?]*[.!?]\s+(?:call|name)\s+it\b/u,
  ],
  ["rewrite", /\b(rewrite|rephrase|reword|improve|polish|clean up|redo|edit|fix)\b/u],
  // "can we lose the why now slide": "lose" only with a slide after it ("clinics lose 20%" is a fact).
  [
    "delete",
    /\b(delete|remove|drop(?!\s+(?:(?:it|them|that|this|these)\s+)?in\b)|get rid of|erase|ditch|scrap|nix|nuke|axe|take out|kill|trash|yank|bin|pull(?:ing)?(?![^.?!]*\b(?:forward|up|back|earlier|ahead|so (?:it|that)|to (?:the )?(?:front|start|position)|after|before)\b))\b(?=[^.?!]*\bslides?\b)|\b(?:delete|remove|drop(?!\s+(?:(?:it|them|that|this|these)\s+)?in\b)|get rid of|erase|ditch|scrap|nix|axe|take out|toss|chuck)\b|\blose\s+(?=(?:the|that|this|slide)\b|\d{1,2}\s*(?:[.!,]|$))|\bcut\s+(?=slide\s+\d{1,2}\b(?!\s*(?:down|to|by|in half|and|,|&)))/u,
  ],
  // "make the market slide first": a move, not a rewrite.
  [
    "move",
    /\b(?:should|must|needs? to)\s+(?:come|go|be|sit)\s+(?:right\s+)?(?:before|after|first|last|at the (?:end|start))\b|\b(?:go|come|sit|be)\s+where\s+(?:the\s+)?[\p{L}\d\s]{2,30}?\s+(?:is|sits)\b|\b(?:should|must|needs? to)\s+be\s+(?:the\s+)?(?:slide\s*\d+|\d+(?:st|nd|rd|th)\s+slide|(?:first|second|third|fourth|fifth)\s+slide)\b|^(?:can|could)\s+[^.?!]*?\b(?:go|come)\s+(?:right\s+)?(?:before|after)\b|^(?:slide\s*)?\d+\s*(?:→|->|=>)\s*(?:between|before|after|slot|position|slide|#|\d|(?:the\s+)?(?:end|start|first|last)\b)|\bfirst\b[^.?!]*\bright after (?:the\s+)?cover\b|\bslot\b[^.?!]*\bbetween\b|(?<!\b(?:never|not|don'?t|doesn'?t|can'?t|won'?t|cannot)\s)\b(move|reorder|put|place|bump|shift|drag|park)\b(?!\s+(?:their|your|his|her|money|books|fast|faster|quickly|on|ahead|forward with)\b)|(?:^|[.!?]\s+)(?:bring|get)\b[^.?!]*?(?:\b(?:up|down)\s+to\s+\d|,?\s*\b(?:slot|position|spot)\s*#?\d|#\d)|\b(?:sandwich|wedge|tuck)\b[^.?!]*\bbetween\b|\bflip\s+\d+\s+(?:and|&|n)\s+\d+\b|\b(?:swap|switch)\b(?![^.?!]*\bfor\b)|\bpush\b(?=[^.?!]*\b(?:up|down|back|later|earlier|forward|after|before)\b)|^(?:the\s+)?[\p{L}][\p{L}\s-]{1,25}?\s*(?:→|->|=>)|\b(?:i want|i'd like)\s+[^.?!]*\bto be (?:slide\s*\d+|the\s+\w+\s+slide|\d+(?:st|nd|rd|th))|\b(?:is|felt|feels|seems|looks) (?:buried|hidden)\b[^.?!]*[.!?]\s*make it\b|^(?:show|have)\s+[^.?!]*\b(?:before|after)\b|^(?:pull|push|bring)\b[^.?!]*\bso (?:it|that it) (?:comes|sits|goes|lands)\b|\bshould be the (?:very )?last (?:thing|slide)\b|\b(?:flip|reorder)\b[^.?!]*\b(?:opens?|starts?)\b|\bmake\b(?=.*\bslide\b.*\b(?:first|last)\s*[.!?]*$)/u,
  ],
];

const VERB_OF = Object.fromEntries(VERBS) as Record<VerbKind, RegExp>;

/** "take out the photo on the team slide": a part of the slide, so no slide to delete (the reply asks). */
const wholeSlide = (ref: SlideRef | null): SlideRef | null =>
  ref?.kind === "phrase" && /\s(?:on|in|from|of|at)\s/u.test(` ${ref.phrase} `) ? null : ref;

/** The slide a message opens with ("cover tagline needs to be half as long"), not one named later. */
function openingSlide(text: string): SlideRef | null {
  const opener = mentions(text)[0];
  return opener && /^(?:the\s+|my\s+|our\s+)?$/iu.test(text.slice(0, opener.index)) ? opener.ref : null;
}

/**
 * "competition table → delete it. but … put it on the product slide": "it" is a slide named before the verb,
 * never one a later sentence names; "lose 13" is slide 13. Undefined when the verb is followed by neither.
 */
function deleteTarget(text: string): SlideRef | null | undefined {
  // "lose 13": a bare number after the verb is the slide's.
  const numbered = new RegExp(
    String.raw`(?:${VERB_OF.delete.source})\s*(?<slide>\d{1,2})\s*(?:[.!,]|$)`,
    "iu",
  ).exec(text)?.groups?.slide;
  if (numbered) return { kind: "number", number: Number(numbered) };
  const verb = new RegExp(String.raw`(?:${VERB_OF.delete.source})\s+(?:it|this one|that one)\b`, "iu").exec(
    text,
  );
  if (!verb) return undefined;
  const before = text.slice(0, verb.index);
  return parseSlideRef(before) ?? mentions(before).at(-1)?.ref ?? null;
}

/**
 * "drop that line", "remove the SAM line", "delete the photo", "drop the 'for the first time' bit": a part of
 * a slide (not "the title slide").
 */
const LINE_OF_A_SLIDE =
  /\b(?:delete|remove|drop|cut|lose|kill|ditch|scrap|axe|get rid of)\s+(?:that|the|this|those|these|our|my)\s+(?:["“'‘][^"”'’]{1,60}["”'’]\s+|(?:[\p{L}\p{N}$%'-]+\s+){0,3}?)(?:line|bullet|sentence|part|bit|point|row|word|phrase|stat|photo|picture|image|logo|chart|graph|column|footnote|citation|tagline|subtitle|paragraph|emoji)s?\b(?!\s+slides?\b)/u;

export function parseIntent(message: string): Intent {
  // Layout and theme requests first: "make the market slide a big-number slide" is not an "add".
  const style = parseStyleIntent(message);
  if (style) return { kind: "style", style };
  // "team ➡️ second to last": an arrow emoji points like an arrow (a 😴 does not).
  const trimmed = withoutHeadQualifier(message.trim().replace(/[➡⬅⬆⬇↗↘👉👆👇⤴⤵🔜🔝]\uFE0F?/gu, "→"));
  const text = withSlideHead(arrowAsHead(shorthandNews(trimmed) ?? financialNews(trimmed) ?? trimmed));
  const lower = text.toLowerCase();
  const hits = VERBS.map(([kind, pattern]) => ({ kind, index: pattern.exec(lower)?.index ?? -1 }))
    .filter((h) => h.index >= 0)
    .sort((a, b) => a.index - b.index);
  // "our TAM is actually $4B, update it", "fix the MRR: it's $25k": a figure to set, unless another
  // request comes first ("add a slide about our $2M raise").
  const first = hits[0]?.kind;
  // "whats the MoM growth I put in": the deck's own figure, quoted.
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
  // "put a 'Why we win' slide after competition: …", "… need a slide for that".
  // "i get a 10 minute slot … is this too many slides for that": a question about the length.
  if (
    hits.some((hit) => hit.kind === "length") &&
    /\b(?:is|are|does|will)\s+(?:this|it|that|there)\b/u.test(lower)
  )
    return { kind: "length" };
  const created = !first || first === "add" || first === "move" ? parseNewSlide(text) : askedForSlide(text);
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
  const dump = !first || first === "add" || first === "advise" ? parseFactDump(text) : null;
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
  const handover = parseHandover(text);
  if (handover) return { kind: "handover", dumps: handover };
  const update = !first || first === "rewrite" || first === "advise" ? parseFigureUpdate(text) : null;
  if (update) return { kind: "setFigure", update };
  // "please the presentation title: '…'", "deck name → … the file, not the cover": the deck's name, not a
  // slide's title or the cover's presenter.
  const renamed = first === "rename" ? parseRename(text) : null;
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
            excepting(text) ?? parseSlideRef(text) ?? everything(text) ?? madeRef(text) ?? subjectRef(text),
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
          /\b(?:titles?|headings?|headlines?)\b/u.test(lower) &&
          !parseSlideRef(text.replace(/\bevery slide\b/iu, ""))
        ) {
          const listed = /\bexcept\b/iu.test(text) ? null : numberList(text);
          return listed ? { kind: "shortTitles", only: listed } : { kind: "shortTitles" };
        }
        // "cover tagline needs to be half as long": the slide the sentence opens with.
        return {
          kind,
          target: everything(text) ?? refIn(text, VERB_OF[kind]) ?? openingSlide(text),
        };
      case "delete":
        // "…so drop that line": a line of the slide, never the slide; the reply asks which one.
        if (LINE_OF_A_SLIDE.test(lower)) return { kind: "delete", target: null };
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
            target: wholeSlide(excepting(text) ?? (it === undefined ? refIn(text, VERB_OF[kind]) : it)),
          };
        }
    }
  }
  // "traction after why now pls": a move said without a verb.
  const moved = relationMove(text);
  return moved ? { kind: "move", ...moved } : { kind: "help" };
}
