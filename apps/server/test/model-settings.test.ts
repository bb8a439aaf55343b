import { eq, schema } from "@pds/db";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "@pds/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVATE_URL_REFUSED } from "../src/modules/settings/base-url-check.ts";
import { KeyBox } from "../src/modules/settings/key-box.ts";
import { call, deckWithSlides, ok } from "./editor-helpers.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

const KEY = "sk-test-founder-key-0123456789";
let fake: FakeOpenAiServer;
let server: TestServer;
let alice: SignedUpUser;
let bob: SignedUpUser;
const logs: string[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAiServer({
    apiKey: KEY,
    models: ["llama3.1:8b", "qwen2.5:7b"],
    fallback: () => ({ kind: "text", text: "ok" }),
  });
  server = await startTestServer({ onLog: (entry) => logs.push(JSON.stringify(entry)) });
  alice = await signUp(server, { name: "Alice" });
  bob = await signUp(server, { name: "Bob" });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const compatible = (extra: Record<string, unknown> = {}) => ({
  provider: "openai-compatible" as const,
  model: "llama3.1:8b",
  baseUrl: fake.baseURL,
  ...extra,
});

describe("connecting a model from the app", () => {
  it("Test connection lists the models and times a request, or shows the provider's own error", async () => {
    const wrong = await ok(server, "settings.testModelConnection", compatible({ apiKey: "sk-wrong" }), alice);
    expect(wrong).toMatchObject({ ok: false, latencyMs: null });
    expect(wrong.message).toBe(
      "The provider answered: Incorrect API key provided. You can find your API key in your account settings.",
    );
    const right = await ok(server, "settings.testModelConnection", compatible({ apiKey: KEY }), alice);
    expect(right.ok).toBe(true);
    expect(right.latencyMs).toBeGreaterThanOrEqual(0);
    expect(right.message).toMatch(/^Connected: llama3\.1:8b answered in \d+ ms\.$/u);
    expect(right.models).toEqual(["llama3.1:8b", "qwen2.5:7b"]);
    // Nothing was saved by a test.
    expect(await ok(server, "settings.getModelSettings", {}, alice)).toBeNull();
  });

  it("a saved model serves only its user; the key is sealed, never returned, never logged", async () => {
    await ok(server, "settings.saveModelSettings", compatible({ apiKey: KEY }), alice);
    const settings = await ok(server, "settings.getModelSettings", {}, alice);
    expect(settings).toMatchObject({ provider: "openai-compatible", model: "llama3.1:8b", hasKey: true });
    expect(JSON.stringify(settings)).not.toContain(KEY);
    const [row] = await server.database.db
      .select()
      .from(schema.modelSettings)
      .where(eq(schema.modelSettings.userId, alice.id));
    expect(row?.apiKeySealed).not.toContain(KEY);
    expect(new KeyBox("another-secret-another-secret-0123456789").open(row!.apiKeySealed!)).toBeNull();

    expect(await ok(server, "ai.getEngineInfo", {}, alice)).toEqual({
      kind: "model",
      label: "openai-compatible · llama3.1:8b",
    });
    expect(await ok(server, "ai.getEngineInfo", {}, bob)).toMatchObject({ kind: "offline" });
    expect(await ok(server, "settings.getModelSettings", {}, bob)).toBeNull();

    const { deckId } = await deckWithSlides(server, alice, "Model deck", ["Problem"]);
    const before = fake.requests.length;
    fake.enqueue({ kind: "text", text: "Tighten the problem slide." });
    await ok(server, "ai.chatWithAI", { deckId, userMessage: "What would you change?" }, alice);
    const sent = fake.requests.slice(before);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(logs.join("\n")).not.toContain(KEY);

    // Saving again without a key keeps it; testing with the saved key works too.
    await ok(server, "settings.saveModelSettings", compatible({ model: "qwen2.5:7b" }), alice);
    expect(await ok(server, "settings.getModelSettings", {}, alice)).toMatchObject({
      model: "qwen2.5:7b",
      hasKey: true,
    });
    expect((await ok(server, "settings.testModelConnection", compatible(), alice)).ok).toBe(true);

    await ok(server, "settings.clearModelSettings", {}, alice);
    expect(await ok(server, "ai.getEngineInfo", {}, alice)).toMatchObject({ kind: "offline" });
  });

  it("refuses incomplete settings with a clear message and changes nothing", async () => {
    const noKey = await call(
      server,
      "settings.saveModelSettings",
      { provider: "openai", model: "gpt-4o-mini", baseUrl: null },
      alice,
    );
    expect(noKey.body.error).toEqual({ code: "INVALID_INPUT", message: "Paste your OpenAI API key." });
    const noUrl = await call(
      server,
      "settings.saveModelSettings",
      { provider: "openai-compatible", model: "x", baseUrl: null },
      alice,
    );
    expect(noUrl.body.error?.message).toBe("Enter the server's address, e.g. http://127.0.0.1:11434/v1.");
    const badUrl = await call(
      server,
      "settings.saveModelSettings",
      compatible({ baseUrl: "file:///etc/passwd" }),
      alice,
    );
    expect(badUrl.status).toBe(400);
    expect(await ok(server, "settings.getModelSettings", {}, alice)).toBeNull();
  });
});

describe("a shared install", () => {
  let shared: TestServer;
  beforeAll(async () => {
    shared = await startTestServer({ env: { AI_ALLOW_PRIVATE_BASE_URL: "false" } });
  });
  afterAll(() => shared?.close());

  it("does not call model servers on private or loopback addresses", async () => {
    const carol = await signUp(shared, { name: "Carol" });
    for (const baseUrl of [
      fake.baseURL,
      "http://10.0.0.5:11434/v1",
      "http://[::1]:8000/v1",
      "http://localhost:1234/v1",
    ]) {
      const saved = await call(
        shared,
        "settings.saveModelSettings",
        compatible({ baseUrl, apiKey: KEY }),
        carol,
      );
      expect(saved.body.error).toEqual({ code: "INVALID_INPUT", message: PRIVATE_URL_REFUSED });
      const tested = await call(
        shared,
        "settings.testModelConnection",
        compatible({ baseUrl, apiKey: KEY }),
        carol,
      );
      expect(tested.body.error?.message).toBe(PRIVATE_URL_REFUSED);
    }
  });
});
