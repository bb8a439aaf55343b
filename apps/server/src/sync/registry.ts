import type { z } from "zod";
import type { FunctionName, Functions, ResultOf } from "@pds/contracts";
import type { FunctionContext } from "./context.ts";
import { getCurrentUser } from "../modules/users/get-current-user.ts";
import { getDecks } from "../modules/decks/get-decks.ts";
import { createDeck } from "../modules/decks/create-deck.ts";
import { getRecentConversations } from "../modules/voice/get-recent-conversations.ts";

type Handler<N extends FunctionName> = (
  ctx: FunctionContext,
  args: z.output<Functions[N]["args"]>,
) => Promise<ResultOf<N>>;

/** The implementation behind each contract. Transports never call operations any other way. */
export const handlers: { [N in FunctionName]: Handler<N> } = {
  "auth.getCurrentUser": (ctx) => getCurrentUser(ctx),
  "decks.getDecks": (ctx) => getDecks(ctx),
  "decks.createDeck": (ctx, args) => createDeck(ctx, args),
  "voiceai.getRecentConversations": (ctx) => getRecentConversations(ctx),
};
