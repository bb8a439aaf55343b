import { useSlow } from "../../../hooks/use-slow.ts";

/** The slide placeholder while the deck loads, with a note when it takes unusually long. */
export function DeckLoading() {
  const slow = useSlow(true);
  return (
    <div aria-busy="true" aria-label="Loading deck" className="mx-auto flex w-full max-w-4xl flex-col gap-3">
      <div className="aspect-video w-full animate-pulse rounded-2xl bg-slate-200/70" />
      {slow ? (
        <p role="status" className="text-center text-sm text-slate-500">
          Still loading… this is taking longer than usual. Check your connection.
        </p>
      ) : null}
    </div>
  );
}
