/** A number the founder typed: the value, or the sentence saying what is wrong with it. */
export type ParsedNumber = { ok: true; value: number } | { ok: false; message: string };

interface Range {
  min?: number;
  max?: number;
}

/**
 * Reads "1,200", "3.5" or "-2" (thousands separators and spaces allowed) as a number within `range`.
 * The messages name the fix, since the founder sees them under the field.
 */
export function parseNumberText(text: string, range: Range = {}): ParsedNumber {
  const cleaned = text.replace(/[\s,_]/gu, "");
  if (cleaned === "") return { ok: false, message: "Enter a number." };
  const value = /^[-+]?(\d+\.?\d*|\.\d+)$/u.test(cleaned) ? Number(cleaned) : Number.NaN;
  if (!Number.isFinite(value))
    return { ok: false, message: "Enter a number using digits, like 1200 or 3.5." };
  if (range.min !== undefined && value < range.min)
    return { ok: false, message: `Enter a number of at least ${range.min}.` };
  if (range.max !== undefined && value > range.max)
    return { ok: false, message: `Enter a number of at most ${range.max}.` };
  return { ok: true, value };
}
