import { createContext, useContext, useEffect, type ReactNode } from "react";
import type { SyncClient } from "./sync-client.ts";

export const LEAVE_WARNING = "Are you sure you want to leave? Your changes may not be saved.";

const SyncContext = createContext<SyncClient | null>(null);

export function SyncProvider({ client, children }: { client: SyncClient; children: ReactNode }) {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!client.hasPendingMutations) return;
      event.preventDefault();
      event.returnValue = LEAVE_WARNING;
      return LEAVE_WARNING;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [client]);
  return <SyncContext.Provider value={client}>{children}</SyncContext.Provider>;
}

export function useSyncClient(): SyncClient {
  const client = useContext(SyncContext);
  if (!client) throw new Error("useSyncClient needs a <SyncProvider>");
  return client;
}
