export * from "./engine.ts";
export * from "./providers/registry.ts";
export * from "./model-engine.ts";
export type { ModelHandle } from "./providers/types.ts";
export { AiUnavailableError, type AiFailureCode } from "./errors.ts";
export type { ReliabilityPolicy } from "./retry.ts";
export { createOfflineEngine } from "./offline/engine.ts";
export { draftOfflineDeck } from "./offline/draft-deck.ts";
export { spokenFigures } from "./offline/spoken-numbers.ts";
export {
  reviewDeck,
  missingSections,
  GAP_PATTERN,
  type ReviewFinding,
  type ReviewFindingKind,
  type ReviewSeverity,
} from "./offline/review.ts";
export { SECTION_KEYS, SECTIONS, type SectionKey } from "./offline/sections.ts";
export * from "./research/index.ts";
export { EXTRACT_SOURCES_MAX } from "./tasks/extract-facts/prompt.ts";
