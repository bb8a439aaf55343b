import { useCallback, useState } from "react";

/** "Synced {time}": the time of the last write the server confirmed, else the deck's own updated time. */
export function useSyncedAt(deckUpdatedAt: number | null | undefined) {
  const [confirmedAt, setConfirmedAt] = useState<number | null>(null);
  const markSynced = useCallback(() => setConfirmedAt(Date.now()), []);
  return { syncedAt: confirmedAt ?? deckUpdatedAt ?? null, markSynced };
}
