import type { Handlers } from "../functions/handler-types.ts";
import { aiHandlers } from "./ai/handlers.ts";
import { briefHandlers } from "./briefs/handlers.ts";
import { deckHandlers } from "./decks/handlers.ts";
import { messageHandlers } from "./messages/handlers.ts";
import { researchHandlers } from "./research/handlers.ts";
import { slideHandlers } from "./slides/handlers.ts";
import { settingsHandlers } from "./settings/handlers.ts";
import { shareHandlers } from "./shares/handlers.ts";
import { sourceHandlers } from "./sources/handlers.ts";
import { userHandlers } from "./users/handlers.ts";
import { versionHandlers } from "./versions/handlers.ts";
import { voiceHandlers } from "./voice/handlers.ts";

/**
 * Every module's handlers, given to the executor at start-up. Typed as `Handlers`, so the compiler proves
 * each contract has exactly one implementation. Transports never call operations any other way.
 */
export const handlers: Handlers = {
  ...userHandlers,
  ...deckHandlers,
  ...slideHandlers,
  ...briefHandlers,
  ...messageHandlers,
  ...aiHandlers,
  ...researchHandlers,
  ...sourceHandlers,
  ...voiceHandlers,
  ...versionHandlers,
  ...shareHandlers,
  ...settingsHandlers,
};
