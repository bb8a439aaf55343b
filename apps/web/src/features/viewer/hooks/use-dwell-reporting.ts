import { useEffect, useState } from "react";
import { DwellTracker } from "../lib/dwell-tracker.ts";
import { sendEvents } from "../lib/share-api.ts";

/** How often reading time is sent while the viewer reads. */
export const FLUSH_INTERVAL_MS = 10_000;

/**
 * Reports the visit's reading time: every 10 s while visible, and by beacon when the tab is hidden or the
 * page goes away (marked `leaving`, so the founder no longer sees it as "being viewed now"). Returns the
 * tracker, which the viewer tells about slide changes.
 */
export function useDwellReporting(
  token: string,
  /** Null until the link is opened: nothing is sent before the visit exists. */
  viewToken: string | null,
  onRefused: (error: unknown) => void,
) {
  const [current] = useState(() => new DwellTracker());

  useEffect(() => {
    if (!viewToken) return;
    let stopped = false;
    const flush = (leaving: boolean) => {
      if (stopped) return;
      const batch = current.take();
      if (batch.dwell.length === 0 && !leaving) return;
      sendEvents(token, { viewToken, ...batch, ...(leaving ? { leaving: true } : {}) }, leaving).catch(
        (error: unknown) => onRefused(error),
      );
    };
    const onVisibility = () => {
      const visible = document.visibilityState === "visible";
      if (!visible) {
        current.setVisible(false);
        flush(true);
      } else {
        current.setVisible(true);
        flush(false);
      }
    };
    const onActivity = () => current.activity();
    const onLeave = () => flush(true);
    const interval = window.setInterval(() => flush(false), FLUSH_INTERVAL_MS);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onLeave);
    for (const type of ["keydown", "pointerdown", "pointermove", "wheel", "touchstart"] as const) {
      window.addEventListener(type, onActivity, { passive: true });
    }
    return () => {
      flush(true);
      stopped = true;
      window.clearInterval(interval);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onLeave);
      for (const type of ["keydown", "pointerdown", "pointermove", "wheel", "touchstart"] as const) {
        window.removeEventListener(type, onActivity);
      }
    };
  }, [token, viewToken, onRefused, current]);

  return current;
}
