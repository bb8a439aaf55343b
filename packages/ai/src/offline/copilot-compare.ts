import type { BriefInput, DraftSlide } from "../engine.ts";
import { extractFacts } from "./draft-deck.ts";

/**
 * "Add a competition slide comparing us to Weave and Dental Intelligence": the names the founder compares
 * against, and a slide with one line per competitor, the brief's own sentences about them first.
 */
export function comparedNames(message: string): string[] {
  const match =
    /\b(?:compar(?:ing|ed|e)\s+(?:us|ourselves|it|[\p{Lu}][\p{L}\p{N}]*)\s+(?:to|with|against)|versus|vs\.?|against)\s+(.+?)(?:[.!?]|\s+(?:after|before|at|to the|on slide)\b|$)/u.exec(
      message,
    );
  if (!match?.[1]) return [];
  return (
    match[1]
      .split(/\s*(?:,|\band\b|&|\bor\b)\s*/u)
      .map((name) => name.replace(/^(?:the|a)\s+/iu, "").trim())
      .filter((name) => name.length > 1 && name.length <= 60)
      // "the old SMB cohort vs the new mid-market cohort": groups of customers or periods, not competitors.
      .filter(
        (name) => !/\b(?:cohorts?|segments?|tiers?|plans?|versions?|years?|quarters?|months?)\b/iu.test(name),
      )
  );
}

export function comparisonSlide(
  title: string,
  names: readonly string[],
  brief: BriefInput | null,
): DraftSlide {
  const facts = brief ? extractFacts(brief.overview).map((fact) => fact.text) : [];
  const lines = names.map((name) => {
    const said = facts.find((fact) => fact.toLowerCase().includes(name.toLowerCase()));
    return said ?? `${name}: [Add how ${name} differs from you: customer, price, product]`;
  });
  lines.push("[Add the one reason customers choose you over each of them]");
  return {
    title,
    content: lines.join("\n"),
    notes: `Name ${names.join(" and ")} before the investor does, then say plainly where you win and where they are stronger.`,
  };
}
