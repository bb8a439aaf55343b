import { z } from "zod";
import { currentUserSchema, deckSchema, limits, voiceConversationSummarySchema } from "./entities.ts";

export type FunctionKind = "query" | "mutation" | "action";

export interface FunctionContract<
  K extends FunctionKind = FunctionKind,
  A extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  kind: K;
  args: A;
  result: R;
}

function define<K extends FunctionKind, A extends z.ZodType, R extends z.ZodType>(
  kind: K,
  args: A,
  result: R,
): FunctionContract<K, A, R> {
  return { kind, args, result };
}

const noArgs = z.object({}).strict();

/**
 * Every function the sync channel and `POST /api/fn/<name>` answer, by the name the spec gives it.
 * Arguments are validated on the server with these schemas; the web client infers its types from them.
 */
export const functions = {
  "auth.getCurrentUser": define("query", noArgs, currentUserSchema.nullable()),
  "decks.getDecks": define("query", noArgs, z.array(deckSchema)),
  "decks.createDeck": define(
    "mutation",
    z.object({ title: z.string().max(limits.deckTitleMax) }).strict(),
    z.string(),
  ),
  "voiceai.getRecentConversations": define("query", noArgs, z.array(voiceConversationSummarySchema)),
} as const;

export type Functions = typeof functions;
export type FunctionName = keyof Functions;
export type ArgsOf<N extends FunctionName> = z.input<Functions[N]["args"]>;
export type ResultOf<N extends FunctionName> = z.output<Functions[N]["result"]>;
export type NamesOfKind<K extends FunctionKind> = {
  [N in FunctionName]: Functions[N]["kind"] extends K ? N : never;
}[FunctionName];

export function isFunctionName(name: string): name is FunctionName {
  return Object.hasOwn(functions, name);
}
