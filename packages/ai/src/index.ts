export * from "./engine.ts";
export { createOfflineEngine } from "./offline/engine.ts";
export { draftOfflineDeck } from "./offline/draft-deck.ts";
export {
  reviewDeck,
  missingSections,
  GAP_PATTERN,
  type ReviewFinding,
  type ReviewFindingKind,
  type ReviewSeverity,
} from "./offline/review.ts";
export { SECTION_KEYS, SECTIONS, type SectionKey } from "./offline/sections.ts";
