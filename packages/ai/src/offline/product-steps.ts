/**
 * A one-liner that lists what the product does ("Keyward scans Slack for secrets, revokes them through the
 * provider's API, and pings whoever posted it") is also how it works: when the brief says nothing else
 * about the product, its Product slide shows those actions as steps instead of only questions.
 */

/** Words ending in -s that are not a verb's third person ("and this", "and its"). */
const NOT_VERBS = new Set([
  "this",
  "its",
  "his",
  "hers",
  "is",
  "was",
  "has",
  "as",
  "us",
  "plus",
  "less",
  "across",
  "various",
  "thus",
  "yes",
  "always",
  "sometimes",
  "perhaps",
  "news",
  "analytics",
  "means",
]);

const verbLike = (word: string) => /^\p{Ll}{2,}s$/u.test(word) && !/ss$/u.test(word) && !NOT_VERBS.has(word);

/** The subjects a one-liner opens with: the company, "It", or "The platform/app/…". */
function subjectLength(words: readonly string[], startupName: string): number {
  const name = startupName.trim().split(/\s+/u)[0]?.toLowerCase();
  const first = words[0]?.toLowerCase();
  if (!first) return 0;
  if ((name && first === name) || first === "it") return 1;
  if (
    first === "the" &&
    /^(?:platform|app|tool|product|system|service|sensor|device|software)$/iu.test(words[1] ?? "")
  )
    return 2;
  return 0;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The actions of a sentence "<Subject> does A, does B(,) and does C" as steps ("Does A", "Does B",
 * "Does C"); null unless there are at least three, each opening with a verb.
 */
export function productSteps(sentence: string, startupName: string): string[] | null {
  const text = sentence.trim().replace(/[.!]$/u, "");
  const words = text.split(/\s+/u);
  const subject = subjectLength(words, startupName);
  if (subject === 0 || !verbLike(words[subject] ?? "")) return null;
  const rest = words.slice(subject).join(" ");
  const steps: string[] = [];
  let from = 0;
  for (const separator of rest.matchAll(/,\s+(?:and\s+|then\s+)?|\s+and\s+(?:then\s+)?/gu)) {
    const after = separator.index + separator[0].length;
    const word = /^\p{Ll}+/u.exec(rest.slice(after))?.[0];
    if (!word || !verbLike(word)) continue;
    steps.push(rest.slice(from, separator.index));
    from = after;
  }
  steps.push(rest.slice(from));
  return steps.length >= 3 ? steps.map((step) => capitalize(step.trim())) : null;
}
