import { Mic, Plus } from "lucide-react";
import { useNavigate } from "react-router";

export function QuickActions() {
  const navigate = useNavigate();
  const actions = [
    {
      label: "Start a new pitch deck",
      hint: "Brief your copilot and get a first draft in minutes.",
      icon: Plus,
      onClick: () => navigate("/create", { state: { newDeck: true } }),
      tone: "bg-accent-600 text-white",
    },
    {
      label: "Practice with voice",
      hint: "Rehearse against a mock VC and review the session.",
      icon: Mic,
      onClick: () => navigate("/practice"),
      tone: "bg-emerald-600 text-white",
    },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {actions.map(({ label, hint, icon: Icon, onClick, tone }) => (
        <button
          key={label}
          type="button"
          onClick={onClick}
          className="group flex items-center gap-4 rounded-card border border-slate-200 bg-white p-5 text-left shadow-card transition hover:-translate-y-0.5 hover:border-accent-200 hover:shadow-pop"
        >
          <span className={`grid size-11 shrink-0 place-items-center rounded-xl ${tone}`}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span>
            <span className="block text-base font-semibold text-slate-900">{label}</span>
            <span className="mt-0.5 block text-sm text-slate-500">{hint}</span>
          </span>
        </button>
      ))}
    </div>
  );
}
