import { performance } from "node:perf_hooks";

interface Waiter<M> {
  match(message: M): boolean;
  resolve(message: M): void;
}

/**
 * Messages in arrival order, each stamped with `performance.now()` when its frame came in. `take()` hands
 * out the first one not yet taken that matches, waiting for it (with a timeout) if it has not come yet.
 * The stamp is kept apart from the message, so a benchmark can time arrivals it only looks at later.
 */
export class MessageQueue<M extends object> {
  private readonly pending: M[] = [];
  private readonly waiters: Array<Waiter<M>> = [];
  private readonly arrivals = new WeakMap<M, number>();

  /** File a message that arrived at `at` (a `performance.now()` time). */
  push(message: M, at: number = performance.now()): void {
    this.arrivals.set(message, at);
    const index = this.waiters.findIndex((waiter) => waiter.match(message));
    if (index >= 0) this.waiters.splice(index, 1)[0]!.resolve(message);
    else this.pending.push(message);
  }

  /** When `message` arrived (`performance.now()` time). */
  arrivedAt(message: M): number {
    const at = this.arrivals.get(message);
    if (at === undefined) throw new Error("this message did not come through this queue");
    return at;
  }

  /** Messages received and not yet taken. */
  unread(): readonly M[] {
    return this.pending;
  }

  take<T extends M>(match: (message: M) => message is T, timeoutMs: number): Promise<T> {
    const index = this.pending.findIndex(match);
    if (index >= 0) return Promise.resolve(this.pending.splice(index, 1)[0] as T);
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter<M> = {
        match,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message as T);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        const unread = JSON.stringify(this.pending);
        reject(new Error(`No matching message within ${timeoutMs} ms. Unread: ${unread}`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }
}
