import { layoutNames, slideThemes, themeIds, type SlideLayout, type ThemeId } from "@pds/contracts";
import { slideLayoutOf, type DeckContext } from "../engine.ts";
import { notFound, say, slideName, type Reply } from "./copilot-reply.ts";
import { parseSlideRef, resolveSlideRef, type SlideRef } from "./slide-refs.ts";
import { capitalize } from "./text.ts";

/**
 * Layout and theme requests: "make the market slide a big-number slide", "turn slide 3 into a chart",
 * "use a dark theme", "use the paper theme", "switch to a light theme".
 */

export type StyleIntent =
  | { kind: "changeLayout"; target: SlideRef; layout: SlideLayout }
  | { kind: "setTheme"; theme: ThemeId | "dark" | "light" };

/** How founders name layouts, most specific first. */
const LAYOUT_WORDS: readonly [RegExp, SlideLayout][] = [
  [/\bbig[- ]?numbers?\b|\bkey (?:metrics|numbers)\b|\bmetrics?\b|\bkpis?\b/u, "bigNumbers"],
  [/\b(?:bar |line )?(?:chart|graph)\b/u, "chart"],
  [/\bcomparison\b|\btable\b|\bvs\.? table\b/u, "comparison"],
  [/\b2\s?[x×]\s?2\b|\bpositioning(?: map)?\b|\bquadrant\b/u, "positioning"],
  [/\bteam (?:grid|layout)\b|\bgrid of (?:people|the team)\b|\b(?:photo )?grid\b|\bheadshots?\b/u, "team"],
  [/\btimeline\b|\broadmap\b/u, "timeline"],
  [/\btwo[- ]columns?\b|\bside[- ]by[- ]side\b|\bbefore\s*(?:\/|and)\s*after\b/u, "twoColumns"],
  [/\bbullets?(?: list| points)?\b|\blist\b/u, "bullets"],
  [/\bstatement\b|\bone big line\b/u, "statement"],
  [/\bquote\b|\btestimonial\b/u, "quote"],
  [/\bimage\b|\bscreenshot\b|\bpicture\b/u, "image"],
  [/\bcover\b/u, "cover"],
  [/\bclosing\b|\bcontact\b|\bthank[- ]you\b/u, "closing"],
  [/\bthe ask\b|\bask layout\b/u, "ask"],
];

function layoutIn(phrase: string): SlideLayout | null {
  return LAYOUT_WORDS.find(([pattern]) => pattern.test(phrase))?.[1] ?? null;
}

const CHANGE =
  /\b(?:make|turn|change|convert|switch|show|redo|lay out|display)\s+(.+?)\s+(?:into|to|as|a|an)\s+(?:an?\s+)?(.+)$/u;

function parseTheme(lower: string): StyleIntent | null {
  if (!/\btheme\b|\b(?:dark|light) (?:mode|look|background|colou?rs?|style)\b/u.test(lower)) return null;
  const named = themeIds.find((id) => new RegExp(String.raw`\b${id}\b`, "u").test(lower));
  if (named) return { kind: "setTheme", theme: named };
  if (/\bdark(?:er)?\b/u.test(lower)) return { kind: "setTheme", theme: "dark" };
  if (/\blight(?:er)?\b|\bbright\b/u.test(lower)) return { kind: "setTheme", theme: "light" };
  return null;
}

/** "make the traction numbers bigger", "make the numbers pop on slide 8": the slide's figures as big numbers. */
const EMPHASIS =
  /\b(?:numbers?|figures?|metrics|stats|kpis?)\s+(?:bigger|larger|pop|stand out|more prominent|more visible)\b|\b(?:bigger|larger|huge) (?:numbers?|figures?)\b|\b(?:numbers?|figures?|metrics|stats) as big numbers\b/u;

function emphasisIntent(lower: string): StyleIntent | null {
  if (!EMPHASIS.test(lower)) return null;
  const section = /\bthe ([\p{L}-]+(?: [\p{L}-]+)?) (?:numbers?|figures?|metrics|stats|kpis?)\b/u.exec(
    lower,
  )?.[1];
  const target = parseSlideRef(lower) ?? (section ? parseSlideRef(`the ${section} slide`) : null);
  return target ? { kind: "changeLayout", target, layout: "bigNumbers" } : null;
}

/** A layout or theme request, or null when the message asks for something else. */
export function parseStyleIntent(message: string): StyleIntent | null {
  const lower = message.trim().toLowerCase();
  const theme = parseTheme(lower);
  if (theme) return theme;
  const emphasis = emphasisIntent(lower);
  if (emphasis) return emphasis;
  const change = CHANGE.exec(lower.replace(/[\s.!?]+$/u, ""));
  const layout = change?.[2] ? layoutIn(change[2]) : null;
  // Without a slide it is not a layout change: "make me a timeline slide" asks for a new slide.
  const target = change?.[1] ? parseSlideRef(change[1]) : null;
  if (!target || !layout) return null;
  return { kind: "changeLayout", target, layout };
}

const themeLabel = (id: ThemeId) =>
  `the ${slideThemes[id].name} theme (${slideThemes[id].dark ? "dark" : "light"})`;

function pickTheme(wanted: ThemeId | "dark" | "light", current: ThemeId | undefined): ThemeId {
  if (wanted !== "dark" && wanted !== "light") return wanted;
  const dark = wanted === "dark";
  const fitting = themeIds.filter((id) => slideThemes[id].dark === dark);
  return current && fitting.includes(current) ? current : fitting[0]!;
}

/** Answers a layout or theme request with its operation, saying what changed. */
export function styleReply(intent: StyleIntent, deck: DeckContext): Reply {
  if (intent.kind === "setTheme") {
    const theme = pickTheme(intent.theme, deck.theme);
    if (theme === deck.theme) return say(`The deck already uses ${themeLabel(theme)}, so I changed nothing.`);
    return say(`Switched the deck to ${themeLabel(theme)}. Every slide and both exports use it.`, [
      { type: "setTheme", theme },
    ]);
  }
  const index = resolveSlideRef(intent.target, deck);
  const slide = index === null ? undefined : deck.slides[index];
  if (index === null || !slide) return notFound(deck, intent.target, "turn slide 3 into a chart");
  const name = slideName(deck, index);
  const layout = layoutNames[intent.layout];
  if (slideLayoutOf(slide) === intent.layout) {
    return say(`${capitalize(name)} is already a ${layout} slide, so I changed nothing.`);
  }
  return say(
    `Changed ${name} to the ${layout} layout. Its text is kept: what the layout has no place for is in the speaker notes, and anything marked [Add …] is yours to fill.`,
    [{ type: "changeLayout", slideId: slide.id, layout: intent.layout }],
  );
}
