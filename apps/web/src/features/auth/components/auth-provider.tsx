import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { authClient, sessionToken, usesHeaderAuth } from "../api/auth-client.ts";

const OttContext = createContext(false);

/** Removes `ott` from the address bar, keeping every other parameter and the hash. */
function stripOttFromUrl() {
  const url = new URL(window.location.href);
  url.searchParams.delete("ott");
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
}

/** Verifies a one-time token (`?ott=`) once; the guards wait for it. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [verifying, setVerifying] = useState(() => new URLSearchParams(window.location.search).has("ott"));
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !verifying) return;
    started.current = true;
    const token = new URLSearchParams(window.location.search).get("ott") ?? "";
    stripOttFromUrl();
    authClient.oneTimeToken
      .verify({ token })
      .then((result) => {
        if (usesHeaderAuth && result.data?.session.token && !sessionToken.get()) {
          sessionToken.set(result.data.session.token);
        }
      })
      .catch(() => undefined)
      .finally(async () => {
        await authClient.getSession({ query: { disableCookieCache: true } }).catch(() => undefined);
        authClient.$store.notify("$sessionSignal");
        setVerifying(false);
      });
  }, [verifying]);

  return <OttContext.Provider value={verifying}>{children}</OttContext.Provider>;
}

/** True while a one-time token from the URL is being verified: guards show nothing meanwhile. */
export function useOttPending(): boolean {
  return useContext(OttContext);
}
