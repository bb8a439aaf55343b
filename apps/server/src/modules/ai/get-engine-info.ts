import type { EngineInfo } from "@pds/contracts";
import { requireUser, type FunctionContext } from "../../functions/context.ts";
import { userEngine } from "../settings/user-engine.ts";
import { modelSettingsTopic } from "../settings/user-models.ts";

/** Which engine answers this user (their own model, or the default): the UI says plainly when it is offline. */
export async function getEngineInfo(ctx: FunctionContext): Promise<EngineInfo> {
  const user = requireUser(ctx);
  // Live: connecting or disconnecting a model in Settings changes the answer.
  ctx.track(modelSettingsTopic(user.id));
  const engine = await userEngine(ctx);
  return { kind: engine.kind, label: engine.label };
}
