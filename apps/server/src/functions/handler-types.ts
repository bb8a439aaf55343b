import type { z } from "zod";
import type { FunctionName, Functions, ResultOf } from "@pds/contracts";
import type { FunctionContext } from "./context.ts";

export type Handler<N extends FunctionName> = (
  ctx: FunctionContext,
  args: z.output<Functions[N]["args"]>,
) => Promise<ResultOf<N>>;

/** The functions whose names start with `<prefix>.`, e.g. `decks` → `decks.getDecks`, `decks.createDeck`… */
type NamesWithPrefix<P extends string> = Extract<FunctionName, `${P}.${string}`>;

/**
 * The handlers a module registers for its part of the contracts (every function named `<prefix>.…`). The
 * compiler proves the module covers each of them with the right argument and result types.
 */
export type HandlersFor<P extends string> = { [N in NamesWithPrefix<P>]: Handler<N> };

/** The implementation behind every contract: exactly one handler per function name. */
export type Handlers = { [N in FunctionName]: Handler<N> };
