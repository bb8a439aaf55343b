import type { FeedbackOrigin, VoiceMetrics } from "@pds/contracts";
import { ArrowUpRight, ListChecks, LoaderCircle, RotateCw, Sparkles } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { deckHref } from "../../../lib/deck-link.ts";
import type { SessionFeedbackState } from "../hooks/use-session-feedback.ts";
import { ReviewSection } from "./review-section.tsx";

const fallbackText: Record<NonNullable<FeedbackOrigin["fallbackReason"]>, string> = {
  timeout: "the AI coach took too long",
  rate_limited: "the AI provider was busy",
  upstream: "the AI provider was unavailable",
  invalid_output: "the AI coach gave no usable answer",
  aborted: "the AI coach was stopped",
};

/** One short line: who wrote the feedback, or that the AI coach is writing it. */
function OriginLine({ origin, state }: { origin: FeedbackOrigin; state: SessionFeedbackState }) {
  let icon = <ListChecks className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />;
  let text: ReactNode;
  if (state.status === "writing") {
    icon = (
      <LoaderCircle className="mt-0.5 size-3.5 shrink-0 animate-spin text-accent-600" aria-hidden="true" />
    );
    text = state.slow
      ? "Still writing: the AI coach is slow right now…"
      : `The AI coach${origin.model ? ` (${origin.model})` : ""} is writing your feedback…`;
  } else if (state.status === "failed") {
    text = (
      <>
        Rule-based feedback: the AI coach could not be reached.{" "}
        <button
          type="button"
          onClick={state.retry}
          className="inline-flex items-center gap-1 rounded font-medium text-accent-700 hover:underline"
        >
          <RotateCw className="size-3" aria-hidden="true" />
          Try again
        </button>
      </>
    );
  } else if (origin.source === "model") {
    icon = <Sparkles className="mt-0.5 size-3.5 shrink-0 text-accent-600" aria-hidden="true" />;
    text = `Written by the AI coach${origin.model ? ` · ${origin.model}` : ""}`;
  } else {
    text = origin.fallbackReason
      ? `Rule-based feedback: ${fallbackText[origin.fallbackReason]}.`
      : "Rule-based feedback from the offline analysis";
  }
  return (
    <p className="mt-1 flex items-start gap-1.5 text-xs text-slate-600">
      {icon}
      <span>{text}</span>
    </p>
  );
}

function FeedbackItem({
  item,
  deckId,
  slideTitles,
}: {
  item: VoiceMetrics["feedback"][number];
  deckId: string | null;
  slideTitles: ReadonlyMap<string, string> | undefined;
}) {
  const messageId = useId();
  // Until the deck's titles are known the link is generic; a slide deleted since the session has none.
  const title = item.slideId ? slideTitles?.get(item.slideId) : undefined;
  const linked = deckId && item.slideId && (slideTitles === undefined || title !== undefined);
  return (
    <li className="text-sm text-slate-700">
      <p id={messageId}>{item.message}</p>
      {linked ? (
        <Link
          to={deckHref(deckId, item.slideId)}
          aria-describedby={messageId}
          className="mt-1 inline-flex max-w-full items-center gap-1 rounded font-medium text-accent-700 hover:underline"
        >
          <span className="truncate">
            {title ? `Open the “${title}” slide` : "Open this slide in the editor"}
          </span>
          <ArrowUpRight className="size-3.5 shrink-0" aria-hidden="true" />
        </Link>
      ) : null}
    </li>
  );
}

/** The review's suggestions, each linked to its slide, with who wrote them and the contradicted figures. */
export function ReviewFeedback({
  metrics,
  deckId,
  state,
  slideTitles,
}: {
  metrics: VoiceMetrics;
  deckId: string | null;
  state: SessionFeedbackState;
  /** The deck's current slide titles by id (undefined while loading). */
  slideTitles?: ReadonlyMap<string, string> | undefined;
}) {
  const origin = metrics.feedbackOrigin ?? { source: "rule-based" };
  const writing = state.status === "writing";
  return (
    <ReviewSection
      title="Feedback"
      aside={
        <div aria-live="polite">
          <OriginLine origin={origin} state={state} />
        </div>
      }
    >
      {writing ? (
        <div role="status" aria-busy="true" aria-label="Writing feedback" className="flex flex-col gap-3">
          {["w-11/12", "w-9/12", "w-10/12"].map((width) => (
            <Skeleton key={width} className={`h-4 ${width}`} />
          ))}
        </div>
      ) : metrics.feedback.length === 0 ? (
        <p className="text-sm text-slate-500">No suggestions for this session.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {metrics.feedback.map((item, index) => (
            <FeedbackItem key={index} item={item} deckId={deckId} slideTitles={slideTitles} />
          ))}
        </ul>
      )}
      {metrics.contradictions.length > 0 ? (
        <div className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <p className="font-medium">Figures that contradict your deck</p>
          <ul className="mt-1 list-disc pl-5">
            {metrics.contradictions.map((item, index) => (
              <li key={index}>
                {item.figure}: you said {item.spoken}; the “{item.slide}” slide says otherwise.
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </ReviewSection>
  );
}
