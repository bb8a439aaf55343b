type SentryModule = typeof import("@sentry/react");

let sentry: SentryModule | null = null;

/** Sentry in the browser when VITE_SENTRY_DSN was set at build time; nothing is loaded otherwise. */
export async function initErrorReporting(): Promise<void> {
  const dsn = import.meta.env.VITE_SENTRY_DSN as string | undefined;
  if (!dsn) return;
  sentry = await import("@sentry/react");
  sentry.init({ dsn, tracesSampleRate: 0 });
}

export function reportError(error: unknown): void {
  if (sentry) sentry.captureException(error);
  else console.error(error);
}
