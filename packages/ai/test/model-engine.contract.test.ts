import { simulateReadableStream } from "ai";
import { afterAll } from "vitest";
import { MockLanguageModelV3 } from "ai/test";
import { createModelEngine } from "../src/model-engine.ts";
import { createLanguageModel, loadAiConfig, type AiConfig } from "../src/providers/registry.ts";
import { describeEngineContract } from "./engine-contract.ts";
import { startFakeOpenAiServer, type FakeResponse } from "@pds/testkit";
import { pieces, textParts, toolCallParts } from "./mock-model.ts";

const deckText = JSON.stringify({
  elements: [
    { title: "Ledgerly", content: "Bookkeeping on autopilot for freelancers", notes: "" },
    { title: "Problem", content: "Freelancers lose hours to bookkeeping\n[Add hours per month]", notes: "" },
    { title: "Traction", content: "40 paying users at $12 per month", notes: "" },
  ],
});

/** Answers like a model would: a deck without tools, a tool call then a sentence in chat. */
function mockModel() {
  return new MockLanguageModelV3({
    doStream: async (options) => {
      const afterTools = options.prompt.some((message) => message.role === "tool");
      const parts = !options.tools?.length
        ? textParts(pieces(deckText))
        : afterTools
          ? textParts(["I renamed the deck."])
          : toolCallParts([{ toolName: "renameDeck", input: { title: "Ledgerly seed round" } }]);
      return { stream: simulateReadableStream({ chunks: parts }) };
    },
  });
}

function createLanguageModelOrThrow(config: AiConfig) {
  const model = createLanguageModel(config);
  if (!model) throw new Error("expected a model");
  return model;
}

const config = loadAiConfig({});
describeEngineContract("model engine (SDK mock model)", () =>
  createModelEngine(mockModel(), config, "mock · v3"),
);

const server = await startFakeOpenAiServer({
  fallback: (request): FakeResponse => {
    const afterTools = request.body.messages?.some((message) => message.role === "tool") ?? false;
    if (!request.body.tools?.length) return { kind: "text", text: deckText };
    if (afterTools) return { kind: "text", text: "I renamed the deck." };
    return {
      kind: "toolCalls",
      calls: [{ name: "renameDeck", arguments: JSON.stringify({ title: "Ledgerly seed round" }) }],
    };
  },
});
afterAll(() => server.close());

describeEngineContract("model engine (openai-compatible over HTTP)", () => {
  const httpConfig = loadAiConfig({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: server.baseURL,
    AI_MODEL: "fake",
  });
  return createModelEngine(
    // Built through the registry, exactly as the server does.
    createLanguageModelOrThrow(httpConfig),
    httpConfig,
    "openai-compatible · fake",
  );
});
