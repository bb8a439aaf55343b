import { loadAiConfig } from "@pds/ai";
import type { Env } from "./env.ts";
import { KeyBox } from "./modules/settings/key-box.ts";
import { UserModels } from "./modules/settings/user-models.ts";

/**
 * Users' models for this server: keys sealed under its secret; model servers on private addresses
 * allowed when AI_ALLOW_PRIVATE_BASE_URL says so, by default everywhere but NODE_ENV=production.
 */
export function createUserModels(env: Env, secret: string): UserModels {
  const allowPrivate = env.AI_ALLOW_PRIVATE_BASE_URL ?? env.NODE_ENV !== "production";
  const timeouts = {
    AI_FIRST_TOKEN_TIMEOUT_MS: env.AI_FIRST_TOKEN_TIMEOUT_MS,
    AI_TOTAL_TIMEOUT_MS: env.AI_TOTAL_TIMEOUT_MS,
    AI_MAX_RETRIES: env.AI_MAX_RETRIES,
  };
  return new UserModels(new KeyBox(secret), { ...loadAiConfig({}), ...timeouts }, allowPrivate);
}
