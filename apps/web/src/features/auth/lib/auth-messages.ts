export type AuthMode = "signIn" | "signUp";

export const authMessages = {
  signUpFailed: "Unable to sign up. Please try again.",
  signInFailed: "Invalid credentials. Please try again.",
  other: "Something went wrong. Please try again.",
  invalidEmail: "Please enter a valid email address.",
  shortPassword: "Password must be at least 8 characters.",
} as const;

/** better-auth's codes for an Origin it does not trust (ours, from /api/fn, says "This origin is not allowed."). */
const ORIGIN_CODES = new Set(["INVALID_ORIGIN", "MISSING_OR_NULL_ORIGIN"]);

export function isOriginRefusal(error: { status?: number; code?: string }): boolean {
  return error.status === 403 && ORIGIN_CODES.has(error.code ?? "");
}

/**
 * The server refused this page's origin: a deployment mistake only its operator can fix, so the message
 * names the setting instead of a bare "Something went wrong".
 */
export const originRefusedMessage = (site: string) =>
  `This site (${site}) is not allowed to use the API. Add it to TRUSTED_ORIGINS on the server (or set PUBLIC_URL to it if the API is served from this site).`;

/**
 * A cross-origin request that never produced a readable answer. The browser hides why (a CORS refusal of an
 * untrusted origin looks exactly like a server that is down), so both causes are named.
 */
export const apiUnreachableMessage = (site: string, api: string) =>
  `Could not reach the API at ${api}. If it is running, it does not allow this site: add ${site} to TRUSTED_ORIGINS on the server.`;
