import type { ModelProvider } from "@pds/contracts";
import { eq, schema } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import { requireUser, type FunctionContext } from "../../functions/context.ts";
import { checkBaseUrl } from "./base-url-check.ts";
import { modelSettingsTopic } from "./user-models.ts";

interface SaveArgs {
  provider: ModelProvider;
  model: string;
  baseUrl: string | null;
  apiKey?: string;
}

/**
 * Connect the caller's own model. The key is sealed before it is stored; without a new key the saved
 * one is kept (for the same provider). OpenAI and Anthropic need a key; an OpenAI-compatible server
 * needs its address.
 */
export async function saveModelSettings(ctx: FunctionContext, args: SaveArgs): Promise<null> {
  const user = requireUser(ctx);
  const models = ctx.services.models;
  if (args.provider === "openai-compatible" && !args.baseUrl) {
    throw new AppError("INVALID_INPUT", "Enter the server's address, e.g. http://127.0.0.1:11434/v1.");
  }
  if (args.baseUrl) await checkBaseUrl(args.baseUrl, models.allowPrivateBaseUrl);
  const [current] = await ctx.db
    .select()
    .from(schema.modelSettings)
    .where(eq(schema.modelSettings.userId, user.id));
  const keptKey = current?.provider === args.provider ? current.apiKeySealed : null;
  const sealed = args.apiKey ? models.keys.seal(args.apiKey) : keptKey;
  if (args.provider !== "openai-compatible" && !sealed) {
    throw new AppError(
      "INVALID_INPUT",
      `Paste your ${args.provider === "openai" ? "OpenAI" : "Anthropic"} API key.`,
    );
  }
  const values = {
    provider: args.provider,
    model: args.model.trim(),
    baseUrl: args.baseUrl,
    apiKeySealed: sealed ?? null,
    updatedAt: Date.now(),
  };
  await ctx.db
    .insert(schema.modelSettings)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: schema.modelSettings.userId, set: values });
  models.forget(user.id);
  ctx.publish(modelSettingsTopic(user.id));
  return null;
}
