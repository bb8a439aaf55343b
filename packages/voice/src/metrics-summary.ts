import type { VoiceMetrics } from "@pds/contracts";

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

/**
 * The review's numbers as short facts, one per line, for a model writing the session's feedback (so it
 * coaches on what was measured instead of guessing at pace or latency from the text).
 */
export function summarizeMetrics(metrics: VoiceMetrics): string[] {
  const lines: string[] = [
    `Duration: ${seconds(metrics.durationMs)}; founder words: ${metrics.founderWords}`,
  ];
  if (metrics.wordsPerMinute !== null)
    lines.push(`Pace: ${metrics.wordsPerMinute} words per minute (good: 130-160)`);
  if (metrics.fillers.perMinute !== null) {
    const top = Object.entries(metrics.fillers.words)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([word, count]) => `"${word}" x${count}`)
      .join(", ");
    lines.push(`Fillers: ${metrics.fillers.perMinute} per minute (good: 5 or fewer)${top ? `; ${top}` : ""}`);
  }
  if (metrics.hedges > 0) lines.push(`Hedges ("maybe", "I think"): ${metrics.hedges}`);
  const phases = metrics.talkRatioByPhase;
  if (phases?.pitch != null) lines.push(`Founder talk ratio in the pitch: ${percent(phases.pitch)}`);
  if (phases?.qa != null) lines.push(`Founder talk ratio in the Q&A: ${percent(phases.qa)}`);
  const answers = metrics.answerLength;
  if (answers && answers.count > 0)
    lines.push(
      answers.medianMs !== null && answers.p90Ms !== null
        ? `Q&A answers: ${answers.count}; median ${seconds(answers.medianMs)}, p90 ${seconds(answers.p90Ms)}`
        : `Q&A answers: ${answers.count}; median ${answers.medianWords} words, p90 ${answers.p90Words} words`,
    );
  const monologue = metrics.longestMonologue;
  if (monologue?.durationMs != null) lines.push(`Longest monologue: ${seconds(monologue.durationMs)}`);
  const latency = metrics.responseLatency;
  if (latency?.medianMs != null) {
    const slow = latency.slow.map((s) => `${seconds(s.latencyMs)} after "${s.question}"`).join("; ");
    lines.push(
      `Response latency: median ${seconds(latency.medianMs)}; ${latency.slowCount} answers started after more than 3 s${slow ? ` (${slow})` : ""}`,
    );
  }
  for (const item of metrics.coverage) lines.push(`Topic "${item.topic}": ${item.state}`);
  for (const a of metrics.answers ?? [])
    lines.push(
      `Answer to "${a.question}": "${a.quote}" (${[a.direct ? "direct" : "not direct", a.specific ? "has a number" : "no number", a.evidence ? "gives evidence" : "no evidence"].join(", ")})`,
    );
  for (const c of metrics.contradictions)
    lines.push(
      `Spoken figure contradicts the deck: ${c.figure} said as ${c.spoken}, "${c.slide}" slide differs`,
    );
  return lines;
}
