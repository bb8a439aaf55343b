/**
 * At most `max` hits per key in a fixed window, in memory (per server: a limit that is per instance is
 * still a cap). Old windows are dropped as keys are touched, and the whole map is bounded.
 */
export class WindowLimiter {
  private readonly windows = new Map<string, { start: number; hits: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly keysMax = 50_000,
  ) {}

  /** Whether another hit is still allowed (does not count one). */
  allows(key: string, now = Date.now()): boolean {
    const window = this.windows.get(key);
    return !window || now - window.start >= this.windowMs || window.hits < this.max;
  }

  /** Count a hit; returns false (and counts nothing) when the key is over its limit. */
  hit(key: string, now = Date.now()): boolean {
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size >= this.keysMax) this.prune(now);
      this.windows.set(key, { start: now, hits: 1 });
      return true;
    }
    if (window.hits >= this.max) return false;
    window.hits += 1;
    return true;
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
    // Still full of live windows: forget the oldest half rather than grow without bound.
    if (this.windows.size >= this.keysMax) {
      const keys = [...this.windows.keys()].slice(0, Math.ceil(this.keysMax / 2));
      for (const key of keys) this.windows.delete(key);
    }
  }
}
