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
