import { Logo } from "./ui/logo.tsx";
import { Skeleton } from "./ui/skeleton.tsx";

/**
 * What a signed-in screen shows while its code loads on the first visit: the top bar and the shape of a
 * page, so the founder sees the app at once instead of a blank window.
 */
export function AppLoading() {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Logo />
        </div>
      </header>
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6" role="status" aria-live="polite">
        <span className="sr-only">Loading…</span>
        <Skeleton className="h-8 w-64 max-w-full" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      </main>
    </div>
  );
}
