import type { FunctionContext } from "../../functions/context.ts";
import { requireUser } from "../../functions/context.ts";

/** Which web search provider is configured (null: founders add their own sources). */
export async function getSearchInfo(
  ctx: FunctionContext,
): Promise<{ provider: "searxng" | "tavily" | "brave" | null }> {
  requireUser(ctx);
  return { provider: ctx.services.research.search?.name ?? null };
}
