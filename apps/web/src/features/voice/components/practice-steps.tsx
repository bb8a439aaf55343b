import { FileText, Mic, UserRound } from "lucide-react";

const steps = [
  {
    title: "Pick an investor",
    body: "Each mock VC probes what their firm really cares about.",
    icon: UserRound,
  },
  { title: "Select a deck", body: "Or practise freestyle without one.", icon: FileText },
  { title: "Practice in realtime", body: "Talk it through out loud; they reply and follow up.", icon: Mic },
];

export function PracticeSteps() {
  return (
    <ol className="mt-6 grid gap-3 sm:grid-cols-3">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-card"
        >
          <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent-50 text-accent-700">
            <step.icon className="size-4" aria-hidden="true" />
          </span>
          <div>
            <p className="text-xs font-semibold text-accent-700">Step {index + 1}</p>
            <p className="font-medium text-slate-900">{step.title}</p>
            <p className="mt-0.5 text-sm text-slate-500">{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
