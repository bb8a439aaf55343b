import { useEffect, useState } from "react";

/** Whole seconds since the timer started (or was last reset), ticking once a second. */
export function useElapsedTimer(): { seconds: number; reset: () => void } {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return {
    seconds: Math.max(0, Math.floor((now - startedAt) / 1000)),
    reset: () => {
      const at = Date.now();
      setStartedAt(at);
      setNow(at);
    },
  };
}

/** "4:05", or "1:02:09" past an hour. */
export function formatElapsed(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
