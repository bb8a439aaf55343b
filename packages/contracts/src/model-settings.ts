import { z } from "zod";
import { define } from "./define.ts";

/** The providers a founder can connect from the app (the server's environment stays the default). */
export const modelProviders = ["openai", "anthropic", "openai-compatible"] as const;
export const modelProviderSchema = z.enum(modelProviders);
export type ModelProvider = z.infer<typeof modelProviderSchema>;

/** A user's connected model as the browser sees it: never the key, only whether one is saved. */
export const modelSettingsSchema = z.object({
  provider: modelProviderSchema,
  model: z.string(),
  baseUrl: z.string().nullable(),
  hasKey: z.boolean(),
  updatedAt: z.number(),
});
export type ModelSettings = z.infer<typeof modelSettingsSchema>;

/** What "Test connection" found: the round trip of a one-word request, or the provider's own error. */
export const modelTestResultSchema = z.object({
  ok: z.boolean(),
  latencyMs: z.number().nullable(),
  message: z.string(),
  /** The provider's model list, when it has one (empty otherwise). */
  models: z.array(z.string()),
});
export type ModelTestResult = z.infer<typeof modelTestResultSchema>;

const modelName = z.string().trim().min(1, "Pick a model.").max(200);
const baseUrl = z
  .url("Enter the server's address, e.g. http://127.0.0.1:11434/v1.")
  .max(500)
  .refine((url) => /^https?:\/\//iu.test(url), "The address must start with http:// or https://.")
  .nullable();
const apiKey = z.string().trim().min(1).max(500);

const connection = {
  provider: modelProviderSchema,
  baseUrl,
  /** A new key; absent keeps the saved one. */
  apiKey: apiKey.optional(),
};

export const modelSettingsFunctions = {
  "settings.getModelSettings": define("query", z.object({}).strict(), modelSettingsSchema.nullable()),
  "settings.saveModelSettings": define(
    "mutation",
    z.object({ ...connection, model: modelName }).strict(),
    z.null(),
  ),
  /** Back to the server's default engine; the saved key is deleted. */
  "settings.clearModelSettings": define("mutation", z.object({}).strict(), z.null()),
  /** Lists the provider's models and times a one-word request, without saving anything. */
  "settings.testModelConnection": define(
    "action",
    z.object({ ...connection, model: z.string().trim().max(200) }).strict(),
    modelTestResultSchema,
  ),
};
