/** Reading time as a founder reads it: "0:42", "1:02", "12:30" (minutes:seconds, rounded to the second). */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}
