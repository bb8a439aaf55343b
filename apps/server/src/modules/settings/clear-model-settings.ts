import { eq, schema } from "@pds/db";
import { requireUser, type FunctionContext } from "../../functions/context.ts";
import { modelSettingsTopic } from "./user-models.ts";

/** Disconnect the caller's model: the key is deleted and the server's default engine serves them again. */
export async function clearModelSettings(ctx: FunctionContext): Promise<null> {
  const user = requireUser(ctx);
  await ctx.db.delete(schema.modelSettings).where(eq(schema.modelSettings.userId, user.id));
  ctx.services.models.forget(user.id);
  ctx.publish(modelSettingsTopic(user.id));
  return null;
}
