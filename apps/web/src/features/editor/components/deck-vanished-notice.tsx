import { AlertTriangle } from "lucide-react";

/** The open deck was deleted elsewhere while the founder had an unsaved rename: Save brings it back. */
export function DeckVanishedNotice() {
  return (
    <div
      role="status"
      className="mx-3 mt-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-xs text-amber-900"
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <AlertTriangle className="size-3.5" aria-hidden="true" />
        This deck was deleted elsewhere
      </p>
      <p className="mt-1">Save to recreate it with your new title and its slides.</p>
    </div>
  );
}
