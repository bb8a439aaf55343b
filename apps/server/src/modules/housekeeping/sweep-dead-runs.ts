import type { FunctionContext } from "../../functions/context.ts";
import { draftRuns } from "../ai/draft-runs.ts";
import { researchRuns } from "../research/research-runs.ts";
import { endDeadVoiceSessions } from "../voice/end-dead-voice-sessions.ts";

/** How often each server looks for drafts, research runs and practice sessions whose server died. */
export const SWEEP_INTERVAL_MS = 20_000;

/**
 * Fail the deck drafts and research runs whose heartbeat stopped, so the founder sees "stopped
 * unexpectedly" live and can start again, and end the practice sessions left live. `everyRun` at the boot
 * of an embedded (single-process) database.
 */
export async function sweepDeadRuns(ctx: FunctionContext, options?: { everyRun?: boolean }): Promise<number> {
  const [drafts, research, sessions] = await Promise.all([
    draftRuns.sweep(ctx, options),
    researchRuns.sweep(ctx, options),
    endDeadVoiceSessions(ctx, options),
  ]);
  const runs = drafts + research;
  if (runs > 0) ctx.log.info("runs left by a stopped server marked failed", { runs });
  if (sessions > 0) ctx.log.info("practice sessions left live by a stopped server ended", { sessions });
  return runs + sessions;
}
