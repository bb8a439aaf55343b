import { WifiOff } from "lucide-react";
import { useConnectionState } from "../lib/sync/hooks.ts";
import { useSlow } from "../hooks/use-slow.ts";

/** A quiet notice while the live connection is down; changes made meanwhile are sent on reconnect. */
export function ConnectionBanner() {
  const state = useConnectionState();
  const down = useSlow(state !== "open", 1500);
  if (!down) return null;
  return (
    <div
      role="status"
      className="fixed bottom-4 left-1/2 z-50 flex -translate-x-1/2 items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm text-white shadow-pop"
    >
      <WifiOff className="size-4" aria-hidden="true" />
      Reconnecting… your changes will be sent when the connection is back.
    </div>
  );
}
