import type { FunctionName } from "@pds/contracts";
import type { Handler } from "./handler-types.ts";
import { researchHandlers } from "./handlers/research.ts";
import { voiceHandlers } from "./handlers/voice.ts";
import { getCurrentUser } from "../modules/users/get-current-user.ts";
import { getDecks } from "../modules/decks/get-decks.ts";
import { createDeck } from "../modules/decks/create-deck.ts";
import { getRecentConversations } from "../modules/voice/get-recent-conversations.ts";
import { updateDeck } from "../modules/decks/update-deck.ts";
import { deleteDeck } from "../modules/decks/delete-deck.ts";
import { restoreDeck } from "../modules/decks/restore-deck.ts";
import { getDeckWithSlides } from "../modules/decks/get-deck-with-slides.ts";
import { getSlidesByDeck } from "../modules/slides/get-slides-by-deck.ts";
import { createSlide } from "../modules/slides/create-slide.ts";
import { updateSlide } from "../modules/slides/update-slide.ts";
import { deleteSlide } from "../modules/slides/delete-slide.ts";
import { reorderSlides } from "../modules/slides/reorder-slides.ts";
import { getBrief } from "../modules/briefs/get-brief.ts";
import { saveBrief } from "../modules/briefs/save-brief.ts";
import { getMessages } from "../modules/messages/get-messages.ts";
import { getEngineInfo } from "../modules/ai/get-engine-info.ts";
import { getGenerationStatus } from "../modules/ai/get-generation-status.ts";
import { chatWithAI } from "../modules/ai/chat-with-ai.ts";
import { generateDeckFromBrief } from "../modules/ai/generate-deck.ts";
import { cancelGeneration } from "../modules/ai/cancel-generation.ts";

/** The implementation behind each contract. Transports never call operations any other way. */
export const handlers: { [N in FunctionName]: Handler<N> } = {
  ...researchHandlers,
  ...voiceHandlers,
  "auth.getCurrentUser": (ctx) => getCurrentUser(ctx),
  "decks.getDecks": (ctx) => getDecks(ctx),
  "decks.createDeck": (ctx, args) => createDeck(ctx, args),
  "decks.updateDeck": (ctx, args) => updateDeck(ctx, args),
  "decks.deleteDeck": (ctx, args) => deleteDeck(ctx, args),
  "decks.restoreDeck": (ctx, args) => restoreDeck(ctx, args),
  "decks.getDeckWithSlidesByStringId": (ctx, args) => getDeckWithSlides(ctx, args),
  "slides.getSlidesByDeck": (ctx, args) => getSlidesByDeck(ctx, args),
  "slides.createSlide": (ctx, args) => createSlide(ctx, args),
  "slides.updateSlide": (ctx, args) => updateSlide(ctx, args),
  "slides.deleteSlide": (ctx, args) => deleteSlide(ctx, args),
  "slides.reorderSlides": (ctx, args) => reorderSlides(ctx, args),
  "briefs.getBrief": (ctx, args) => getBrief(ctx, args),
  "briefs.saveBrief": (ctx, args) => saveBrief(ctx, args),
  "messages.getMessages": (ctx, args) => getMessages(ctx, args),
  "ai.getEngineInfo": (ctx) => getEngineInfo(ctx),
  "ai.getGenerationStatus": (ctx, args) => getGenerationStatus(ctx, args),
  "ai.chatWithAI": (ctx, args) => chatWithAI(ctx, args),
  "ai.generateDeckFromBrief": (ctx, args) => generateDeckFromBrief(ctx, args),
  "ai.cancelGeneration": (ctx, args) => cancelGeneration(ctx, args),
  "voiceai.getRecentConversations": (ctx) => getRecentConversations(ctx),
};
