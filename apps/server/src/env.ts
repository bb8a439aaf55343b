import { z } from "zod";

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

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
  SENTRY_DSN: z.url().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  VOICE_MAX_CONCURRENT: z.coerce.number().int().positive().default(2),
  VOICE_MINUTES_PER_DAY: z.coerce.number().positive().default(60),
  POCKETSPHINX_BIN: z.string().default("pocketsphinx_continuous"),
  POCKETSPHINX_MODEL_DIR: z.string().default("/usr/share/pocketsphinx/model/en-us"),
});

export type Env = z.infer<typeof envSchema>;

/** Parse the environment; on failure, say which variable is wrong and how, then stop. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
}
