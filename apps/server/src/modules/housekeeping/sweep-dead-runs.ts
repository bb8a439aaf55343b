import type { FunctionContext } from "../../functions/context.ts";
import { draftRuns } from "../ai/draft-runs.ts";
import { researchRuns } from "../research/research-runs.ts";

/** How often each server looks for drafts and research runs whose server died. */
export const SWEEP_INTERVAL_MS = 20_000;

/**
 * Fail the deck drafts and research runs whose heartbeat stopped, so the founder sees "stopped
 * unexpectedly" live and can start again. `everyRun` at the boot of an embedded (single-process) database.
 */
export async function sweepDeadRuns(ctx: FunctionContext, options?: { everyRun?: boolean }): Promise<number> {
  const counts = await Promise.all([draftRuns.sweep(ctx, options), researchRuns.sweep(ctx, options)]);
  const total = counts[0] + counts[1];
  if (total > 0) ctx.log.info("runs left by a stopped server marked failed", { runs: total });
  return total;
}
