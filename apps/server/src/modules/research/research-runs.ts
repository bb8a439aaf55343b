import type { ResearchStatus, ResearchStep } from "@pds/contracts";
import { z } from "zod";
import type { schema } from "@pds/db";

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

/** A run older than this that still says "running" was orphaned (its server stopped). */
export const STALE_RUN_MS = 15 * 60 * 1000;

export function toResearchStatus(row: RunRow, now = Date.now()): ResearchStatus {
  const parsed = stepsSchema.safeParse(row.steps);
  const stale = row.status === "running" && row.startedAt < now - STALE_RUN_MS;
  return {
    runId: row.id,
    status: stale ? "failed" : row.status,
    steps: parsed.success ? parsed.data : initialSteps(),
    error: stale ? "The research stopped unexpectedly. Please start it again." : row.error,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
  };
}

/** In-process handles of running research, so a cancel can stop a fetch at once (the row is the truth). */
export const runningResearch = new Map<string, AbortController>();
