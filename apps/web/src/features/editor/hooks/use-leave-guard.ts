import { useEffect } from "react";
import { useBlocker } from "react-router";
import { LEAVE_WARNING } from "../../../lib/sync/sync-provider.tsx";

export { LEAVE_WARNING };

/** Ask before leaving (in-app navigation or closing the tab) while there are unsaved edits. */
export function useLeaveGuard(unsaved: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = LEAVE_WARNING;
      return LEAVE_WARNING;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
  return blocker;
}
