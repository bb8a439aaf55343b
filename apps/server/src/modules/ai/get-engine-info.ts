import type { EngineInfo } from "@pds/contracts";
import { requireUser, type FunctionContext } from "../../functions/context.ts";

/** Which engine answers: the UI says plainly when it is the offline engine. */
export async function getEngineInfo(ctx: FunctionContext): Promise<EngineInfo> {
  requireUser(ctx);
  return { kind: ctx.services.ai.kind, label: ctx.services.ai.label };
}
