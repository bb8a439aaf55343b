import { isPlaceholderLine, limits, type LayoutFields } from "@pds/contracts";
import { slideLayoutOf, type CopilotOperation, type DeckContext } from "../engine.ts";
import { say, slideName, type Reply } from "./copilot-reply.ts";
import { CLOSING_NOTE, CLOSING_TITLE, closingFields } from "./layouts/cover.ts";

/**
 * Contact details the founder types into the chat ("add a closing slide with my email jane@ledgerly.io",
 * "my name is Jane Doe, CEO; website ledgerly.io"): they go on the closing slide, in its fields, and the
 * name on the cover where it still asks for one. Nothing here guesses a detail the message does not give.
 */
export interface ContactDetails {
  name?: string;
  email?: string;
  website?: string;
  phone?: string;
  /** Only the cover was asked for: "put 'Maya Chen, CEO' on the cover". */
  coverOnly?: boolean;
  /** Only the closing slide was asked for: "on the closing slide put me: Ben Adler, CEO". */
  closingOnly?: boolean;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
const WEBSITE =
  /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|io|ai|co|org|net|app|dev|xyz|so|vc|tech|health|bio|us|uk|de|fr|in|ng|br|mx|id|eu)\b(?:\/[^\s,;]*)?/iu;
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\d{2,4})(?:[\s.-]\d{2,4}){2,3}\b/u;
const NAME =
  /\b(?:[Mm]y name is|[Ii](?:'|’)m|[Ii] am|[Nn]ame:?|(?<=^|\n)\s*[Nn]ame\s*(?:-|–|—|=)|[Pp]resenter:?|[Pp]ut me:?)\s+(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,2})(?:,\s*(?:the\s+)?((?:(?:CEO|CTO|COO|CFO|CPO)\s*(?:&|and)\s*)?(?:[Cc]o-?)?[Ff]ounder(?:\s*(?:&|and)\s*\p{Lu}{2,4})?|CEO|CTO|COO|CFO|\p{Lu}{2,4}))?/u;
/** A name and role quoted for the cover: "put 'Maya Chen, CEO & Co-founder' on the cover". */
const COVER_NAME =
  /["'‘“](\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){1,2})(?:,\s*([^"'’”]{2,40}))?["'’”]\s+(?:on|to|onto|in)\s+(?:the\s+)?(?:cover|title slide|first slide|slide 1)\b/u;
/** "my cofounder Idris Bello (COO) is presenting this version": the cover's presenter. */
const PRESENTING =
  /\b(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){1,2})\s*(?:\(([^)]{2,30})\))?\s+(?:is|will be)\s+presenting\b/u;
/** Words that say the details are contact details, when the message has no email or phone. */
const ABOUT_CONTACT =
  /\b(?:contact|closing|thank[- ]you|last slide|website|site|url|web address|my name|presenter|reach (?:me|us))\b/iu;

const ROLES: Record<string, string> = {
  ceo: "CEO",
  cto: "CTO",
  coo: "COO",
  cfo: "CFO",
  cpo: "CPO",
  founder: "Founder",
  cofounder: "Co-founder",
  "co-founder": "Co-founder",
};

/**
 * "name on the cover = Kofi Mensah, CEO. thats it", "cover name sofia lindqvist cofounder ceo", "put Kofi
 * Mensah, CEO on the cover": the presenter, typed in any case, with the role words after the name.
 */
function coverName(message: string): [string, string, string?] | null {
  // "the title slide is still showing the name/role placeholder 🙈 fill it: Maya Lindqvist — Co-founder & CEO".
  const filled =
    /\b(?:title slide|cover|first slide|slide 1)\b[^:→]{0,80}?\b(?:name|presenter)\b[^:→]{0,40}?(?::|→|->)\s*((?:(?:Dr|Prof)\.?\s+)?\p{Lu}[\p{L}'-]+\s+\p{Lu}[\p{L}'-]+)\s*[—–,-]\s*([^()\n.!]{2,40}?)\s*(?:\(|[.!]|$)/u.exec(
      message,
    );
  if (filled?.[1] && filled[2]) return [filled[0], filled[1], filled[2].trim()];
  const said =
    /(?:\b(?:name on the cover|cover name|cover(?:'s)? presenter|presenter on the cover)|(?:^|[.!?]\s+|\p{Extended_Pictographic}\s*)cover(?=\s*:))\s*(?:=|:|→|->|is|should be)?\s*([\p{L}][\p{L}'\s,&-]{2,60}?)\s*(?:[.!]|\bthats? it\b|$)/iu.exec(
      message,
    )?.[1] ??
    /\bput\s+(\p{Lu}[\p{L}'-]+\s+\p{Lu}[\p{L}'-]+(?:,\s*[\p{L}\s&-]{2,30}?)?)\s+on the (?:cover|title slide|first slide)\b/u.exec(
      message,
    )?.[1] ??
    // "slide 1 should say Teodora Vasquez, Co-founder & CEO instead of the [Add your name] thing".
    /\b(?:slide 1|the cover|cover|title slide|first slide)\s+should\s+(?:say|read|show)\s+(\p{Lu}[\p{L}'-]+\s+\p{Lu}[\p{L}'-]+(?:,\s*[\p{L}\s&-]{2,30}?)?)\s+instead of\b[^.]*\[Add your name/u.exec(
      message,
    )?.[1];
  if (!said) return null;
  const words = said.replace(/,/gu, " ").split(/\s+/u).filter(Boolean);
  const roles = words.filter((word) => ROLES[word.toLowerCase()]).map((word) => ROLES[word.toLowerCase()]!);
  const names = words.filter((word) => !ROLES[word.toLowerCase()] && !/^(?:&|and)$/iu.test(word));
  if (names.length < 2 || names.length > 3) return null;
  const name = names.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
  return [said, name, roles.length > 0 ? roles.join(" & ") : undefined];
}

export function parseContact(message: string): ContactDetails | null {
  // "add a slide w/ a QR code → ledgerly.co/demo": a new slide of its own, unless it is the closing one.
  const newSlide = /\b(?:add|create|make|need)\s+(?:a|an|another|new)\s+((?:\S+\s+){0,5}?)slide\b/iu.exec(
    message,
  );
  if (newSlide && !/\b(?:closing|contact|thank|final|last)\b/iu.test(newSlide[1] ?? "")) return null;
  const email = EMAIL.exec(message)?.[0];
  const withoutEmail = email ? message.replace(email, " ") : message;
  const website = WEBSITE.exec(withoutEmail)?.[0];
  const phone = PHONE.exec(withoutEmail)?.[0];
  const name =
    NAME.exec(message) ?? COVER_NAME.exec(message) ?? PRESENTING.exec(message) ?? coverName(message);
  // "cover slide is missing my name — I'm Priya Raman": the cover is what the founder asks about.
  const onCover =
    COVER_NAME.test(message) || (!!name && /\b(?:cover|title slide|first slide|slide 1)\b/iu.test(message));
  if (!email && !phone && !onCover && !(ABOUT_CONTACT.test(message) && (website || name))) return null;
  const details: ContactDetails = {};
  if (name?.[1]) details.name = name[2] ? `${name[1]}, ${name[2]}` : name[1];
  if (email) details.email = email;
  if (website) details.website = website;
  if (phone) details.phone = phone.trim();
  if (onCover && !email && !phone && !website) details.coverOnly = true;
  // "on the closing slide put me: …", "fill in 13 — I'm Dana …": a slide other than the cover was named.
  const otherSlide = /\b(?:slide|fill in|fill out)\s*#?(\d{1,2})\b/iu.exec(message)?.[1];
  if (
    !onCover &&
    // "last slide placeholders, here u go — name: …": the message opens with the slide.
    (/(?:^|\b(?:on|to|for)\s+)(?:the\s+)?(?:closing|last|thank[- ]you|final|end|contact)\s+slide\b/iu.test(
      message,
    ) ||
      (otherSlide && otherSlide !== "1"))
  )
    details.closingOnly = true;
  return details;
}

/** The closing slide: drawn as one, or titled like one ("Thank you", "Contact", "Questions?"). */
function closingIndex(deck: DeckContext): number {
  const drawn = deck.slides.findIndex((slide) => slideLayoutOf(slide) === "closing");
  if (drawn >= 0) return drawn;
  return deck.slides.findIndex((slide) => /\b(?:thank|contact|questions|closing)\b/iu.test(slide.title));
}

const listed = (details: ContactDetails) =>
  [details.name, details.email, details.website, details.phone].filter((value): value is string => !!value);

/** The closing fields with the given details written over what was there. */
function withDetails(fields: LayoutFields<"closing">, details: ContactDetails): LayoutFields<"closing"> {
  const fit = (value: string | undefined, was: string) => (value ? value.slice(0, 120) : was);
  return {
    ...fields,
    name: fit(details.name, fields.name),
    email: fit(details.email, fields.email),
    website: fit(details.website, fields.website),
    phone: fit(details.phone, fields.phone),
  };
}

/** A list closing slide: each detail replaces the gap that asks for it, or joins the end. */
function closingContent(content: string, details: ContactDetails): string {
  const lines = content.split("\n");
  const gaps: Array<[Exclude<keyof ContactDetails, "coverOnly" | "closingOnly">, RegExp]> = [
    ["name", /name/iu],
    ["email", /e-?mail/iu],
    ["website", /website|url/iu],
    ["phone", /phone/iu],
  ];
  for (const [key, asks] of gaps) {
    const value = details[key];
    if (!value) continue;
    const gap = lines.findIndex((line) => isPlaceholderLine(line) && asks.test(line));
    if (gap >= 0) lines[gap] = value;
    else if (!lines.includes(value)) lines.push(value);
  }
  return lines.join("\n").slice(0, limits.slideContentMax);
}

/** The cover's presenter, when it still asks for one and the message names the founder. */
function coverEdit(deck: DeckContext, name: string | undefined, asked = false): CopilotOperation[] {
  const cover = deck.slides[0];
  if (!name || cover?.body?.layout !== "cover") return [];
  if (!asked && !isPlaceholderLine(cover.body.fields.presenter)) return [];
  if (cover.body.fields.presenter === name) return [];
  return [
    {
      type: "updateSlide",
      slideId: cover.id,
      body: { layout: "cover", fields: { ...cover.body.fields, presenter: name } },
    },
  ];
}

export function contactReply(deck: DeckContext, details: ContactDetails): Reply {
  const values = listed(details).join(", ");
  const index = closingIndex(deck);
  const slide = index >= 0 ? deck.slides[index] : undefined;
  const cover = details.closingOnly ? [] : coverEdit(deck, details.name);
  const onCover = cover.length > 0 ? " and your name on the cover" : "";
  if (details.coverOnly && details.name) {
    const asked = coverEdit(deck, details.name, true);
    if (asked.length === 0) return say(`The cover already shows ${details.name}, so I changed nothing.`);
    return say(`Put ${details.name} on the cover as its presenter.`, asked);
  }
  if (!slide) {
    const operation: CopilotOperation = {
      type: "createSlide",
      title: CLOSING_TITLE,
      content: listed(details).join("\n"),
      notes: CLOSING_NOTE,
      position: deck.slides.length,
      body: { layout: "closing", fields: withDetails(closingFields(null), details) },
    };
    return say(`Added a closing slide "${CLOSING_TITLE}" with ${values}${onCover}.`, [operation, ...cover]);
  }
  const update: CopilotOperation =
    slide.body?.layout === "closing"
      ? {
          type: "updateSlide",
          slideId: slide.id,
          body: { layout: "closing", fields: withDetails(slide.body.fields, details) },
        }
      : { type: "updateSlide", slideId: slide.id, content: closingContent(slide.content, details) };
  return say(`Put ${values} on ${slideName(deck, index)}${onCover}.`, [update, ...cover]);
}
