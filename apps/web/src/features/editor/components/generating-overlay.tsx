import { Sparkles } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { focusWasLost } from "../../../hooks/use-focus-fallback.ts";

/** Shown until the first drafted slide arrives; then progress moves to the slide strip. */
export function GeneratingOverlay({ onCancel }: { onCancel: () => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  // The brief that started the draft has closed; Cancel is the one thing to do here meanwhile.
  useEffect(() => {
    if (focusWasLost()) cancel.current?.focus();
  }, []);
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-40 grid place-items-center bg-white/80 backdrop-blur-sm"
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="grid size-14 animate-pulse place-items-center rounded-2xl bg-accent-600 text-white shadow-pop">
          <Sparkles className="size-7" aria-hidden="true" />
        </span>
        <p className="text-lg font-semibold text-slate-900">Summoning your slides…</p>
        <p className="text-sm text-slate-500">Your copilot is drafting the deck from your brief.</p>
        <Button ref={cancel} variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
