import { Component, lazy, Suspense, type ComponentType, type ReactNode } from "react";

/** Said when a part of the page loaded on demand could not be fetched (offline, or a deploy replaced it). */
export const PART_LOAD_FAILED = "Couldn't load this part of the page. Check your connection and try again.";

/** A lazily loaded part's code could not be fetched (as opposed to a bug while it renders). */
class PartLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : "A part of the page failed to load", { cause });
    this.name = "PartLoadError";
  }
}

/**
 * Catches only a failed load; a part that loaded and then throws while rendering is the route's error,
 * passed on to the route's error screen (and its error report) as before.
 */
class LoadBoundary extends Component<
  { children: ReactNode; onFail: () => void },
  { error: unknown; failed: boolean }
> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof PartLoadError) this.props.onFail();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.error instanceof PartLoadError) return null;
    throw this.state.error;
  }
}

/** The address of a module whose import failed, when the browser says it (Chromium and Firefox do). */
function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : "";
  return /\bimported module:?\s+(\S+)$/u.exec(message)?.[1] ?? null;
}

/**
 * A component whose code loads on first use, without taking the page down when that load fails: the
 * failure goes to `onFail` (the caller closes what it opened and says so), and the next use fetches the
 * code again. Browsers remember a failed import of an address, so the retry asks for the same file under
 * a fresh query string; its own imports are the modules already loaded. `fallback` shows while it loads.
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  fallback: ReactNode = null,
) {
  let failedUrl: string | null = null;
  let attempt = 0;
  const fetchModule = (): Promise<M> => {
    if (!failedUrl) return load();
    attempt += 1;
    return import(/* @vite-ignore */ `${failedUrl}?retry=${attempt}`) as Promise<M>;
  };
  const fresh = () =>
    lazy(() =>
      fetchModule().then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          failedUrl = failedModuleUrl(error) ?? failedUrl;
          throw new PartLoadError(error);
        },
      ),
    );
  let Loaded = fresh();
  return function LazyPart({ onFail, ...props }: P & { onFail: () => void }) {
    return (
      <LoadBoundary
        onFail={() => {
          Loaded = fresh();
          onFail();
        }}
      >
        <Suspense fallback={fallback}>
          <Loaded {...(props as unknown as P)} />
        </Suspense>
      </LoadBoundary>
    );
  };
}
