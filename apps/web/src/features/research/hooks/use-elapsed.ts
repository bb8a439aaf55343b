import { useEffect, useState } from "react";

/** Whether at least `afterMs` have passed since `since` (re-checked every second while active). */
export function useIsSlow(since: number | null, active: boolean, afterMs: number): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return active && since !== null && now - since >= afterMs;
}
