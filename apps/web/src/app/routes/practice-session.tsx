import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { SessionReview } from "../../features/voice/components/session-review.tsx";

export function PracticeSessionRoute() {
  const { id = "" } = useParams();
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
        <SessionReview key={id} conversationId={id} />
      </main>
    </div>
  );
}
