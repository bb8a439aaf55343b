/** Browsers always send Origin on cross-site requests; a present Origin must be one we trust. */
export function isAllowedOrigin(origin: string | undefined | null, trusted: ReadonlySet<string>): boolean {
  return !origin || trusted.has(origin);
}
