import { Target } from "lucide-react";
import { useLiveQuery } from "../../../lib/sync/hooks.ts";
import { formatDuration } from "../lib/format-duration.ts";

interface Props {
  deckId: string;
  /** Rehearse with these slides first. */
  onRehearse: (slides: Array<{ slideId: string; title: string }>) => void;
  /** The slides already chosen for the next session (the offer then says so). */
  chosen: boolean;
}

/** "Rehearse the slides investors skimmed": shown once the deck's share links have views. */
export function SkimmedSlidesOffer({ deckId, onRehearse, chosen }: Props) {
  const { data } = useLiveQuery("shares.getSkimmedSlides", { deckId });
  if (!data || data.length === 0) return null;
  return (
    <section
      aria-label="Slides investors skimmed"
      className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-amber-950">
        <Target className="size-4" aria-hidden="true" />
        Investors skimmed {data.length === 1 ? "one slide" : `${data.length} slides`}
      </p>
      <ul className="text-sm text-amber-900">
        {data.map((slide) => (
          <li key={slide.slideId}>
            “{slide.title}” · {formatDuration(slide.averageMs)} on average
          </li>
        ))}
      </ul>
      {chosen ? (
        <p role="status" className="text-sm font-medium text-amber-950">
          The VC will start with these slides.
        </p>
      ) : (
        <button
          type="button"
          onClick={() => onRehearse(data)}
          className="self-start rounded-lg bg-amber-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-amber-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900"
        >
          Rehearse the slides investors skimmed
        </button>
      )}
    </section>
  );
}
