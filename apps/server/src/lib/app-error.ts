import type { ErrorCode } from "@pds/contracts";

/** The one error type operations throw. Its message is shown to users; keep it plain and safe. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what = "That item") => new AppError("NOT_FOUND", `${what} was not found.`);
export const unauthorized = () => new AppError("UNAUTHORIZED", "Sign in to continue.");

/** Map anything thrown to a code and a message safe for the client; unknown errors are never echoed. */
export function toPublicError(error: unknown): { code: ErrorCode; message: string } {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  return { code: "INTERNAL", message: "Something went wrong. Please try again." };
}
