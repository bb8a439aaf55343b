import { z } from "zod";

/**
 * Every error the API can return. The HTTP edge maps each code to a status;
 * the sync channel sends the code as-is. Messages are safe to show users.
 */
export const errorCodes = [
  /** No session, or the session expired. */
  "UNAUTHORIZED",
  /** Signed in, but the row belongs to someone else. Reported as NOT_FOUND to callers. */
  "FORBIDDEN",
  /** The row does not exist (or is not visible to the caller). */
  "NOT_FOUND",
  /** Arguments failed validation; nothing was changed. */
  "INVALID_INPUT",
  /** Too many requests; retry later. */
  "RATE_LIMITED",
  /** The change conflicts with the current state. */
  "CONFLICT",
  /** An external service failed. */
  "UPSTREAM_FAILED",
  /** The client speaks a protocol version the server does not. */
  "UNSUPPORTED_VERSION",
  /** Anything unexpected; details stay in the server log. */
  "INTERNAL",
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const httpStatusByCode: Record<ErrorCode, number> = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID_INPUT: 400,
  RATE_LIMITED: 429,
  CONFLICT: 409,
  UPSTREAM_FAILED: 502,
  UNSUPPORTED_VERSION: 400,
  INTERNAL: 500,
};

export const errorBodySchema = z.object({
  error: z.object({ code: errorCodeSchema, message: z.string() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
