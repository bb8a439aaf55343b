import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, inArray, schema } from "@pds/db";
import { loadEnv } from "../src/env.ts";
import { createLogger } from "../src/lib/logger.ts";
import type { FunctionContext } from "../src/functions/context.ts";
import { actionContext, type Runtime } from "../src/functions/create-context.ts";
import {
  defineRuns,
  RUN_DEAD_AFTER_MS,
  RUN_HEARTBEAT_MS,
  type RunKind,
} from "../src/functions/run-lifecycle.ts";
import { createVoiceServices } from "../src/voice/voice-services.ts";
import { ok } from "./editor-helpers.ts";
import { FakeAiEngine } from "./fake-ai-engine.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";
import { testUserModels } from "./test-user-models.ts";

let server: TestServer;
let alice: SignedUpUser;
const published: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  alice = await signUp(server, { name: "Alice" });
});
afterAll(() => server?.close());

const kind: RunKind<typeof schema.generationRuns> = {
  table: schema.generationRuns,
  deadMessage: "The test run stopped unexpectedly.",
  busyMessage: "Busy with this deck.",
  topic: (deckId) => `test:${deckId}`,
};

/** Alice's context over the test server's database, built by the real factory; it records what it publishes. */
function context(): FunctionContext {
  const runtime: Runtime = {
    db: server.database.db,
    bus: {
      publish: (topics) => published.push(...topics),
      onTopics: () => {},
      onResync: () => {},
      start: async () => {},
    },
    services: {
      ai: new FakeAiEngine(),
      generationsPerHour: 100,
      models: testUserModels(),
      research: { search: null, fetchPage: () => Promise.reject(new Error("no fetching here")) },
      voice: createVoiceServices(loadEnv({})),
    },
  };
  const user = { id: alice.id, name: alice.name, email: alice.email };
  return actionContext(runtime, { user, log: createLogger("silent") });
}

const newDeck = () => ok(server, "decks.createDeck", { title: "Runs" }, alice);
const plan = (deckId: string) => ({ open: async () => ({ deckId }), values: { engine: "test" } });

async function rowsOf(deckId: string) {
  return server.database.db
    .select()
    .from(schema.generationRuns)
    .where(eq(schema.generationRuns.deckId, deckId));
}

describe("defineRuns", () => {
  it("starts one run per deck: a second start is CONFLICT, and a run whose server died no longer blocks", async () => {
    const runs = defineRuns(kind);
    const ctx = context();
    const deckId = await newDeck();
    published.length = 0;
    const first = await runs.start(ctx, plan(deckId));
    expect(published).toContain(`test:${deckId}`);
    expect(await rowsOf(deckId)).toMatchObject([{ id: first.id, status: "running", engine: "test" }]);

    const admitted: string[] = [];
    const second = runs.start(ctx, { ...plan(deckId), admit: async () => void admitted.push("admit") });
    await expect(second).rejects.toMatchObject({ code: "CONFLICT", message: "Busy with this deck." });
    expect(admitted).toEqual([]);
    expect(await rowsOf(deckId)).toHaveLength(1);

    // The first run's server died: its row still says "running", but its heartbeat stopped a minute ago.
    await server.database.db
      .update(schema.generationRuns)
      .set({ heartbeatAt: Date.now() - RUN_DEAD_AFTER_MS - 1 })
      .where(eq(schema.generationRuns.id, first.id));
    const [row] = await rowsOf(deckId);
    expect(row && runs.isStale(row)).toBe(true);
    const third = await runs.start(ctx, plan(deckId));
    expect((await runs.latest(ctx, deckId))?.id).toBe(third.id);
    const dead = (await rowsOf(deckId)).find((run) => run.id === first.id);
    expect(dead).toMatchObject({ status: "failed", error: kind.deadMessage });
    first.release();
    third.release();
  });

  it("a refusal in open or admit, or a failing begin, leaves no run behind", async () => {
    const runs = defineRuns(kind);
    const ctx = context();
    const deckId = await newDeck();
    const refuse = () => Promise.reject(new Error("refused"));
    await expect(runs.start(ctx, { ...plan(deckId), open: refuse })).rejects.toThrow("refused");
    await expect(runs.start(ctx, { ...plan(deckId), admit: refuse })).rejects.toThrow("refused");
    await expect(runs.start(ctx, { ...plan(deckId), begin: refuse })).rejects.toThrow("refused");
    expect(await rowsOf(deckId)).toEqual([]);
  });

  it("cancel marks the run stopped, aborts its work here, and a later finish keeps the cancel", async () => {
    const runs = defineRuns(kind);
    const ctx = context();
    const deckId = await newDeck();
    const run = await runs.start(ctx, plan(deckId));
    expect(await run.cancelled(ctx)).toBe(false);
    published.length = 0;
    expect(await runs.cancel(ctx, deckId)).toBe(1);
    expect(run.signal.aborted).toBe(true);
    expect(published).toEqual([`test:${deckId}`]);
    expect(await run.cancelled(ctx)).toBe(true);
    expect(await run.finish(ctx, "succeeded", null, { slidesWritten: 3 })).toBe(false);
    expect(await runs.latest(ctx, deckId)).toMatchObject({
      status: "cancelled",
      error: "Stopped by you.",
      slidesWritten: 0,
    });
    published.length = 0;
    expect(await runs.cancel(ctx, deckId)).toBe(0);
    expect(published).toEqual([]);
    run.release();
  });

  it("a cancel made by another server is seen at the next check, which aborts the work here", async () => {
    const here = defineRuns(kind);
    const elsewhere = defineRuns(kind);
    const ctx = context();
    const deckId = await newDeck();
    const run = await here.start(ctx, plan(deckId));
    expect(await elsewhere.cancel(ctx, deckId)).toBe(1);
    expect(run.signal.aborted).toBe(false);
    expect(await run.cancelled(ctx)).toBe(true);
    expect(run.signal.aborted).toBe(true);
    run.release();
  });

  it("finish records how the run ended with the kind's own columns, once", async () => {
    const runs = defineRuns(kind);
    const ctx = context();
    const deckId = await newDeck();
    const run = await runs.start(ctx, plan(deckId));
    published.length = 0;
    expect(await run.finish(ctx, "failed", "No slides were written.", { slidesWritten: 0 })).toBe(true);
    expect(published).toEqual([`test:${deckId}`]);
    expect(await run.finish(ctx, "succeeded", null)).toBe(false);
    const latest = await runs.latest(ctx, deckId);
    expect(latest).toMatchObject({ status: "failed", error: "No slides were written." });
    expect(latest?.finishedAt).toEqual(expect.any(Number));
    expect(await runs.cancel(ctx, deckId)).toBe(0);
    run.release();
  });

  it("a live run keeps its heartbeat; the sweep fails only runs whose heartbeat stopped, and tells their decks", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const runs = defineRuns(kind);
      const ctx = context();
      const [liveDeck, deadDeck] = [await newDeck(), await newDeck()];
      const live = await runs.start(ctx, plan(liveDeck));
      const dead = await runs.start(ctx, plan(deadDeck));
      dead.release();
      const old = Date.now() - RUN_DEAD_AFTER_MS - 1;
      await server.database.db
        .update(schema.generationRuns)
        .set({ heartbeatAt: old })
        .where(inArray(schema.generationRuns.deckId, [liveDeck, deadDeck]));

      vi.advanceTimersByTime(RUN_HEARTBEAT_MS);
      await vi.waitFor(async () => expect((await rowsOf(liveDeck))[0]?.heartbeatAt).toBeGreaterThan(old));
      published.length = 0;
      expect(await runs.sweep(ctx)).toBe(1);
      expect(published).toEqual([`test:${deadDeck}`]);
      expect((await rowsOf(deadDeck))[0]).toMatchObject({ status: "failed", error: kind.deadMessage });
      expect((await rowsOf(liveDeck))[0]?.status).toBe("running");

      // At the boot of an embedded database no other process can be running anything: every run ends.
      expect(await runs.sweep(ctx, { everyRun: true })).toBeGreaterThanOrEqual(1);
      expect((await rowsOf(liveDeck))[0]?.status).toBe("failed");
      live.release();
    } finally {
      vi.useRealTimers();
    }
  });
});
