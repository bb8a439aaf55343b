import type { Logger } from "./logger.ts";

/** Sentry when SENTRY_DSN is set; loaded lazily so it costs nothing otherwise. */
export async function initErrorReporting(dsn: string | undefined, log: Logger): Promise<void> {
  if (!dsn) return;
  const Sentry = await import("@sentry/node");
  Sentry.init({ dsn, tracesSampleRate: 0 });
  process.on("unhandledRejection", (reason) => {
    Sentry.captureException(reason);
    log.error("unhandled rejection", { error: reason });
  });
  log.info("error reporting enabled");
}
