import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { SettingsPage } from "../../features/settings/index.ts";

export function SettingsRoute() {
  return (
    <div className="min-h-dvh bg-slate-50">
      <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-2 self-start rounded-lg text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to dashboard
        </Link>
        <SettingsPage />
      </main>
    </div>
  );
}
