import type { ModelProvider, ModelTestResult } from "@pds/contracts";
import { requireUser, type FunctionContext } from "../../functions/context.ts";
import { checkBaseUrl } from "./base-url-check.ts";
import { probeModel } from "./model-probe.ts";

interface TestArgs {
  provider: ModelProvider;
  model: string;
  baseUrl: string | null;
  apiKey?: string;
}

/** Try a provider before saving it: with the key typed, or else the caller's saved key for that provider. */
export async function testModelConnection(ctx: FunctionContext, args: TestArgs): Promise<ModelTestResult> {
  const user = requireUser(ctx);
  const models = ctx.services.models;
  if (args.baseUrl) await checkBaseUrl(args.baseUrl, models.allowPrivateBaseUrl);
  const saved = args.apiKey ? null : await models.saved(ctx.db, user.id);
  const apiKey = args.apiKey ?? (saved?.provider === args.provider ? saved.apiKey : null);
  if (args.provider === "openai-compatible" && !args.baseUrl) {
    return { ok: false, latencyMs: null, message: "Enter the server's address first.", models: [] };
  }
  if (args.provider !== "openai-compatible" && !apiKey) {
    return { ok: false, latencyMs: null, message: "Paste an API key first.", models: [] };
  }
  return probeModel({ provider: args.provider, model: args.model.trim(), baseUrl: args.baseUrl, apiKey });
}
