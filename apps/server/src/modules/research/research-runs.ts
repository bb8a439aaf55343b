import type { ResearchStatus, ResearchStep } from "@pds/contracts";
import { z } from "zod";
import { schema } from "@pds/db";
import { topics } from "../../functions/context.ts";
import { defineRuns } from "../../functions/run-lifecycle.ts";

type RunRow = typeof schema.researchRuns.$inferSelect;

export const RESEARCH_STEPS = [
  { key: "plan", label: "Plan queries" },
  { key: "search", label: "Search the web" },
  { key: "fetch", label: "Fetch pages" },
  { key: "extract", label: "Extract facts" },
  { key: "write", label: "Write slides" },
] as const;
export type ResearchStepKey = (typeof RESEARCH_STEPS)[number]["key"];

export const initialSteps = (): ResearchStep[] =>
  RESEARCH_STEPS.map((step) => ({ key: step.key, label: step.label, state: "pending" }));

/** The steps with one step's state (and detail) replaced. */
export function withStep(
  steps: readonly ResearchStep[],
  key: ResearchStepKey,
  state: ResearchStep["state"],
  detail?: string,
): ResearchStep[] {
  return steps.map((step) =>
    step.key !== key
      ? step
      : detail === undefined
        ? { key, label: step.label, state }
        : { key, label: step.label, state, detail },
  );
}

const stepsSchema = z.array(
  z.object({
    key: z.string(),
    label: z.string(),
    state: z.enum(["pending", "running", "done", "failed", "skipped"]),
    detail: z.string().optional(),
  }),
);

/** Research runs: one at a time per deck, shown by the deck's research topic. */
export const researchRuns = defineRuns({
  table: schema.researchRuns,
  deadMessage: "The research stopped unexpectedly. Please start it again.",
  busyMessage: "Research is already running for this deck.",
  topic: topics.deckResearch,
});

export function toResearchStatus(row: RunRow, now = Date.now()): ResearchStatus {
  const parsed = stepsSchema.safeParse(row.steps);
  const stale = researchRuns.isStale(row, now);
  return {
    runId: row.id,
    status: stale ? "failed" : row.status,
    steps: parsed.success ? parsed.data : initialSteps(),
    error: stale ? researchRuns.deadMessage : row.error,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
  };
}
