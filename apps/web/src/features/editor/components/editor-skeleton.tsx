import type { ReactNode } from "react";

/**
 * The editor's frame (top bar, slide strip, slide area) drawn before the editor's code has arrived: behind
 * a new deck's brief, and while an open deck's editor loads. The same sizes as the editor, so nothing moves
 * when it takes over.
 */
export function EditorSkeleton({ children }: { children?: ReactNode }) {
  return (
    <div className="flex h-dvh flex-col bg-slate-50">
      <div
        aria-hidden="true"
        className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-slate-200 bg-white px-3 sm:px-4"
      >
        <div className="h-4 w-16 rounded bg-slate-200" />
        <div className="flex gap-2">
          <div className="h-9 w-20 rounded-lg bg-slate-100" />
          <div className="h-9 w-20 rounded-lg bg-slate-200" />
        </div>
      </div>
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <div
          aria-hidden="true"
          className="flex shrink-0 flex-col gap-3 border-b border-slate-200 bg-white p-4 lg:h-full lg:w-72 lg:border-r lg:border-b-0"
        >
          <div className="h-5 w-40 rounded bg-slate-200" />
          <div className="h-3 w-24 rounded bg-slate-100" />
        </div>
        <main className="min-h-0 flex-1 overflow-y-auto p-4 sm:p-8">{children}</main>
      </div>
    </div>
  );
}
