const TOKEN_KEY = "pds.session-token";

/** Cross-origin mode only: the session token, kept in localStorage and sent as a bearer header. */
export const sessionToken = {
  get: (): string | null => window.localStorage.getItem(TOKEN_KEY),
  set: (token: string) => window.localStorage.setItem(TOKEN_KEY, token),
  clear: () => window.localStorage.removeItem(TOKEN_KEY),
};
