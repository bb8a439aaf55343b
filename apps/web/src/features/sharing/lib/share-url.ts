/** The address an investor opens: this app's origin and `/s/<token>`. */
export const shareUrl = (token: string, origin = window.location.origin) => `${origin}/s/${token}`;

/** Whether a link still opens, and what the owner is told when it does not. */
export function linkState(link: { revokedAt: number | null; expiresAt: number | null }, now = Date.now()) {
  if (link.revokedAt !== null) return "revoked" as const;
  if (link.expiresAt !== null && link.expiresAt <= now) return "expired" as const;
  return "active" as const;
}

/** The end of the chosen day (local time) for an `<input type="date">` value; null when empty. */
export function expiryFromDate(value: string): number | null {
  if (!value) return null;
  const [year, month, day] = value.split("-").map(Number);
  if (!year || !month || !day) return null;
  return new Date(year, month - 1, day, 23, 59, 59).getTime();
}
