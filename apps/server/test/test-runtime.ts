import { loadEnv } from "../src/env.ts";
import type { Runtime } from "../src/functions/create-context.ts";
import { createVoiceServices } from "../src/voice/voice-services.ts";
import { FakeAiEngine } from "./fake-ai-engine.ts";
import type { TestServer } from "./test-server.ts";
import { testUserModels } from "./test-user-models.ts";

/**
 * The runtime operations run on, over a test server's database, for tests that build a context by hand:
 * a bus that goes nowhere, a scripted AI engine, no web search, and voice settings from `voiceEnv`.
 */
export function testRuntime(server: TestServer, voiceEnv: Record<string, string> = {}): Runtime {
  return {
    db: server.database.db,
    bus: { publish: () => {}, onTopics: () => {}, onResync: () => {}, start: async () => {} },
    services: {
      ai: new FakeAiEngine(),
      generationsPerHour: 100,
      models: testUserModels(),
      research: { search: null, fetchPage: () => Promise.reject(new Error("no fetching here")) },
      voice: createVoiceServices(loadEnv(voiceEnv)),
    },
  };
}
