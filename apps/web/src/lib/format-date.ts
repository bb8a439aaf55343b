const shortForm = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** The en-US short form (month, day, hour, minute); a missing date is an em dash. */
export function formatShortDate(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return "—";
  return shortForm.format(new Date(ms));
}
