export type Band = "green" | "amber" | "red";

/** DESIGN "Session review metrics": green 130–160 wpm, amber 110–129 or 161–180, red outside. */
export function wpmBand(wpm: number): Band {
  const rounded = Math.round(wpm);
  if (rounded >= 130 && rounded <= 160) return "green";
  if ((rounded >= 110 && rounded <= 129) || (rounded >= 161 && rounded <= 180)) return "amber";
  return "red";
}

/** Fillers per minute: green ≤ 5, red > 12, amber between. */
export function fillerBand(perMinute: number): Band {
  if (perMinute <= 5) return "green";
  if (perMinute > 12) return "red";
  return "amber";
}

export function wpmAdvice(wpm: number): string {
  const band = wpmBand(wpm);
  if (band === "green") return "A comfortable pace for investors.";
  return wpm > 160 ? "Fast: slow down and let key numbers land." : "Slow: tighten your sentences.";
}

/** 83_000 → "1:23". */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}
