import { createLanguageModel, createModelEngine, modelLabel, type AiConfig, type AiEngine } from "@pds/ai";
import type { ModelProvider } from "@pds/contracts";
import { eq, schema, type Database, type Tx } from "@pds/db";
import type { KeyBox } from "./key-box.ts";

export interface SavedModel {
  provider: ModelProvider;
  model: string;
  baseUrl: string | null;
  apiKey: string | null;
}

/** The AI settings a user's model runs with: the server's timeouts and retries, the user's provider. */
export function userAiConfig(defaults: AiConfig, saved: SavedModel): AiConfig {
  const key = saved.apiKey ?? undefined;
  return {
    ...defaults,
    AI_PROVIDER: saved.provider,
    AI_MODEL: saved.model,
    AI_BASE_URL: saved.baseUrl ?? undefined,
    OPENAI_API_KEY: saved.provider === "openai" ? key : undefined,
    ANTHROPIC_API_KEY: saved.provider === "anthropic" ? key : undefined,
    AI_API_KEY: saved.provider === "openai-compatible" ? key : undefined,
  };
}

/**
 * Which engine serves each user: their own model when they connected one, else the server's default.
 * Engines are built once per user and kept until the user's settings change (`forget`, also called when
 * another server publishes the change).
 */
export class UserModels {
  private readonly engines = new Map<string, Promise<AiEngine>>();

  constructor(
    readonly keys: KeyBox,
    readonly defaults: AiConfig,
    /** Model servers on private or loopback addresses may be used (a personal install). */
    readonly allowPrivateBaseUrl: boolean,
  ) {}

  async saved(db: Database | Tx, userId: string): Promise<SavedModel | null> {
    const [row] = await db.select().from(schema.modelSettings).where(eq(schema.modelSettings.userId, userId));
    if (!row) return null;
    const apiKey = row.apiKeySealed ? this.keys.open(row.apiKeySealed) : null;
    return { provider: row.provider, model: row.model, baseUrl: row.baseUrl, apiKey };
  }

  engineFor(db: Database | Tx, userId: string, fallback: AiEngine): Promise<AiEngine> {
    let engine = this.engines.get(userId);
    if (!engine) {
      engine = this.build(db, userId, fallback);
      this.engines.set(userId, engine);
      engine.catch(() => this.engines.delete(userId));
    }
    return engine;
  }

  forget(userId: string) {
    this.engines.delete(userId);
  }

  /** Forget the engines of users whose settings changed on any server (their settings topic). */
  forgetChanged(topics: Iterable<string>) {
    for (const topic of topics) {
      const match = /^user:(.+):model$/u.exec(topic);
      if (match?.[1]) this.forget(match[1]);
    }
  }

  private async build(db: Database | Tx, userId: string, fallback: AiEngine): Promise<AiEngine> {
    const saved = await this.saved(db, userId);
    if (!saved) return fallback;
    const config = userAiConfig(this.defaults, saved);
    try {
      const model = createLanguageModel(config);
      if (!model) return fallback;
      return createModelEngine(model, config, modelLabel(config) ?? saved.provider);
    } catch {
      // A saved setting that no longer makes a model (a key sealed under an old secret): the default engine.
      return fallback;
    }
  }
}

/** The topic a user's model settings change on (every server forgets its engine for that user). */
export const modelSettingsTopic = (userId: string) => `user:${userId}:model`;
