import { readinessAreas, type ReadinessArea, type ReadinessPoint } from "@pds/contracts";
import { Check, Circle, Minus } from "lucide-react";
import { formatShortDate } from "../../../lib/format-date.ts";

/** Sessions the per-topic grid shows: the most recent, so the grid fits a phone without scrolling. */
export const TOPIC_SESSIONS = 6;

/** Short column labels: the firm's name would not fit six columns on a phone. */
const FIRM_SHORT: Record<string, string> = { a16z: "a16z", YC: "YC", Sequoia: "Seq", Lightspeed: "LSP" };

type Mark = "covered" | "open" | "not asked";

export interface TopicRow {
  topic: string;
  marks: Mark[];
  covered: number;
  asked: number;
}

const rank = (area: string) => {
  const index = readinessAreas.indexOf(area as ReadinessArea);
  return index === -1 ? readinessAreas.length : index;
};

/**
 * Every deck area the recent sessions' partners asked about, in deck order, with its mark in each session
 * (a firm that does not ask about an area leaves it "not asked").
 */
export function topicRows(points: readonly ReadinessPoint[]): TopicRow[] {
  const topics = [...new Set(points.flatMap((p) => p.areas.map((a) => a.area)))].sort(
    (a, b) => rank(a) - rank(b),
  );
  return topics.map((topic) => {
    const marks = points.map((p): Mark => {
      const area = p.areas.find((a) => a.area === topic);
      if (!area) return "not asked";
      return area.covered ? "covered" : "open";
    });
    return {
      topic,
      marks,
      covered: marks.filter((m) => m === "covered").length,
      asked: marks.filter((m) => m !== "not asked").length,
    };
  });
}

function MarkCell({ mark }: { mark: Mark }) {
  const label = mark === "covered" ? "Covered" : mark === "open" ? "Left open" : "Not asked";
  return (
    <td className="px-1 py-1.5 text-center">
      <span className="sr-only">{label}</span>
      {mark === "covered" ? (
        <Check aria-hidden className="mx-auto size-4 rounded-full bg-emerald-100 p-0.5 text-emerald-700" />
      ) : mark === "open" ? (
        <Circle aria-hidden className="mx-auto size-3.5 text-amber-600" strokeWidth={3} />
      ) : (
        <Minus aria-hidden className="mx-auto size-3.5 text-slate-300" />
      )}
    </td>
  );
}

/**
 * Readiness per topic across the last sessions: one row per deck area a partner asked about (each firm's
 * own topics grouped, so a16z's "Market structure" and YC's "How big" share the Market row), one column per
 * session (oldest first), each cell covered, left open, or not asked by that firm; and how often the
 * founder covered it when asked.
 */
export function TopicTrend({ points, currentId }: { points: readonly ReadinessPoint[]; currentId?: string }) {
  const recent = points.slice(-TOPIC_SESSIONS);
  const rows = topicRows(recent);
  if (rows.length === 0) return null;
  return (
    <table className="mt-5 w-full table-fixed border-collapse text-sm">
      <caption className="mb-2 text-left text-sm font-medium text-slate-900">
        By topic, last {recent.length === 1 ? "session" : `${recent.length} sessions`}
      </caption>
      <thead>
        <tr className="text-[11px] font-medium text-slate-500">
          <th scope="col" className="w-28 pb-1 text-left font-medium sm:w-40">
            Topic
          </th>
          {recent.map((point) => (
            <th
              key={point._id}
              scope="col"
              className={point._id === currentId ? "pb-1 font-semibold text-accent-700" : "pb-1 font-medium"}
            >
              <span aria-hidden>{FIRM_SHORT[point.firmTag] ?? point.firmTag}</span>
              <span className="sr-only">
                {point.firmTag}, {formatShortDate(point._creationTime)}
                {point._id === currentId ? " (this session)" : ""}
              </span>
            </th>
          ))}
          <th scope="col" className="w-12 pb-1 text-right font-medium">
            <span aria-hidden>Score</span>
            <span className="sr-only">Covered when asked</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.topic}>
            <th scope="row" className="py-1.5 pr-2 text-left leading-tight font-normal text-slate-700">
              {row.topic}
            </th>
            {row.marks.map((mark, index) => (
              <MarkCell key={recent[index]?._id ?? index} mark={mark} />
            ))}
            <td className="py-1.5 text-right tabular-nums text-slate-600">
              {row.covered}/{row.asked}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={recent.length + 2} className="pt-3 text-xs text-slate-500">
            <span aria-hidden className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="inline-flex items-center gap-1">
                <Check className="size-3.5 rounded-full bg-emerald-100 p-0.5 text-emerald-700" /> Covered
              </span>
              <span className="inline-flex items-center gap-1">
                <Circle className="size-3 text-amber-600" strokeWidth={3} /> Left open
              </span>
              <span className="inline-flex items-center gap-1">
                <Minus className="size-3 text-slate-300" /> Not asked by that firm
              </span>
            </span>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
