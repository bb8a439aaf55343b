import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { isBlockedAddress } from "@pds/ai";
import { AppError } from "../../lib/app-error.ts";

export const PRIVATE_URL_REFUSED =
  "This server does not connect to model servers on private or local addresses. Use a public address, or set AI_ALLOW_PRIVATE_BASE_URL=true on a personal install.";

/**
 * A model server's address a user typed: the server will call it with the user's prompts, so on a shared
 * install it must not point inward (SSRF). Local model servers (Ollama, LM Studio) are allowed where the
 * operator allows private addresses. Unresolvable and inward hosts get the same answer.
 */
export async function checkBaseUrl(raw: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = new URL(raw).hostname.replace(/^\[|\]$/gu, "");
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true, verbatim: true }).then(
        (found) => found.map((entry) => entry.address),
        () => [],
      );
  if (addresses.length === 0 || addresses.some(isBlockedAddress)) {
    throw new AppError("INVALID_INPUT", PRIVATE_URL_REFUSED);
  }
}
