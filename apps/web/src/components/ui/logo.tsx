import { Presentation } from "lucide-react";

export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 text-base font-semibold tracking-tight whitespace-nowrap text-slate-900">
      <span className="grid size-8 place-items-center rounded-lg bg-accent-600 text-white shadow-sm">
        <Presentation className="size-4.5" aria-hidden="true" />
      </span>
      Pitch Deck Studio
    </span>
  );
}
