import { useEffect, useState } from "react";

/** True once `pending` has lasted longer than `afterMs`, so screens can say they are still working. */
export function useSlow(pending: boolean, afterMs = 5000): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setSlow(true), afterMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [pending, afterMs]);
  return pending && slow;
}
