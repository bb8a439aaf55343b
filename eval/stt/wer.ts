const ONES =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(
    " ",
  );
const TENS = "  twenty thirty forty fifty sixty seventy eighty ninety".split(" ");

/** 0..999,999 in words ("38" → "thirty eight"), so "38" and "thirty-eight" score the same. */
export function numberWords(n: number): string {
  if (n < 20) return ONES[n] ?? "";
  if (n < 100) return `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ""}`;
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` ${numberWords(n % 100)}` : ""}`;
  return `${numberWords(Math.floor(n / 1000))} thousand${n % 1000 ? ` ${numberWords(n % 1000)}` : ""}`;
}

/** Spelling variants scored as the same word (British and American spelling, closed compounds). */
const SPELLINGS: Array<[RegExp, string]> = [
  [/\bper cent\b/g, "percent"],
  [/\bco founders?\b/g, "cofounder"],
  [/\bpractises\b/g, "practices"],
  [/\bcanceled\b/g, "cancelled"],
];

/**
 * Words for scoring, normalised as WER evaluations usually are (Whisper's English normaliser): lower case,
 * no punctuation, hyphens split, "mr." as "mister", numbers spelled out, spelling variants unified.
 */
export function normalizeWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/\bmr\.?(?=\s)/g, "mister")
    .replace(/\bmrs\.?(?=\s)/g, "missus")
    .replace(/(\d),(\d{3})/g, "$1$2")
    .replace(/\d+/g, (digits) => (Number(digits) < 1e6 ? ` ${numberWords(Number(digits))} ` : digits))
    .replace(/%/g, " percent")
    .replace(/[-–]/g, " ")
    .replace(/[^a-z0-9' ]+/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .join(" ");
  return SPELLINGS.reduce((out, [pattern, word]) => out.replace(pattern, word), words)
    .split(" ")
    .filter(Boolean);
}

/** Word edits (substitutions, insertions, deletions) from `reference` to `hypothesis`. */
export function wordEdits(reference: readonly string[], hypothesis: readonly string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    const current = [i];
    for (let j = 1; j <= hypothesis.length; j++) {
      const same = reference[i - 1] === hypothesis[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + same);
    }
    previous = current;
  }
  return previous[hypothesis.length] ?? 0;
}

/** Word error rate over a set: total edits ÷ total reference words. */
export function wordErrorRate(pairs: ReadonlyArray<{ reference: string; hypothesis: string }>): number {
  let edits = 0;
  let words = 0;
  for (const { reference, hypothesis } of pairs) {
    const ref = normalizeWords(reference);
    edits += wordEdits(ref, normalizeWords(hypothesis));
    words += ref.length;
  }
  return words === 0 ? 0 : edits / words;
}
