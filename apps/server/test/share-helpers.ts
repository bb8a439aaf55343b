import type { Auth, TestServer } from "./test-server.ts";
import { ok } from "./editor-helpers.ts";

export interface LinkOptions {
  passcode: string;
  requireEmail: boolean;
  expiresAt: number;
}

/** A share link for "Sequoia — Alfred" on `deckId`: open, downloadable, unless `options` gate it. */
export function shareLink(
  server: TestServer,
  owner: Auth,
  deckId: string,
  options: Partial<LinkOptions> = {},
) {
  return ok(
    server,
    "shares.createShareLink",
    {
      deckId,
      label: "Sequoia — Alfred",
      requireEmail: options.requireEmail ?? false,
      passcode: options.passcode ?? null,
      expiresAt: options.expiresAt ?? null,
      allowDownload: true,
    },
    owner,
  );
}
