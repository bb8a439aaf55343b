import { useState } from "react";
import { RouterProvider } from "react-router";
import { AuthProvider } from "../features/auth/components/auth-provider.tsx";
import { sessionToken, usesHeaderAuth } from "../features/auth/api/auth-client.ts";
import { syncUrl } from "../lib/config.ts";
import { SyncClient } from "../lib/sync/sync-client.ts";
import { SyncProvider } from "../lib/sync/sync-provider.tsx";
import { router } from "./router.tsx";
import { ToastProvider } from "../components/ui/toast.tsx";

export function App() {
  const [client] = useState(
    () => new SyncClient({ url: syncUrl(), getToken: () => (usesHeaderAuth ? sessionToken.get() : null) }),
  );
  return (
    <SyncProvider client={client}>
      <AuthProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </AuthProvider>
    </SyncProvider>
  );
}
