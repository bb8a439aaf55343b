import { placeholder, type FundShare, type LayoutFields } from "@pds/contracts";
import { spokenFigures } from "../spoken-numbers.ts";
import { capitalize } from "../text.ts";
import { findFigures, fitWords, isMoney, type FoundFigure } from "./figures.ts";
import { CURRENCY } from "../../currency.ts";

/**
 * The ask from the founder's words: the amount (the first sum of money next to "raising"), the round as
 * named, the use of funds only when the brief gives shares ("40% engineering"), and what the round reaches.
 */

const ROUND = /\b(pre-seed|seed|series [a-d]|bridge|SAFE)\b/iu;
const SHARE_AFTER =
  /(\d{1,3}(?:\.\d+)?)\s?%\s+(?:on|to|for|in(?:to)?)\s+([\p{L}][\p{L}\s&/-]{1,60}?)(?=[,;.]|\s+and\s|$)/gu;
const SHARE_BEFORE = /([\p{L}][\p{L}\s&/-]{1,40}?)\s*(?:\(|:)\s*(\d{1,3}(?:\.\d+)?)\s?%\)?/gu;
const GOAL =
  /\bto\s+((?:reach|hire|build|expand|launch|grow|get|hit|open|scale|ship|fund|complete|finish|take|enter|start|prove|double|triple|bring|move|add|develop|cover|pay for|run|win|secure|finalise|finalize|certify|license|staff|map|deploy|roll out|pilot|test|train|manufacture|produce|sign|onboard|serve|support|extend|replace|validate|buy|acquire|sell|market|install|equip|recruit|convert|put|make|give|turn|land|close|cut|reduce|set up|stand up|file|submit|upgrade|retrofit|integrate|partner|migrate|automate|localize|localise|translate|design|operate|achieve|become|lower|unlock|open up|break even|expand into|go (?:to|into|after|live|national|international)|move into)\b.+)$/iu;
/** What the money does when the round is the sentence's subject: "The $6M seed gets us licensed in Colombia…". */
const MONEY_DOES = new RegExp(
  String.raw`\b(?:seed|round|raise|money|funding|capital|it|this|${CURRENCY}\s?\d[\d.,]*\s?(?:k|m|million)?)\s+(?:will\s+)?((?:gets?|takes?|funds?|pays? for|buys?|covers?|lets?|carries?|brings?)\s+(?:us\s+)?.+)$`,
  "iu",
);

function roundName(text: string): string {
  const named = ROUND.exec(text)?.[1]?.toLowerCase();
  if (!named) return "";
  if (named === "safe") return "SAFE";
  if (named.startsWith("series")) return `Series ${named.slice(-1).toUpperCase()}`;
  return capitalize(named);
}

function shares(text: string): FundShare[] {
  const found: FundShare[] = [];
  for (const match of text.matchAll(SHARE_AFTER)) {
    found.push({ label: capitalize(match[2]!.trim()), percent: Number(match[1]) });
  }
  if (found.length === 0) {
    for (const match of text.matchAll(SHARE_BEFORE)) {
      const label = match[1]!.replace(/^.*\b(?:and|with|on|for)\s+/iu, "").trim();
      found.push({ label: capitalize(label), percent: Number(match[2]) });
    }
  }
  const valid = found.filter((share) => share.percent > 0 && share.percent <= 100).slice(0, 6);
  return valid.reduce((sum, share) => sum + share.percent, 0) <= 100
    ? valid.map((s) => ({ ...s, label: fitWords(s.label, 80) }))
    : [];
}

/** "We're raising three million to hire…": a sum raised in millions is the amount, its currency unsaid. */
function raisedSum(text: string): FoundFigure | undefined {
  const sum =
    /\b(?:raising|raise|seeking)\s+(?:a\s+|about\s+|around\s+|roughly\s+)?(\d[\d.,]*\s?(?:k|K|M|m|mn|million|bn|billion)(?:\s(?:zł|[A-Z]{3})(?![\p{L}]))?)(?![\p{L}])/u.exec(
      text,
    );
  return sum?.[1] ? { text: sum[1], index: sum.index } : undefined;
}

/** The ask's fields, or null when the brief names no amount (the slide then stays a list with its gap). */
export function askFields(facts: readonly string[]): LayoutFields<"ask"> | null {
  const text = facts.join(" ");
  // "six million dollars" said aloud is the amount as surely as "$6M" typed.
  const money = (said: string) => findFigures(said).find((figure) => isMoney(figure.text));
  const amount = money(text) ?? money(spokenFigures(text)) ?? raisedSum(spokenFigures(text));
  if (!amount || amount.text.length > 24) return null;
  const goals = facts.flatMap((fact) => {
    const sentence = fact.replace(/[.!]+$/u, "");
    const goal = (GOAL.exec(sentence) ?? MONEY_DOES.exec(sentence))?.[1]?.split(/[:;]/u)[0]?.trim();
    return goal ? [capitalize(goal)] : [];
  });
  return {
    amount: amount.text,
    round: roundName(text),
    useOfFunds: shares(text),
    milestones:
      goals.length > 0 ? fitWords(goals.join("\n"), 400) : placeholder("the milestones this round reaches"),
  };
}
