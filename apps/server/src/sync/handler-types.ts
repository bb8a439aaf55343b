import type { z } from "zod";
import type { FunctionName, Functions, ResultOf } from "@pds/contracts";
import type { FunctionContext } from "./context.ts";

export type Handler<N extends FunctionName> = (
  ctx: FunctionContext,
  args: z.output<Functions[N]["args"]>,
) => Promise<ResultOf<N>>;

/** The handlers for a group of contracts (one domain's file), checked against the contracts. */
export type HandlersFor<Group> = { [N in keyof Group & FunctionName]: Handler<N> };
