import type { z } from "zod";

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

export function define<K extends FunctionKind, A extends z.ZodType, R extends z.ZodType>(
  kind: K,
  args: A,
  result: R,
): FunctionContract<K, A, R> {
  return { kind, args, result };
}
