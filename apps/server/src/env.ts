import { aiConfigSchema, loadAiConfig, loadResearchConfig, researchConfigSchema } from "@pds/ai";
import { limits } from "@pds/contracts";
import { z } from "zod";

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/**
 * Speech engines for voice practice: offline (Moonshine tiny, or pocketsphinx when its model cannot load;
 * flite) unless a cloud provider is chosen. `openai` means OpenAI's audio API, or any server speaking it
 * (speaches, LocalAI) at VOICE_BASE_URL. VOICE_OFFLINE_STT=pocketsphinx keeps the older recognizer.
 */
const voiceSpeechFields = {
  VOICE_STT_PROVIDER: z.enum(["offline", "openai"]).default("offline"),
  VOICE_OFFLINE_STT: z.enum(["moonshine", "pocketsphinx"]).default("moonshine"),
  VOICE_TTS_PROVIDER: z.enum(["offline", "openai"]).default("offline"),
  VOICE_STT_MODEL: z.string().default("whisper-1"),
  VOICE_TTS_MODEL: z.string().default("tts-1"),
  VOICE_TTS_VOICE: z.string().default("alloy"),
  VOICE_BASE_URL: z.url("VOICE_BASE_URL must be an absolute URL such as http://127.0.0.1:8000/v1").optional(),
  VOICE_API_KEY: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  VOICE_CLOUD_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
};

interface SpeechKeyFields {
  VOICE_STT_PROVIDER: "offline" | "openai";
  VOICE_TTS_PROVIDER: "offline" | "openai";
  VOICE_BASE_URL?: string;
  VOICE_API_KEY?: string;
  OPENAI_API_KEY?: string;
}

/**
 * A cloud provider needs a key, so a missing one stops the boot rather than failing the first session.
 * A custom VOICE_BASE_URL (a local speaches or LocalAI server) usually wants none.
 */
function requireSpeechKey<T extends SpeechKeyFields>(env: T, ctx: z.RefinementCtx<T>) {
  const cloud = (["VOICE_STT_PROVIDER", "VOICE_TTS_PROVIDER"] as const).filter(
    (key) => env[key] === "openai",
  );
  if (cloud.length === 0 || env.VOICE_API_KEY || env.OPENAI_API_KEY || env.VOICE_BASE_URL) return;
  ctx.addIssue({
    code: "custom",
    path: ["VOICE_API_KEY"],
    message: `${cloud.map((key) => `${key}=openai`).join(" and ")} needs VOICE_API_KEY (or OPENAI_API_KEY), or VOICE_BASE_URL pointing at an OpenAI-compatible speech server`,
  });
}

/** The voice speech part of the environment, for the engine registry. */
export type VoiceSpeechEnv = z.infer<z.ZodObject<typeof voiceSpeechFields>>;

/** Every environment variable the server reads. `.env.example` lists the same set with defaults. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  PUBLIC_URL: z.url("PUBLIC_URL must be an absolute URL such as https://decks.example.com").optional(),
  TRUSTED_ORIGINS: z.string().default(""),
  BETTER_AUTH_SECRET: z.string().min(32, "BETTER_AUTH_SECRET must be at least 32 characters").optional(),
  RATE_LIMIT_ENABLED: bool.default(true),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  TRUST_PROXY: bool.default(false),
  AI_GENERATIONS_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Users may connect model servers on private or loopback addresses (Ollama on a personal install). */
  AI_ALLOW_PRIVATE_BASE_URL: bool.optional(),
  SENTRY_DSN: z.url().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  /** Open sync sockets one account may hold (tabs and devices); benchmarks raise it. */
  SYNC_SOCKETS_PER_USER: z.coerce.number().int().positive().default(limits.syncConnectionsPerUserMax),
  VOICE_MAX_CONCURRENT: z.coerce.number().int().positive().default(2),
  VOICE_MINUTES_PER_DAY: z.coerce.number().positive().default(60),
  POCKETSPHINX_BIN: z.string().default("pocketsphinx_continuous"),
  POCKETSPHINX_MODEL_DIR: z.string().default("/usr/share/pocketsphinx/model/en-us"),
  // The assistant the optional Vapi adapter starts (its model, voice and transcriber run at Vapi).
  VAPI_MODEL_PROVIDER: z.string().default("openai"),
  VAPI_MODEL: z.string().default("gpt-4o-mini"),
  VAPI_VOICE_PROVIDER: z.string().default("vapi"),
  VAPI_VOICE_ID: z.string().default("Elliot"),
  VAPI_TRANSCRIBER_PROVIDER: z.string().default("deepgram"),
  VAPI_TRANSCRIBER_MODEL: z.string().default("nova-2"),
  // The AI engine (AI_PROVIDER, AI_MODEL, keys, timeouts) and research (SEARCH_*, RESEARCH_*): their
  // packages own the schemas; they are validated here with the rest and passed down from startServer.
  // OPENAI_API_KEY is in both the speech and the AI part; the AI schema's (trimmed) definition is kept.
  ...voiceSpeechFields,
  ...aiConfigSchema.shape,
  ...researchConfigSchema.shape,
});

export type Env = z.infer<typeof envSchema>;

const checkedEnvSchema = envSchema.superRefine(requireSpeechKey);

/** Parse the environment; on failure, say which variable is wrong and how, then stop. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const env = parseEnv(checkedEnvSchema, source);
  requireProviderSettings(source);
  return env;
}

/** A chosen AI or search provider without what it needs (a key, a base URL) stops the boot too. */
function requireProviderSettings(source: NodeJS.ProcessEnv) {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  for (const check of [loadAiConfig, loadResearchConfig]) {
    try {
      check(cleaned);
    } catch (error) {
      throw new Error(`Invalid environment configuration:\n  ${(error as Error).message}`, { cause: error });
    }
  }
}

function parseEnv<T extends z.ZodType>(schema: T, source: NodeJS.ProcessEnv): z.infer<T> {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
}
