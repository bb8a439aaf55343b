/** Edit distance with adjacent transpositions (optimal string alignment): "tracton" → "traction" is 1. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** How many typos a word of this length may carry and still be recognised (none below four letters). */
export const allowedTypos = (word: string) => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);

/** The vocabulary word this one is a typo of, or the word itself when none is close enough or two tie. */
export function correctWord(word: string, vocabulary: ReadonlySet<string>): string {
  if (vocabulary.has(word)) return word;
  const limit = allowedTypos(word);
  if (limit === 0) return word;
  let best: string | null = null;
  let bestDistance = limit + 1;
  let tie = false;
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - word.length) > limit) continue;
    // A swap or a wrong letter (same length) is likelier than a dropped one: it wins a tie.
    const raw = editDistance(word, candidate);
    if (raw > limit) continue;
    const distance = raw - (candidate.length === word.length ? 0.5 : 0);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      tie = false;
    } else if (distance === bestDistance) tie = true;
  }
  return best && !tie ? best : word;
}
