import type { ResearchStep } from "@pds/contracts";
import { CircleCheck, CircleDashed, CircleMinus, CircleX, LoaderCircle } from "lucide-react";
import { cn } from "../../../components/ui/cn.ts";

const stateText: Record<ResearchStep["state"], string> = {
  pending: "Waiting",
  running: "In progress",
  done: "Done",
  failed: "Failed",
  skipped: "Skipped",
};

function StepIcon({ state }: { state: ResearchStep["state"] }) {
  const className = "mt-0.5 size-4 shrink-0";
  if (state === "running")
    return <LoaderCircle className={cn(className, "animate-spin text-accent-600")} aria-hidden="true" />;
  if (state === "done")
    return <CircleCheck className={cn(className, "text-emerald-600")} aria-hidden="true" />;
  if (state === "failed") return <CircleX className={cn(className, "text-red-600")} aria-hidden="true" />;
  if (state === "skipped")
    return <CircleMinus className={cn(className, "text-slate-400")} aria-hidden="true" />;
  return <CircleDashed className={cn(className, "text-slate-400")} aria-hidden="true" />;
}

/** The run's steps in order, each with its state as an icon and as text for screen readers. */
export function ResearchSteps({ steps }: { steps: ResearchStep[] }) {
  return (
    <ol className="flex flex-col gap-2.5" aria-label="Research steps">
      {steps.map((step) => (
        <li key={step.key} className="flex gap-2.5 text-sm" data-state={step.state}>
          <StepIcon state={step.state} />
          <div className="min-w-0">
            <p
              className={cn(
                "font-medium",
                step.state === "pending" || step.state === "skipped" ? "text-slate-500" : "text-slate-900",
              )}
            >
              {step.label}
              <span className="sr-only"> — {stateText[step.state]}</span>
            </p>
            {step.detail ? <p className="text-xs break-words text-slate-500">{step.detail}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
