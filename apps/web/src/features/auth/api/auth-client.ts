import { createAuthClient } from "better-auth/react";
import { oneTimeTokenClient } from "better-auth/client/plugins";
import { apiBaseUrl, isHeaderAuthMode } from "../../../lib/config.ts";

import { sessionToken } from "../../../lib/session-token.ts";

// The token store lives in lib so other features (voice) can authenticate their own requests.
export { sessionToken };

const headerMode = isHeaderAuthMode();

export const authClient = createAuthClient({
  baseURL: apiBaseUrl(),
  basePath: "/api/auth",
  plugins: [oneTimeTokenClient()],
  fetchOptions: headerMode
    ? {
        credentials: "omit",
        auth: { type: "Bearer", token: () => sessionToken.get() ?? undefined },
        onSuccess: (context) => {
          const token = context.response.headers.get("set-auth-token");
          if (token) sessionToken.set(token);
        },
      }
    : undefined,
});

export const usesHeaderAuth = headerMode;

/**
 * Ask for the session as soon as the app starts, not when the first signed-in screen mounts: the
 * signed-in routes load their code first, and waiting for it put the session request last in line
 * (Lighthouse on `/create`: ~0.5 s of the largest paint). A permanent listener keeps the one answer.
 */
export function startSessionCheck(): void {
  const session = authClient.$store.atoms.session;
  session?.subscribe(() => {});
  void session?.get().refetch();
}
