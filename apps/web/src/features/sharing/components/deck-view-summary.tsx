import type { DeckViewStats } from "@pds/contracts";
import { useMemo } from "react";
import { useLiveQuery } from "../../../lib/sync/hooks.ts";

/** The dashboard's view figures per deck id (an empty map while loading or when nothing is shared). */
export function useDeckViewStats(): Map<string, DeckViewStats> {
  const { data } = useLiveQuery("shares.getDashboardViewStats", {});
  return useMemo(() => new Map((data ?? []).map((row) => [row.deckId, row])), [data]);
}

/** "3 views this week · most stop at “Market” · 1 viewing now" under a shared deck on the dashboard. */
export function DeckViewSummary({ stats }: { stats: DeckViewStats | undefined }) {
  if (!stats) return null;
  return (
    <p
      className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-600"
      data-testid="deck-view-summary"
    >
      {stats.viewingNow > 0 ? (
        <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
          <span className="size-1.5 animate-pulse rounded-full bg-emerald-500" aria-hidden="true" />
          {stats.viewingNow} viewing now
        </span>
      ) : null}
      <span>
        {stats.viewsThisWeek === 1 ? "1 view this week" : `${stats.viewsThisWeek} views this week`}
        {stats.dropOff ? ` · most stop at “${stats.dropOff.title}”` : ""}
      </span>
    </p>
  );
}
