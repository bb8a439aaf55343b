import type { Slide } from "@pds/contracts";
import { RotateCcw } from "lucide-react";
import { ThemedSlide } from "../../slides/index.ts";
import { formatElapsed, useElapsedTimer } from "../hooks/use-elapsed-timer.ts";

interface Props {
  slide: Slide;
  next: Slide | undefined;
  onAdvance: () => void;
}

/** What the presenter sees: the current slide, the next one, the speaker notes and a timer with reset. */
export function PresenterView({ slide, next, onAdvance }: Props) {
  const timer = useElapsedTimer();
  return (
    <div className="grid h-full w-full gap-4 overflow-y-auto p-3 pt-16 text-slate-100 sm:p-6 sm:pt-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section aria-label="Current slide" className="min-w-0 self-center">
        <div onClick={onAdvance} className="cursor-pointer overflow-hidden rounded-lg">
          <ThemedSlide slide={slide} />
        </div>
      </section>
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex items-center justify-between gap-3 rounded-lg bg-white/5 px-4 py-3">
          <span className="text-xs font-semibold tracking-wide text-slate-400 uppercase">Elapsed</span>
          <span role="timer" aria-label="Elapsed time" className="font-mono text-2xl tabular-nums">
            {formatElapsed(timer.seconds)}
          </span>
          <button
            type="button"
            onClick={timer.reset}
            className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-slate-300 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            Reset timer
          </button>
        </div>
        <section aria-label="Speaker notes" className="min-h-24 flex-1 rounded-lg bg-white/5 p-4">
          <h2 className="text-xs font-semibold tracking-wide text-slate-400 uppercase">Speaker notes</h2>
          <p className="mt-2 text-base leading-relaxed whitespace-pre-line text-slate-100">
            {slide.notes.trim() || "No notes for this slide."}
          </p>
        </section>
        <section aria-label="Next slide" className="rounded-lg bg-white/5 p-3">
          <h2 className="mb-2 text-xs font-semibold tracking-wide text-slate-400 uppercase">
            {next ? `Next: ${next.title}` : "Last slide"}
          </h2>
          {next ? <ThemedSlide slide={next} className="rounded-md" /> : null}
        </section>
      </div>
    </div>
  );
}
