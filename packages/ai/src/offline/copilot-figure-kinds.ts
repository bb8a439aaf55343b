import type { SlideBody } from "@pds/contracts";
/** Which slide a figure's words point at when no slide is named: "raising" is the ask, "MRR" traction. */
const KIND_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:raising|raise|round|the ask)\b/iu, "ask"],
  [/\b(?:TAM|SAM|SOM|market size|addressable market|market)\b/iu, "market"],
  [/\b(?:MRR|ARR|GMV|NRR|MoM|revenue|customers|users|retention|churn|growth|sign-?ups)\b/iu, "traction"],
  [/\b(?:price|pricing|charge|per seat|per month|subscription|CAC|LTV|payback)\b/iu, "business model"],
  [/\b(?:burn|runway|margin)\b/iu, "financials"],
];

export const slideOfFigureWords = (text: string) => KIND_WORDS.find(([pattern]) => pattern.test(text))?.[1];

/** "15% -> 18%", "$49 → $55": one figure set to another, which the figure reader does. */
export const FIGURE_CHANGE = /^\p{Sc}?\d\S*\s*(?:→|->)\s*\p{Sc}?\d\S*\s*$/u;

/** "traction: 15% -> 18%", "slide 7 — $49 → $55": read as "change 15% to 18% on the traction slide". */
export function asFigureChange(message: string): string {
  const change =
    /^(?:the\s+)?([\p{L}\p{N}][\p{L}\p{N}\s-]{1,30}?)\s*(?::|—|–)\s*(\p{Sc}?\d\S*)\s*(?:→|->)\s*(\p{Sc}?\d\S*?)(?:\s+\p{L}[\p{L}\s]{0,30}?)?[.!]?\s*$/u.exec(
      message.trim(),
    );
  if (!change?.[1] || !change[2] || !change[3]) return message;
  const head = change[1].trim();
  const slide = /^slide\s*\d{1,2}$/iu.test(head)
    ? head
    : /\bslide$/iu.test(head)
      ? `the ${head}`
      : `the ${head} slide`;
  return `change ${change[2]} to ${change[3]} on ${slide}`;
}

/**
 * The cards a new body adds or changes, as a founder reads them: '"$2.6B — SAM: 31k target cos in the US
 * (source: Ledgerly analysis)"'. Null when the body has no cards.
 */
export function changedCards(before: SlideBody, after: SlideBody): string | null {
  if (before.layout !== "bigNumbers" || after.layout !== "bigNumbers") return null;
  const changed = after.fields.metrics.filter(
    (metric, i) => JSON.stringify(metric) !== JSON.stringify(before.fields.metrics[i]),
  );
  if (changed.length === 0) return null;
  const said = changed.map(
    (metric) => `"${metric.value} — ${metric.label}${metric.source ? ` (source: ${metric.source})` : ""}"`,
  );
  return `the card${said.length > 1 ? "s" : ""} ${said.join(", ")}`;
}
