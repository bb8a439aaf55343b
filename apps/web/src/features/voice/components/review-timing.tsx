import { MONOLOGUE_FLAG_MS, RESPONSE_LATENCY_FLAG_MS, type VoiceMetrics } from "@pds/contracts";
import { formatSeconds, latencyBand } from "../lib/review-format.ts";
import { MetricCard } from "./metric-card.tsx";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
/** A threshold in whole seconds, as the review states it ("3 s"). */
const limit = (ms: number) => `${ms / 1000} s`;

function AnswerLength({ answers }: { answers: NonNullable<VoiceMetrics["answerLength"]> }) {
  if (answers.count === 0)
    return (
      <MetricCard label="Answer length" value="—">
        No answers to the VC&apos;s questions yet.
      </MetricCard>
    );
  const { medianMs, p90Ms } = answers;
  const timed = medianMs !== null && p90Ms !== null;
  return (
    <MetricCard
      label="Answer length"
      value={timed ? formatSeconds(medianMs) : plural(answers.medianWords, "word")}
    >
      Median of {plural(answers.count, "answer")} to the VC&apos;s questions; p90{" "}
      {timed ? formatSeconds(p90Ms) : plural(answers.p90Words, "word")}.
    </MetricCard>
  );
}

function LongestMonologue({ monologue }: { monologue: NonNullable<VoiceMetrics["longestMonologue"]> }) {
  if (monologue.words === 0) return <MetricCard label="Longest monologue" value="—" />;
  const long = monologue.durationMs !== null && monologue.durationMs > MONOLOGUE_FLAG_MS;
  return (
    <MetricCard
      label="Longest monologue"
      value={
        monologue.durationMs !== null ? formatSeconds(monologue.durationMs) : plural(monologue.words, "word")
      }
      {...(long ? { band: "amber" as const } : {})}
    >
      {plural(monologue.words, "word")} without the VC speaking.
      {long ? ` Past ${limit(MONOLOGUE_FLAG_MS)}: stop and offer to go deeper.` : ""}
    </MetricCard>
  );
}

function ResponseLatency({ latency }: { latency: NonNullable<VoiceMetrics["responseLatency"]> }) {
  if (latency.medianMs === null)
    return (
      <MetricCard label="Response latency" value="—">
        No timings for this session.
      </MetricCard>
    );
  return (
    <MetricCard
      label="Response latency"
      value={formatSeconds(latency.medianMs)}
      band={latencyBand(latency.medianMs, latency.slowCount)}
    >
      {latency.slowCount === 0 ? (
        `Median time to start an answer; all ${plural(latency.count, "answer")} began within ${limit(RESPONSE_LATENCY_FLAG_MS)}.`
      ) : (
        <>
          Median time to start an answer; {latency.slowCount} of {latency.count} began after more than{" "}
          {limit(RESPONSE_LATENCY_FLAG_MS)}:
          <ul className="mt-1 flex flex-col gap-0.5">
            {latency.slow.slice(0, 3).map((item, index) => (
              <li key={index} className="line-clamp-2 break-words">
                <span className="font-medium text-slate-800 tabular-nums">
                  {formatSeconds(item.latencyMs)}
                </span>{" "}
                after “{item.question}”
              </li>
            ))}
          </ul>
        </>
      )}
    </MetricCard>
  );
}

/**
 * Turn-taking: answer length, longest monologue and response latency. Reviews saved before these were
 * measured have none of them, and the row is left out.
 */
export function ReviewTiming({ metrics }: { metrics: VoiceMetrics }) {
  const { answerLength, longestMonologue, responseLatency } = metrics;
  if (!answerLength && !longestMonologue && !responseLatency) return null;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {answerLength ? <AnswerLength answers={answerLength} /> : null}
      {longestMonologue ? <LongestMonologue monologue={longestMonologue} /> : null}
      {responseLatency ? <ResponseLatency latency={responseLatency} /> : null}
    </div>
  );
}
