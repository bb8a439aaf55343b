import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, schema } from "@pds/db";
import { loadEnv } from "../src/env.ts";
import { createLogger } from "../src/lib/logger.ts";
import { startResearch } from "../src/modules/research/start-research.ts";
import type { FunctionContext, Services } from "../src/functions/context.ts";
import { createVoiceServices } from "../src/voice/voice-services.ts";
import { deckState, ok } from "./editor-helpers.ts";
import { FakeAiEngine } from "./fake-ai-engine.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";
import { testUserModels } from "./test-user-models.ts";

let server: TestServer;
let alice: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer({ research: { search: null } });
  alice = await signUp(server, { name: "Alice" });
});
afterAll(async () => {
  await server?.close();
});

const services: Services = {
  ai: new FakeAiEngine(),
  generationsPerHour: 100,
  models: testUserModels(),
  research: {
    search: null,
    fetchPage: () => Promise.reject(new Error("no fetching in this test")),
  },
  voice: createVoiceServices(loadEnv({})),
};

/**
 * An action's context over the test server's database, as the executor builds it, with a hook that runs
 * before each transaction the action opens: it lets a test act at an exact point between two steps.
 */
function actionContext(user: SignedUpUser, beforeTransaction: () => Promise<void>): FunctionContext {
  const root = server.database.db;
  const make = (db: FunctionContext["db"]): FunctionContext => {
    const ctx: FunctionContext = {
      db,
      user: { id: user.id, name: user.name, email: user.email },
      log: createLogger("silent"),
      services,
      track: () => {},
      publish: () => {},
      transact: async (work) => {
        if (db !== root) return work(ctx);
        await beforeTransaction();
        return root.transaction((tx) => work(make(tx)));
      },
    };
    return ctx;
  };
  return make(root);
}

async function writeStep(runId: string) {
  const [run] = await server.database.db
    .select({ steps: schema.researchRuns.steps })
    .from(schema.researchRuns)
    .where(eq(schema.researchRuns.id, runId));
  return (run?.steps as { key: string; state: string }[] | undefined)?.find((s) => s.key === "write")?.state;
}

async function deckWithSource() {
  const deckId = await ok(server, "decks.createDeck", { title: "Pawly" }, alice);
  await ok(server, "slides.createSlide", { deckId, title: "Market", content: "Salons first" }, alice);
  await ok(
    server,
    "sources.addSource",
    { deckId, title: "Survey", text: "There are 103,000 pet grooming businesses in the US." },
    alice,
  );
  return deckId;
}

describe("cancelling research during the write step", () => {
  it("a cancel that lands after the last check but before the write changes no slides", async () => {
    const deckId = await deckWithSource();
    const before = await deckState(server, deckId, alice);
    let cancelled = false;
    const ctx = actionContext(alice, async () => {
      const status = await ok(server, "research.getResearchStatus", { deckId }, alice);
      if (cancelled || !status || (await writeStep(status.runId)) !== "running") return;
      cancelled = true;
      // The founder presses Stop: the run is marked cancelled while the write is about to start.
      await ok(server, "research.cancelResearch", { deckId }, alice);
    });

    const outcome = await startResearch(ctx, { deckId });
    expect(cancelled).toBe(true);
    expect(outcome.slidesUpdated).toBe(0);
    expect(await deckState(server, deckId, alice)).toEqual(before);
    expect(await ok(server, "sources.getCitations", { deckId }, alice)).toEqual([]);
    expect(await ok(server, "research.getResearchStatus", { deckId }, alice)).toMatchObject({
      status: "cancelled",
      error: "Stopped by you.",
    });
  });

  it("a run that has written its slides is already succeeded: a cancel after the write changes nothing", async () => {
    const deckId = await deckWithSource();
    let cancels = 0;
    const ctx = actionContext(alice, async () => {
      const market = (await deckState(server, deckId, alice))?.slides[0];
      if (!market?.content.includes("[1]")) return;
      // The slides are written: a Stop pressed now must not mark the run cancelled.
      cancels++;
      await ok(server, "research.cancelResearch", { deckId }, alice);
    });
    const outcome = await startResearch(ctx, { deckId });
    expect(outcome.slidesUpdated).toBe(1);
    if (cancels === 0) await ok(server, "research.cancelResearch", { deckId }, alice);
    const status = await ok(server, "research.getResearchStatus", { deckId }, alice);
    expect(status).toMatchObject({ status: "succeeded", error: null });
    expect(status?.steps.find((s) => s.key === "write")).toMatchObject({
      state: "done",
      detail: "1 slide updated",
    });
  });
});
