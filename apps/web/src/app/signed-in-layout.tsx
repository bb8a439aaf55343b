import { useEffect, useRef, useState } from "react";
import { Outlet } from "react-router";
import { ConnectionBanner } from "../components/connection-banner.tsx";
import { authClient, sessionToken, usesHeaderAuth } from "../features/auth/api/auth-client.ts";
import { useSession } from "../features/auth/hooks/use-session.ts";
import { syncUrl } from "../lib/config.ts";
import { SyncClient } from "../lib/sync/sync-client.ts";
import { SyncProvider } from "../lib/sync/sync-provider.tsx";
import { RequireSignedIn } from "./route-guards.tsx";

/**
 * The signed-in screens with their sync socket. Loaded on first visit with the screens, so the landing
 * page downloads neither the socket client nor the contracts it validates with. The socket reconnects when
 * the signed-in user changes (so live queries run as the right person) and, when the server ends it because
 * the session ended elsewhere, the session is read again so the guard sends the founder to sign-in.
 */
export function SignedInLayout() {
  const [client] = useState(
    () => new SyncClient({ url: syncUrl(), getToken: () => (usesHeaderAuth ? sessionToken.get() : null) }),
  );
  const { user, isPending } = useSession();
  const userId = user?.id ?? null;
  const connectedAs = useRef<string | null | undefined>(undefined);

  // Signed-out screens need no socket: it closes when the founder leaves these screens.
  useEffect(() => {
    client.resume();
    return () => client.close();
  }, [client]);

  useEffect(() => {
    if (isPending || userId === connectedAs.current) return;
    if (connectedAs.current !== undefined) client.reconnect();
    connectedAs.current = userId;
  }, [client, userId, isPending]);

  useEffect(
    () =>
      client.onSessionEnded(() => {
        if (usesHeaderAuth) sessionToken.clear();
        authClient.$store.notify("$sessionSignal");
      }),
    [client],
  );

  return (
    <SyncProvider client={client}>
      <RequireSignedIn>
        <Outlet />
        <ConnectionBanner />
      </RequireSignedIn>
    </SyncProvider>
  );
}
