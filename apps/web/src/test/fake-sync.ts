import { vi } from "vitest";

/** Fake sync hooks for component tests: queries answer from `live.queries`, calls go to `live.calls`. */
export interface FakeLive {
  queries: Record<string, { data: unknown; error: Error | null }>;
  calls: Record<string, ReturnType<typeof vi.fn<(args: unknown) => Promise<unknown>>>>;
}

/** The shared fake; `resetLive()` in beforeEach. Mock lib/sync/hooks.ts with `fakeHooks`. */
export const live: FakeLive = { queries: {}, calls: {} };

/** Forgets every query answer; `calls` are the only mutations and actions that answer. */
export function resetLive(calls: FakeLive["calls"] = {}): void {
  live.queries = {};
  live.calls = { ...calls };
}

function makeHooks() {
  const call = (name: string) => (args: unknown) => {
    const fn = live.calls[name];
    if (!fn) throw new Error(`unexpected call ${name}`);
    return fn(args);
  };
  return {
    useLiveQuery: (name: string, args: unknown) =>
      args === "skip"
        ? { data: undefined, error: null }
        : (live.queries[name] ?? { data: undefined, error: null }),
    useMutation: call,
    useAction: call,
  };
}

export const fakeHooks = makeHooks();
