export const BACKOFF_INITIAL_MS = 1_000;
export const BACKOFF_MAX_MS = 16_000;

/**
 * Delay before reconnect attempt `attempt` (0-based): 1 s doubling to 16 s, plus up to 25% jitter
 * (never past the cap) so a server restart is not met by every client in the same millisecond.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_INITIAL_MS * 2 ** Math.max(0, attempt));
  return Math.min(BACKOFF_MAX_MS, Math.round(base + base * 0.25 * random()));
}
