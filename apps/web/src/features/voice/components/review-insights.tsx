import type { VoiceMetrics } from "@pds/contracts";
import { CheckCircle2, CircleDashed, CircleMinus } from "lucide-react";
import { cn } from "../../../components/ui/cn.ts";
import type { SessionFeedbackState } from "../hooks/use-session-feedback.ts";
import { ReviewAnswers } from "./review-answers.tsx";
import { ReviewFeedback } from "./review-feedback.tsx";
import { ReviewSection as Section } from "./review-section.tsx";

const coverageStyles = {
  answered: { label: "Answered", icon: CheckCircle2, className: "bg-emerald-50 text-emerald-800" },
  volunteered: {
    label: "Covered unprompted",
    icon: CheckCircle2,
    className: "bg-emerald-50 text-emerald-800",
  },
  dodged: { label: "Dodged", icon: CircleMinus, className: "bg-amber-50 text-amber-800" },
  "not-reached": { label: "Not reached", icon: CircleDashed, className: "bg-slate-100 text-slate-700" },
} as const;

/** Feedback (linked to the deck's slides), coverage of the firm's topics, and the VC's questions. */
export function ReviewInsights({
  metrics,
  deckId,
  feedback,
  slideTitles,
}: {
  metrics: VoiceMetrics;
  deckId: string | null;
  /** Where the model's feedback stands (see useSessionFeedback). */
  feedback: SessionFeedbackState;
  slideTitles?: ReadonlyMap<string, string> | undefined;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ReviewFeedback metrics={metrics} deckId={deckId} state={feedback} slideTitles={slideTitles} />

      <Section title="Coverage">
        {metrics.coverage.length === 0 ? (
          <p className="text-sm text-slate-500">No topics tracked for this session.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {metrics.coverage.map((item) => {
              const style = coverageStyles[item.state];
              return (
                <li
                  key={item.topic}
                  className={cn(
                    "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm",
                    style.className,
                  )}
                >
                  <style.icon className="size-3.5" aria-hidden="true" />
                  <span className="font-medium">{item.topic}</span>
                  <span className="sr-only">:</span>
                  <span className="font-normal">{style.label}</span>
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      <Section title="Questions the VC asked">
        {metrics.questions.length === 0 ? (
          <p className="text-sm text-slate-500">No questions were asked.</p>
        ) : (
          <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700">
            {metrics.questions.map((question, index) => (
              <li key={index}>{question}</li>
            ))}
          </ol>
        )}
      </Section>

      {metrics.answers ? (
        <div className="lg:col-span-2">
          <ReviewAnswers answers={metrics.answers} />
        </div>
      ) : null}
    </div>
  );
}
