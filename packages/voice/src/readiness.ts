import type { VoiceMetrics } from "@pds/contracts";

export interface Readiness {
  /** Share of the firm's must-ask topics the founder covered (answered or volunteered), 0-100. */
  readiness: number;
  covered: string[];
  /** Topics dodged or never reached. */
  open: string[];
}

/** How ready a session showed the founder to be, from its honest coverage. */
export function readinessOf(coverage: VoiceMetrics["coverage"]): Readiness {
  const covered = coverage
    .filter((c) => c.state === "answered" || c.state === "volunteered")
    .map((c) => c.topic);
  const open = coverage.filter((c) => c.state === "dodged" || c.state === "not-reached").map((c) => c.topic);
  return {
    readiness: coverage.length === 0 ? 0 : Math.round((covered.length / coverage.length) * 100),
    covered,
    open,
  };
}
