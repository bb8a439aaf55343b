import type { Intent } from "./copilot-intent.ts";
import { clean } from "./copilot-parse-edits.ts";
import { parseSlideRef } from "./slide-refs.ts";

/** "can the deck be called 'Ledgerly Seed v3' so…", "Deck name → Ledgerly x a16z (Oct)": the deck's new name. */
function deckName(message: string): string | null {
  const quoted = String.raw`["“'‘]([^"”'’]+)["”'’]`;
  const deck = String.raw`(?:deck|presentation|file)`;
  const patterns = [
    new RegExp(
      String.raw`\b${deck}\s+(?:file\s+|itself\s+)?(?:be\s+)?(?:called|named|titled)\s+${quoted}`,
      "iu",
    ),
    new RegExp(
      String.raw`\b(?:set|change|make)\s+(?:the\s+)?${deck}(?:'s|’s)?\s+(?:file\s+)?(?:name|title)\s+(?:to|as)\s+${quoted}`,
      "iu",
    ),
    new RegExp(
      String.raw`\b(?:rename|retitle|call|name|title)\s+(?:the\s+|my\s+|this\s+|our\s+)?(?:whole\s+|entire\s+)?${deck}\s+(?:file\s+)?(?:to\s+|as\s+)?${quoted}`,
      "iu",
    ),
    new RegExp(
      String.raw`\b${deck}\s+(?:file\s+|itself\s+)?(?:be\s+)?(?:called|named|titled)\s+(.+?)\??$`,
      "iu",
    ),
    new RegExp(
      String.raw`\b(?:deck|presentation)(?:'s|’s)?\s+(?:file\s+)?(?:name|title)\b(?:\s*\([^)]*\))?\s*(?:→|->|=>|=|:)\s*(.+)$`,
      "iu",
    ),
    new RegExp(
      String.raw`\b(?:rename|retitle|call|name|title)\s+(?:the\s+|my\s+|this\s+|our\s+)?(?:whole\s+)?(?:deck|presentation)\s+file\s+(?:to|as)\s+(.+)$`,
      "iu",
    ),
    new RegExp(
      String.raw`\b(?:retitle|rename)\s+(?:the\s+)?(?:whole\s+)?file\s*(?:to|as|→|->|=>|:)\s*(.+)$`,
      "iu",
    ),
    // "rename this one 'Ledgerly — QED Partner Mtg 11/14' so i grab …", "title the file "…" pls".
    new RegExp(
      String.raw`\b(?:rename|retitle|call|name|title)\s+(?:this one|the file|this file)\s+(?:to\s+|as\s+)?${quoted}`,
      "iu",
    ),
    // "deck name pls "Ledgerly – Munich Roadshow 2025"", "new deck name so i don't mix up versions: '…'".
    new RegExp(String.raw`\b${deck}\s+(?:name|title)\s+(?:pls|please|plz)\s*[:=]?\s*${quoted}`, "iu"),
    new RegExp(
      String.raw`\b(?:new\s+)?${deck}\s+(?:name|title)\b(?:[^:"“'‘]|(?<=\p{L})['’](?=\p{L})){0,50}:\s*${quoted}`,
      "iu",
    ),
    // "change the name of this deck to 'X'", "the DECK name (not slide 1) should be X".
    new RegExp(
      String.raw`\b(?:change|set|update|make)\s+the\s+(?:name|title)\s+of\s+(?:the|this|my|our)\s+${deck}\s+(?:to|as)\s+(.+)$`,
      "iu",
    ),
    new RegExp(
      String.raw`\b${deck}(?:'s|’s)?\s+(?:file\s+)?(?:name|title)\s+(?:should|must|needs? to|has to)\s+(?:be|read|say)\s+(.+)$`,
      "iu",
    ),
    // "… shows the deck name on the big screen so it has to be exactly: Ledgerly | Techstars NYC Demo Day".
    new RegExp(
      String.raw`\b${deck}\s+(?:name|title)\b[^.!?:]*?\b(?:has to|must|should|needs? to)\s+(?:be|read|say)\s+(?:exactly\s*)?:\s*(.+)$`,
      "iu",
    ),
    // "title of whole file should be 'X'", "the presentation should be called X".
    new RegExp(
      String.raw`\b(?:title|name)\s+of\s+(?:the\s+|this\s+|my\s+|our\s+)?(?:whole\s+|entire\s+)?${deck}\s+(?:should|must|needs? to|has to)\s+(?:be|read|say)\s+${quoted}`,
      "iu",
    ),
    new RegExp(
      String.raw`\b(?:title|name)\s+of\s+(?:the\s+|this\s+|my\s+|our\s+)?(?:whole\s+|entire\s+)?${deck}\s+(?:should|must|needs? to|has to)\s+(?:be|read|say)\s+(.+)$`,
      "iu",
    ),
    new RegExp(
      String.raw`\b${deck}\s+(?:should|must|needs? to|has to|will|shall)\s+be\s+(?:called|named|titled)\s+(.+)$`,
      "iu",
    ),
    // "…my old deck in the sidebar. name it Ledgerly Seed — March", "call this one Ledgerly Seed — Bessemer".
    /(?:^|[.!?]\s+)(?:pls\s+|please\s+)?(?:call|name)\s+this\s+one\s+(.+)$/iu,
    // "update the file title for the YC application upload → Ledgerly (YC format) v3".
    /\b(?:file|deck|presentation)\s+(?:name|title)\b[^→"“]{0,60}?(?:→|->|=>)\s*(.+)$/iu,
    // "file title still says seed deck from the SMB days. make it "Ledgerly: The Multi-Entity Close"".
    new RegExp(
      String.raw`\b(?:file|deck|document|doc)\s*(?:name|title)\b[^"“]{0,80}?\b(?:make|change|set)\s+it\s+(?:to\s+|as\s+)?${quoted}`,
      "iu",
    ),
    // "new name for the whole deck now that we're mid-market: "Ledgerly — Mid-Market Seed 2025"".
    new RegExp(
      String.raw`\bnew\s+(?:name|title)\s+for\s+(?:the\s+|this\s+)?(?:whole\s+)?${deck}\b(?:[^:"“]|(?<=\p{L})['’](?=\p{L})){0,60}:\s*${quoted}`,
      "iu",
    ),
    // "the name in the sidebar should say Ledgerly: ML-native close".
    /\b(?:name|title)\s+in\s+the\s+(?:sidebar|file list|tab|list)\s+(?:should|must|needs? to|has to)\s+(?:say|be|read)\s+(.+)$/iu,
    // "sidebar name for this one → Ledgerly | Seedcamp Demo Day".
    /\b(?:sidebar|file|tab|list)\s+(?:name|title)(?:\s+for\s+this\s+one)?\s*(?:→|->|=>|:|=)\s*(.+)$/iu,
    // "the file name should read Ledgerly Q1 Fundraise", "name the file X so it doesn't get lost", "deck name pls: X".
    /\bfile\s*name\s+(?:should|must|needs? to|has to)\s+(?:be|read|say)\s+(.+)$/iu,
    /\b(?:name|call|title)\s+(?:the|this)\s+file\s+(.+?)(?:\s+so\s+(?:it|she|he|they|i|we)\b.*)?$/iu,
    new RegExp(String.raw`\b${deck}\s+name\s+(?:pls|please|plz)\s*[:=]\s*(.+)$`, "iu"),
    new RegExp(String.raw`\b${deck}\b[^"“]*?[.!?]\s+(?:pls\s+|please\s+)?(?:call|name)\s+it\s+(.+)$`, "iu"),
  ];
  // "(NOT slide 1!)", "(only the name of deck, nothing inside)": an aside about what to rename.
  const text = message.replace(/\s*\((?:not|only|just|nothing|the (?:file|deck))\b[^)]*\)/giu, "");
  const called = patterns.map((pattern) => pattern.exec(text)).find((found) => found?.[1]);
  // "call the deck 'X' — ugh no, … 'Y' exactly. use that": the name said last.
  const instead = /\b(?:no|sorry|wait|actually)\b[^"“'‘]*["“'‘]([^"”'’]{3,80})["”'’][^"“'‘]*$/iu.exec(text);
  if (called?.[1] && instead?.[1] && instead.index > called.index) return tagged(instead[1]);
  if (!called?.[1]) return null;
  // "→ "Ledgerly — Seed 2025 (v7)"; slide 1 stays as is": the name is what the quotes hold.
  return tagged(
    /^\s*(?:["“]([^"”]{2,100})["”]|['‘]([^'‘’]{2,100})['’](?![\p{L}]))/u
      .exec(called[1])
      ?.slice(1)
      .find(Boolean) ?? called[1],
  );
}

/** "(Oct)" is part of the name; "(the one for YC)" is an aside; "lol" is not. */
function tagged(said: string): string | null {
  // "Ledgerly Seed (post-TechCrunch). the file, not the cover": the sentence after the name is an aside.
  const raw = said
    .replace(/\.\s+\p{Ll}.*$/su, "")
    .replace(/\s+(?:pls|plz|lol|thx|thanks)\W*$/iu, "")
    // "Ledgerly_PitchNight_5min so i can find it on the day": why, not the name.
    .replace(/\s+so\s+(?:i|we|it|she|he|they|you)\b.*$/iu, "")
    // "Ledgerly for CFOs just those three words nothing else": how it is said, not the name.
    .replace(/\s+(?:just|only)\s+(?:those|these|the)\s+\S+\s+words\b.*$|\s+nothing else\W*$/iu, "")
    // "Ledgerly x Northbeam Ventures, sending it to their partner tonight": why, not the name.
    .replace(/,\s+(?:sending|since|because|for (?:the|my|our|their)|so that|as (?:we|i))\b.*$/iu, "")
    // "ledgerly-seed-v4-FINAL-final 🙃 (yes i know)": the aside after an emoji is no part of the name.
    .replace(/\s*\p{Extended_Pictographic}[^]*$/u, "");
  // "(Oct)", "(Nov 2025)", "(tech DD edition)": a short tag is part of the name; "(the file, not the cover)" is not.
  const TAG =
    /\s*(\((?!(?:the|not|only|just|i|we|so|for|this|that|yes|lol|pls|please)\b)(?:[^)\s]+\s?){1,4}\))\s*$/iu;
  const tag = TAG.exec(raw)?.[1];
  const name = clean(raw.replace(TAG, ""));
  return name ? (tag ? `${name} ${tag}` : name) : null;
}

/** "… titled exactly 'Ledgerly — Seed Round (Revised)'. rename the deck to that": the name quoted before. */
function pointedBack(title: string, message: string): Intent | null {
  if (!/^(?:that|this|it|that one|this one)$/iu.test(title)) return { kind: "renameDeck", title };
  const quoted = /["“'‘]([^"”'’]{3,100})["”'’]/u.exec(message)?.[1];
  return quoted ? { kind: "renameDeck", title: quoted.trim() } : null;
}

export function parseRename(said: string): Intent | null {
  // "retitle the presentation itself not slide 1 to …": the aside names what stays.
  const message = said
    .replace(/\s+itself\b|,?\s+not\s+(?:slide\s+\d+|the\s+cover)(?=\s+to\b)/giu, "")
    // "rename the presentation (leave slide 1 alone) to …": the aside says what stays.
    .replace(/\s*\((?:leave|not|keep|don'?t|dont)\b[^)]*\)/giu, "");
  const named = deckName(message);
  // "… titled exactly 'Ledgerly — Seed Round (Revised)'. rename the deck to that": the name quoted before.
  if (named) return pointedBack(named, message);
  const deck =
    /\b(?:rename|retitle|call|name|title)\s+(?:the\s+|my\s+|this\s+|our\s+)?(?:whole\s+|entire\s+)?(?:deck|presentation|pitch deck|pitch)\s*(?:to|as|:)?\s+(.+)$/iu.exec(
      message,
    ) ??
    /\b(?:deck|presentation)(?:'s)?\s+(?:file\s+)?(?:title|name)\s+(?:(?:just|simply|should|can|could|will|now)\s+)*(?:be|to|as|:)\s*(.+?)\??$/iu.exec(
      message,
    );
  const title = deck?.[1] ? tagged(deck[1]) : null;
  if (title) return pointedBack(title, message);
  const slide =
    /\b(?:rename|retitle|call|name|title)\s+(.*?\bslide\b.*?)\s+(?:to|as)\s+(.+)$/iu.exec(message) ??
    /\btitle of\s+(.*?\bslide\b.*?)\s+to\s+(.+)$/iu.exec(message) ??
    /\b(?:change|set|make)\s+(.*?\bslide\b[^']*?)(?:'s|’s)\s+(?:title|heading)\s+(?:to|as|into)\s+(.+)$/iu.exec(
      message,
    );
  // "the raise title → exactly '$2.5M seed to reach $100k MRR'", "#11 title → 'Path to $100k MRR'".
  const arrow =
    /^(?:\(?[a-z1-9]\)\s*)?(.+?)\s+title\s*(?:→|->|=>|=|:)\s*[^"“'‘]{0,40}?(exactly\s+)?(?:["“]([^"”]+)["”]|['‘](.+?)['’](?=[\s.,;!?—–-]|$))/iu.exec(
      message.trim(),
    );
  const arrowTarget = arrow?.[1]
    ? parseSlideRef(
        /\bslide\b/iu.test(arrow[1]) ? arrow[1] : `the ${arrow[1].replace(/^(?:the|our|my)\s+/iu, "")} slide`,
      )
    : null;
  const arrowTitle = arrow?.[3] ?? arrow?.[4];
  if (arrowTitle && arrowTarget)
    return {
      kind: "retitle",
      target: arrowTarget,
      title: arrow?.[2] ? arrowTitle.trim() : clean(arrowTitle),
    };
  if (slide?.[1] && slide[2] && clean(slide[2])) {
    return { kind: "retitle", target: parseSlideRef(slide[1]), title: clean(slide[2]) };
  }
  return null;
}
