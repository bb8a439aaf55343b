import type { VoiceMetrics } from "@pds/contracts";
import { fillerBand, formatDuration, wpmAdvice, wpmBand } from "../lib/bands.ts";
import { formatPercent } from "../lib/review-format.ts";
import { MetricCard } from "./metric-card.tsx";
import { ReviewTiming } from "./review-timing.tsx";
import { WpmSparkline } from "./wpm-sparkline.tsx";

/** Talk ratio in the pitch and in the Q&A apart (absent from reviews saved before it was measured). */
function PhaseRatios({ phases }: { phases: VoiceMetrics["talkRatioByPhase"] }) {
  if (!phases || (phases.pitch === null && phases.qa === null)) return null;
  const items = [
    { label: "Pitch", value: phases.pitch },
    { label: "Q&A", value: phases.qa },
  ];
  return (
    <dl className="mt-2 flex gap-4">
      {items.map((item) => (
        <div key={item.label} className="flex items-baseline gap-1.5">
          <dt className="text-slate-500">{item.label}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">
            {item.value === null ? "—" : formatPercent(item.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The headline numbers (duration, talk ratio, pace, fillers), then turn-taking. */
export function ReviewMetrics({ metrics }: { metrics: VoiceMetrics }) {
  const topFillers = Object.entries(metrics.fillers.words)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([word, count]) => `“${word}” ×${count}`)
    .join(", ");
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <MetricCard
          label="Duration"
          value={metrics.durationMs > 0 ? formatDuration(metrics.durationMs) : "—"}
        >
          {metrics.durationMs > 0 ? "" : "Not timed for this session. "}
          {metrics.founderWords} words from you
        </MetricCard>
        <MetricCard
          label="Founder talk ratio"
          value={metrics.talkRatio === null ? "—" : formatPercent(metrics.talkRatio)}
        >
          {metrics.founderSpeakingMs > 0
            ? "Share of speaking time that was you."
            : "Share of the words spoken that were yours."}
          <PhaseRatios phases={metrics.talkRatioByPhase} />
        </MetricCard>
        <MetricCard
          label="Words per minute"
          value={metrics.wordsPerMinute === null ? "—" : String(Math.round(metrics.wordsPerMinute))}
          {...(metrics.wordsPerMinute === null ? {} : { band: wpmBand(metrics.wordsPerMinute) })}
        >
          {metrics.wordsPerMinute === null
            ? "Not enough speech to measure."
            : wpmAdvice(metrics.wordsPerMinute)}
          <WpmSparkline curve={metrics.wpmCurve} />
        </MetricCard>
        <MetricCard
          label="Filler words"
          value={
            Number.isInteger(metrics.fillers.count)
              ? String(metrics.fillers.count)
              : metrics.fillers.count.toFixed(1)
          }
          {...(metrics.fillers.perMinute === null ? {} : { band: fillerBand(metrics.fillers.perMinute) })}
        >
          {metrics.fillers.perMinute === null ? "" : `${metrics.fillers.perMinute.toFixed(1)} per minute. `}
          {topFillers || "None heard."}
          {Number.isInteger(metrics.fillers.count) ? "" : " Words like “so” count half."}
          {metrics.hedges > 0 ? ` Hedges (“maybe”, “I think”): ${metrics.hedges}.` : ""}
        </MetricCard>
      </div>
      <ReviewTiming metrics={metrics} />
    </div>
  );
}
