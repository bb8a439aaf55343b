/**
 * Display text for a recognised utterance: single spaces, a capital at each sentence start and on "I",
 * and a full stop at the end when the recogniser gave no final punctuation.
 */
export function tidyTranscript(text: string): string {
  let out = text.replace(/\s+/g, " ").trim();
  if (!out) return "";
  out = out.replace(/\bi\b(?='|\s|$)/g, "I");
  out = out.replace(
    /(^|[.!?]\s+)([a-z])/g,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
  out = out.replace(/[,;:]+$/, "");
  if (!/[.!?…]$/.test(out)) out += ".";
  return out;
}

/**
 * Corrects near-misses of names the founder is likely to say (from the deck and brief): "harbor freight
 * land" → "Harbor Freight Labs" when all but one word match and the odd word shares its first letter; a
 * one-word name only gets its capitals back.
 */
export function correctNames(text: string, names: readonly string[]): string {
  let out = text;
  for (const name of names) {
    const parts = name.split(/\s+/).filter(Boolean);
    const words = [...out.matchAll(/[A-Za-z0-9'&-]+/g)];
    const edits: Array<{ start: number; end: number }> = [];
    for (let i = 0; i + parts.length <= words.length; i++) {
      const heard = words.slice(i, i + parts.length).map((m) => m[0]);
      let misses = 0;
      let close = true;
      for (const [j, word] of heard.entries()) {
        const want = parts[j] ?? "";
        if (word.toLowerCase() === want.toLowerCase()) continue;
        misses++;
        if (word[0]?.toLowerCase() !== want[0]?.toLowerCase()) close = false;
      }
      const allowed = parts.length >= 3 ? 1 : 0;
      if (!close || misses > allowed || heard.join(" ") === name) continue;
      const first = words[i];
      const last = words[i + parts.length - 1];
      if (first?.index === undefined || last?.index === undefined) continue;
      edits.push({ start: first.index, end: last.index + last[0].length });
      i += parts.length - 1;
    }
    for (const { start, end } of edits.reverse()) out = out.slice(0, start) + name + out.slice(end);
  }
  return out;
}
