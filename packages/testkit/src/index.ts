// Shared test machinery for the server's tests, the packages' tests and the benchmarks. It never imports
// an app (packages do not depend on apps), so anything it needs from a server is a structural type.
export type { ServerAddress } from "./server.ts";
export { until } from "./until.ts";
export { SyncTestClient, UpgradeRefused, type ErrorMessage, type SyncConnectOptions } from "./sync-client.ts";
export { founderAudio, VoiceTestClient } from "./voice-client.ts";
export type { FakeServer } from "./fake-http.ts";
export {
  PAGES,
  PUBLIC_LOOKALIKE,
  startFakeResearchWeb,
  type FakeResearchWeb,
  type ResearchFactories,
  type SearchMode,
} from "./research-web.ts";
export { deckJson, startFakeOpenAiServer } from "./fake-openai-server.ts";
export { splitTokens } from "./fake-openai-respond.ts";
export type * from "./fake-openai-types.ts";
export { bombPng } from "./images.ts";
