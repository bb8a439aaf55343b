import type { VoiceMetrics } from "@pds/contracts";
import { fillerBand, formatDuration, wpmAdvice, wpmBand } from "../lib/bands.ts";
import { MetricCard } from "./metric-card.tsx";
import { WpmSparkline } from "./wpm-sparkline.tsx";

/** The headline numbers: duration, talk ratio, pace, fillers. */
export function ReviewMetrics({ metrics }: { metrics: VoiceMetrics }) {
  const topFillers = Object.entries(metrics.fillers.words)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([word, count]) => `“${word}” ×${count}`)
    .join(", ");
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <MetricCard label="Duration" value={formatDuration(metrics.durationMs)}>
        {metrics.founderWords} words from you
      </MetricCard>
      <MetricCard
        label="Founder talk ratio"
        value={metrics.talkRatio === null ? "—" : `${Math.round(metrics.talkRatio * 100)}%`}
      >
        Share of speaking time that was you.
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
        value={String(metrics.fillers.count)}
        {...(metrics.fillers.perMinute === null ? {} : { band: fillerBand(metrics.fillers.perMinute) })}
      >
        {metrics.fillers.perMinute === null ? "" : `${metrics.fillers.perMinute.toFixed(1)} per minute. `}
        {topFillers || "None heard."}
        {metrics.hedges > 0 ? ` Hedges: ${metrics.hedges}.` : ""}
      </MetricCard>
    </div>
  );
}
