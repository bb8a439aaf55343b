import { AppTopBar } from "../../components/app-top-bar.tsx";
import { QuickActions } from "../../features/dashboard/components/quick-actions.tsx";
import { RecentDecksPanel } from "../../features/dashboard/components/recent-decks-panel.tsx";
import { RecentSessionsPanel } from "../../features/dashboard/components/recent-sessions-panel.tsx";
import { useSession } from "../../features/auth/hooks/use-session.ts";
import { useSignOut } from "../../features/auth/hooks/use-sign-out.ts";
import { useLiveQuery } from "../../lib/sync/hooks.ts";

export function DashboardRoute() {
  const { user } = useSession();
  const signOut = useSignOut();
  const { data: currentUser } = useLiveQuery("auth.getCurrentUser", {});
  const name = currentUser?.name || user?.name || "Founder";
  return (
    <div className="min-h-dvh bg-slate-50">
      <AppTopBar onSignOut={() => void signOut()} />
      <main className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{name}&apos;s pitch HQ</h1>
          <p className="mt-2 text-slate-600">Draft, research, and rehearse your pitch in one place.</p>
        </div>
        <QuickActions />
        <div className="grid gap-6 lg:grid-cols-2">
          <RecentDecksPanel />
          <RecentSessionsPanel />
        </div>
      </main>
    </div>
  );
}
