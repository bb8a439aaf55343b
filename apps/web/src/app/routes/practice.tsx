import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PracticeStudio } from "../../features/voice/components/practice-studio.tsx";

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
        <PracticeStudio />
      </main>
    </div>
  );
}
