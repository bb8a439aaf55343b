import type { VoiceMetrics } from "@pds/contracts";
import { Check, X } from "lucide-react";
import { cn } from "../../../components/ui/cn.ts";
import { ReviewSection } from "./review-section.tsx";

const CHECKS = [
  { key: "direct", yes: "Direct", no: "Not direct" },
  { key: "specific", yes: "Has a number", no: "No number" },
  { key: "evidence", yes: "Evidence", no: "No evidence" },
] as const;

/** Every answer to a VC question, quoted, with the three checks a partner makes. */
export function ReviewAnswers({ answers }: { answers: NonNullable<VoiceMetrics["answers"]> }) {
  return (
    <ReviewSection title="Your answers">
      {answers.length === 0 ? (
        <p className="text-sm text-slate-500">You did not answer a question in this session.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-100">
          {answers.map((answer, index) => (
            <li key={index} className="py-3 first:pt-0 last:pb-0">
              <p className="text-sm font-medium text-slate-900">{answer.question}</p>
              <blockquote className="mt-1 border-l-2 border-slate-200 pl-3 text-sm text-slate-600 italic">
                “{answer.quote}”
              </blockquote>
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Checks">
                {CHECKS.map((check) => {
                  const passed = answer[check.key];
                  const Icon = passed ? Check : X;
                  return (
                    <li
                      key={check.key}
                      className={cn(
                        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium",
                        passed ? "bg-emerald-50 text-emerald-800" : "bg-amber-50 text-amber-800",
                      )}
                    >
                      <Icon className="size-3" aria-hidden="true" />
                      {passed ? check.yes : check.no}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </ReviewSection>
  );
}
