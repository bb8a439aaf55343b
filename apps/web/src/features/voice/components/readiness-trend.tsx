import type { ReadinessPoint } from "@pds/contracts";
import { cn } from "../../../components/ui/cn.ts";
import { formatShortDate } from "../../../lib/format-date.ts";
import { useLiveQuery } from "../../../lib/sync/hooks.ts";
import { TopicTrend } from "./topic-trend.tsx";

/** The deck areas left open most often in the last three sessions, whichever firm asked. */
function workOnNext(points: readonly ReadinessPoint[]): string[] {
  const counts = new Map<string, number>();
  for (const point of points.slice(-3))
    for (const area of point.areas)
      if (!area.covered) counts.set(area.area, (counts.get(area.area) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([area]) => area);
}

/**
 * Pitch readiness across sessions: one bar per reviewed session (the share of the firm's must-ask topics
 * the founder really covered), the current one highlighted, each topic's marks across the recent sessions,
 * and the topics to work on next.
 */
export function ReadinessTrend({ currentId }: { currentId?: string }) {
  const { data: points, error } = useLiveQuery("voiceai.getReadinessTrend", {});
  if (error && points === undefined)
    return <p className="text-sm text-slate-500">Could not load your readiness trend: {error.message}</p>;
  if (points === undefined)
    return (
      <div
        aria-busy="true"
        aria-label="Loading readiness"
        className="h-24 animate-pulse rounded-lg bg-slate-100"
      />
    );
  if (points.length === 0) return null;
  const next = workOnNext(points);
  const summary = points
    .map((p) => `${p.firmTag} ${formatShortDate(p._creationTime)}: ${p.readiness}%`)
    .join(", ");
  return (
    <section
      aria-label="Readiness trend"
      className="rounded-card border border-slate-200 bg-white p-5 shadow-card"
    >
      <h2 className="text-base font-semibold text-slate-900">Readiness trend</h2>
      <p className="mt-1 text-sm text-slate-500">
        Share of each firm&apos;s must-ask topics you really covered.
      </p>
      <div
        role="img"
        aria-label={`Readiness by session: ${summary}`}
        className="mt-4 flex h-28 items-end gap-2"
      >
        {points.map((point) => (
          <div key={point._id} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
            <span className="text-xs font-medium text-slate-700">{point.readiness}%</span>
            <div
              className={cn(
                "w-full max-w-10 rounded-t-md",
                point._id === currentId ? "bg-accent-600" : "bg-accent-200",
              )}
              style={{ height: `${Math.max(4, point.readiness)}%` }}
            />
            <span className="max-w-full truncate text-[11px] text-slate-500">{point.firmTag}</span>
          </div>
        ))}
      </div>
      <TopicTrend points={points} currentId={currentId} />
      {next.length > 0 ? (
        <p className="mt-4 text-sm text-slate-700">
          <span className="font-medium">Work on next:</span> {next.join(", ")}
        </p>
      ) : (
        <p className="mt-4 text-sm text-emerald-800">Every topic covered in your recent sessions.</p>
      )}
    </section>
  );
}
