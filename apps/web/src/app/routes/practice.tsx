import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

export function PracticeRoute() {
  return (
    <div className="min-h-dvh bg-slate-50">
      <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-2 rounded-lg text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to dashboard
        </Link>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-900">Voice practice studio</h1>
        <ol className="mt-6 grid gap-4 sm:grid-cols-3">
          {["Pick an investor", "Select a deck", "Practice in realtime"].map((step, index) => (
            <li key={step} className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
              <span className="text-sm font-semibold text-accent-700">Step {index + 1}</span>
              <p className="mt-1 font-medium text-slate-900">{step}</p>
            </li>
          ))}
        </ol>
      </main>
    </div>
  );
}
