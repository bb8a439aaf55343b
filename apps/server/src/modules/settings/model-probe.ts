import type { ModelProvider, ModelTestResult } from "@pds/contracts";

const DEFAULT_BASE: Record<ModelProvider, string | null> = {
  openai: "https://api.openai.com/v1",
  anthropic: "https://api.anthropic.com/v1",
  "openai-compatible": null,
};
const PROBE_TIMEOUT_MS = 15_000;
const PROMPT = "Reply with the single word: ok";

export interface ProbeTarget {
  provider: ModelProvider;
  model: string;
  baseUrl: string | null;
  apiKey: string | null;
}

const baseOf = (target: ProbeTarget) =>
  (target.baseUrl ?? DEFAULT_BASE[target.provider] ?? "").replace(/\/+$/u, "");

function headersOf(target: ProbeTarget): Record<string, string> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (!target.apiKey) return headers;
  if (target.provider === "anthropic") {
    headers["x-api-key"] = target.apiKey;
    headers["anthropic-version"] = "2023-06-01";
  } else {
    headers.authorization = `Bearer ${target.apiKey}`;
  }
  return headers;
}

/** The provider's own error sentence (OpenAI's and Anthropic's `error.message`), or the HTTP status. */
async function providerError(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    const message =
      typeof body.error === "string" ? body.error : (body.error?.message ?? body.message ?? null);
    if (typeof message === "string" && message.trim())
      return `The provider answered: ${message.trim().slice(0, 300)}`;
  } catch {
    // Not JSON: the status says enough.
  }
  return `The provider answered HTTP ${response.status}.`;
}

async function call(url: string, init: RequestInit): Promise<Response> {
  return fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
}

/** The provider's model ids, or [] when it has no list (or refuses it: the request below says why). */
async function listModels(target: ProbeTarget): Promise<string[]> {
  try {
    const response = await call(`${baseOf(target)}/models`, { headers: headersOf(target) });
    if (!response.ok) return [];
    const body = (await response.json()) as { data?: Array<{ id?: unknown }> };
    return (body.data ?? [])
      .map((entry) => entry.id)
      .filter((id): id is string => typeof id === "string")
      .sort()
      .slice(0, 200);
  } catch {
    return [];
  }
}

function requestFor(target: ProbeTarget): { url: string; body: unknown } {
  if (target.provider === "anthropic") {
    return {
      url: `${baseOf(target)}/messages`,
      body: { model: target.model, max_tokens: 5, messages: [{ role: "user", content: PROMPT }] },
    };
  }
  return {
    url: `${baseOf(target)}/chat/completions`,
    body: {
      model: target.model,
      max_tokens: 5,
      stream: false,
      messages: [{ role: "user", content: PROMPT }],
    },
  };
}

/**
 * "Test connection": the provider's model list, then one tiny request to the chosen model, timed. A
 * refusal carries the provider's own message ("Incorrect API key provided…"). The key is sent only to
 * the provider and never appears in the result.
 */
export async function probeModel(target: ProbeTarget): Promise<ModelTestResult> {
  const models = await listModels(target);
  if (!target.model) {
    return {
      ok: models.length > 0,
      latencyMs: null,
      message:
        models.length > 0 ? `Found ${models.length} models. Pick one and test again.` : "Pick a model.",
      models,
    };
  }
  const { url, body } = requestFor(target);
  const started = performance.now();
  let response: Response;
  try {
    response = await call(url, { method: "POST", headers: headersOf(target), body: JSON.stringify(body) });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    return {
      ok: false,
      latencyMs: null,
      message: timedOut
        ? `The provider did not answer within ${PROBE_TIMEOUT_MS / 1000} s.`
        : "The provider could not be reached. Check the address.",
      models,
    };
  }
  const latencyMs = Math.round(performance.now() - started);
  if (!response.ok) return { ok: false, latencyMs: null, message: await providerError(response), models };
  await response.body?.cancel().catch(() => undefined);
  return { ok: true, latencyMs, message: `Connected: ${target.model} answered in ${latencyMs} ms.`, models };
}
