import { functions, isFunctionName, type FunctionKind, type FunctionName } from "@pds/contracts";
import type { z } from "zod";
import { AppError } from "../lib/app-error.ts";

/** A call whose name and arguments passed their contract. */
export interface Resolved {
  name: FunctionName;
  args: unknown;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

/** Whether any string inside `value` holds a NUL character, which PostgreSQL text cannot store. */
function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") return Object.values(value).some(containsNul);
  return false;
}

/** Check the name, the kind the transport asked for, and the arguments. Throws INVALID_INPUT / NOT_FOUND. */
export function resolveCall(name: string, rawArgs: unknown, kinds: readonly FunctionKind[]): Resolved {
  if (!isFunctionName(name)) throw new AppError("NOT_FOUND", `Unknown function "${name}".`);
  const contract = functions[name];
  if (!kinds.includes(contract.kind)) {
    throw new AppError("INVALID_INPUT", `"${name}" is a ${contract.kind}; it cannot be called this way.`);
  }
  const parsed = contract.args.safeParse(rawArgs ?? {});
  if (!parsed.success) {
    throw new AppError("INVALID_INPUT", `Invalid arguments for ${name}: ${describeIssues(parsed.error)}`);
  }
  // Queries only look things up (an id with NUL is simply not found); writes must not reach the database.
  if (contract.kind !== "query" && containsNul(parsed.data)) {
    throw new AppError("INVALID_INPUT", `Invalid arguments for ${name}: text cannot contain NUL characters.`);
  }
  return { name, args: parsed.data };
}
