import { createAuthClient } from "better-auth/react";
import { oneTimeTokenClient } from "better-auth/client/plugins";
import { apiBaseUrl, isHeaderAuthMode } from "../../../lib/config.ts";

const TOKEN_KEY = "pds.session-token";

/** Cross-origin mode only: the session token, kept in localStorage and sent as a bearer header. */
export const sessionToken = {
  get: (): string | null => window.localStorage.getItem(TOKEN_KEY),
  set: (token: string) => window.localStorage.setItem(TOKEN_KEY, token),
  clear: () => window.localStorage.removeItem(TOKEN_KEY),
};

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
