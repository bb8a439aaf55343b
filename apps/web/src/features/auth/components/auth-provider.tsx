import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useSyncClient } from "../../../lib/sync/sync-provider.tsx";
import { authClient, sessionToken, usesHeaderAuth } from "../api/auth-client.ts";
import { useSession } from "../hooks/use-session.ts";

const OttContext = createContext(false);

/** Removes `ott` from the address bar, keeping every other parameter and the hash. */
function stripOttFromUrl() {
  const url = new URL(window.location.href);
  url.searchParams.delete("ott");
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
}

/**
 * Verifies a one-time token (`?ott=`) once, and reconnects the sync socket whenever the signed-in
 * user changes so live queries run as the right person.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useSyncClient();
  const { user, isPending } = useSession();
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

  const userId = user?.id ?? null;
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (isPending) return;
    if (previous.current !== undefined && previous.current !== userId) client.reconnect();
    previous.current = userId;
  }, [client, userId, isPending]);

  // Signed out elsewhere: the server ended this socket; read the session again so the guards send the
  // founder to sign-in instead of leaving a screen whose every call now fails.
  useEffect(
    () =>
      client.onSessionEnded(() => {
        if (usesHeaderAuth) sessionToken.clear();
        authClient.$store.notify("$sessionSignal");
      }),
    [client],
  );

  return <OttContext.Provider value={verifying}>{children}</OttContext.Provider>;
}

/** True while a one-time token from the URL is being verified: guards show nothing meanwhile. */
export function useOttPending(): boolean {
  return useContext(OttContext);
}
