import { FileText, Plus, Sparkles } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";

interface Props {
  onAddSlide: () => void;
  /** A slide is being added (a second press is ignored by the action). */
  adding?: boolean;
  onOpenBrief: () => void;
}

export function GetStarted({ onAddSlide, adding = false, onOpenBrief }: Props) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-xl bg-accent-50 text-accent-700">
        <FileText className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-slate-900">Get started</h2>
      <p className="mt-2 text-sm text-slate-600">
        Brief your copilot to draft the whole deck, or add slides one by one.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onOpenBrief}>
          <Sparkles className="size-4" aria-hidden="true" />
          Write a brief
        </Button>
        <Button
          variant="secondary"
          onClick={onAddSlide}
          aria-disabled={adding || undefined}
          aria-busy={adding || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          <Plus className="size-4" aria-hidden="true" />
          Add a slide
        </Button>
      </div>
    </section>
  );
}
