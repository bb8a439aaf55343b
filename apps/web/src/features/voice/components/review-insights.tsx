import type { VoiceMetrics } from "@pds/contracts";
import { ArrowUpRight, CheckCircle2, CircleDashed, CircleMinus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../../components/ui/cn.ts";

const coverageStyles = {
  answered: { label: "Answered", icon: CheckCircle2, className: "bg-emerald-50 text-emerald-800" },
  dodged: { label: "Dodged", icon: CircleMinus, className: "bg-amber-50 text-amber-800" },
  "not-reached": { label: "Not reached", icon: CircleDashed, className: "bg-slate-100 text-slate-700" },
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-slate-200 bg-white p-5 shadow-card" aria-label={title}>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Feedback (linked to the deck's slides), coverage of the firm's topics, and the VC's questions. */
export function ReviewInsights({ metrics, deckId }: { metrics: VoiceMetrics; deckId: string | null }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title="Feedback">
        {metrics.feedback.length === 0 ? (
          <p className="text-sm text-slate-500">No suggestions for this session.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {metrics.feedback.map((item, index) => (
              <li key={index} className="text-sm text-slate-700">
                <p>{item.message}</p>
                {deckId && item.slideId ? (
                  <Link
                    to={`/create?deck=${encodeURIComponent(deckId)}`}
                    className="mt-1 inline-flex items-center gap-1 font-medium text-accent-700 hover:underline"
                  >
                    Open the slide in your deck
                    <ArrowUpRight className="size-3.5" aria-hidden="true" />
                  </Link>
                ) : null}
              </li>
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
      </Section>

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
    </div>
  );
}
