import type { AiEngine, BriefInput, DraftSlide, EngineCallOptions } from "../engine.ts";
import { offlineChat } from "./copilot.ts";
import { draftOfflineDeck } from "./draft-deck.ts";

async function* draftDeck(brief: BriefInput, options?: EngineCallOptions): AsyncIterable<DraftSlide> {
  options?.signal?.throwIfAborted();
  for (const slide of draftOfflineDeck(brief)) {
    options?.signal?.throwIfAborted();
    yield slide;
  }
}

/** The engine used when no model is configured: deterministic, no network, no invented figures. */
export function createOfflineEngine(): AiEngine {
  return { kind: "offline", label: "Offline engine", draftDeck, chat: offlineChat };
}
