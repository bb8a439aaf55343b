import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../components/ui/cn.ts";

/** A signed-in page reached from the dashboard (practice, settings): its column and the way back. */
export function SubPage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <main className={cn("mx-auto px-4 py-8 sm:px-6", className)}>
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-2 self-start rounded-lg text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to dashboard
        </Link>
        {children}
      </main>
    </div>
  );
}
