import type { ModelSettings } from "@pds/contracts";
import { eq, schema } from "@pds/db";
import { requireUser, type FunctionContext } from "../../functions/context.ts";
import { modelSettingsTopic } from "./user-models.ts";

/** The caller's connected model (never the key: only whether one is saved), or null for the default. */
export async function getModelSettings(ctx: FunctionContext): Promise<ModelSettings | null> {
  const user = requireUser(ctx);
  ctx.track(modelSettingsTopic(user.id));
  const [row] = await ctx.db
    .select()
    .from(schema.modelSettings)
    .where(eq(schema.modelSettings.userId, user.id));
  if (!row) return null;
  return {
    provider: row.provider,
    model: row.model,
    baseUrl: row.baseUrl,
    hasKey: row.apiKeySealed !== null,
    updatedAt: row.updatedAt,
  };
}
