/** Words of a spoken or written answer, lower case, punctuation dropped. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
}

export const HEDGES = ["maybe", "i think", "i guess", "probably"] as const;
const DODGES = [
  "i don't know",
  "i do not know",
  "not sure",
  "can't share",
  "cannot share",
  "no idea",
  "don't have",
  "do not have",
  "haven't",
  "have not",
  "not yet",
  "later",
  "get back to you",
];

/** How often each phrase occurs in a word list (whole-word matches). */
export function countPhrase(list: readonly string[], phrase: string): number {
  const parts = phrase.split(" ");
  let count = 0;
  for (let i = 0; i + parts.length <= list.length; i++) {
    if (parts.every((part, j) => list[i + j] === part)) count++;
  }
  return count;
}

/** An answer that avoids the question: short, or built around "not sure"/"can't share" and no substance. */
export function isDodge(text: string): boolean {
  const list = words(text);
  const joined = ` ${list.join(" ")} `;
  const dodgy = DODGES.some((d) => joined.includes(` ${d} `));
  return list.length < 6 || (dodgy && list.length < 25);
}

/** Vague: hedged or short, with no figure and none of the topic's words. */
export function isVague(text: string, keywords: readonly string[]): boolean {
  const list = words(text);
  const joined = list.join(" ");
  const onTopic = keywords.some((k) => joined.includes(k));
  const hedged = HEDGES.some((h) => countPhrase(list, h) > 0);
  return isDodge(text) || (list.length < 15 && !onTopic) || (hedged && !onTopic && list.length < 30);
}
