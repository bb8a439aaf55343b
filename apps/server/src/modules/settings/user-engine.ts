import type { AiEngine } from "@pds/ai";
import type { FunctionContext } from "../../functions/context.ts";

/** The engine this caller's AI work runs on: the model they connected, or the server's default. */
export function userEngine(ctx: FunctionContext): Promise<AiEngine> {
  if (!ctx.user) return Promise.resolve(ctx.services.ai);
  return ctx.services.models.engineFor(ctx.db, ctx.user.id, ctx.services.ai);
}
