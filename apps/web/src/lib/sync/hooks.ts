import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { ArgsOf, NamesOfKind, ResultOf } from "@pds/contracts";
import type { ConnectionState, SyncError } from "./sync-client.ts";
import { useSyncClient } from "./sync-provider.tsx";

export interface LiveQueryState<T> {
  data: T | undefined;
  error: SyncError | null;
}

/**
 * A live query: undefined while loading, then the latest result, updated whenever the data changes
 * anywhere. Pass "skip" to hold off (e.g. until an id is known).
 */
export function useLiveQuery<N extends NamesOfKind<"query">>(
  name: N,
  args: ArgsOf<N> | "skip",
): LiveQueryState<ResultOf<N>> {
  const client = useSyncClient();
  const key = args === "skip" ? null : `${name}:${JSON.stringify(args)}`;
  const [state, setState] = useState<{ key: string | null } & LiveQueryState<ResultOf<N>>>({
    key,
    data: undefined,
    error: null,
  });
  useEffect(() => {
    if (key === null || args === "skip") return;
    return client.subscribe(
      name,
      args,
      (result) => setState({ key, data: result as ResultOf<N>, error: null }),
      (error) => setState((prev) => ({ key, data: prev.key === key ? prev.data : undefined, error })),
    );
    // `key` stands for `args`: resubscribe only when the arguments' value changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, name, key]);
  if (state.key !== key) return { data: undefined, error: null };
  return { data: state.data, error: state.error };
}

export function useMutation<N extends NamesOfKind<"mutation">>(name: N) {
  const client = useSyncClient();
  return useCallback(
    (args: ArgsOf<N>) => client.mutation(name, args) as Promise<ResultOf<N>>,
    [client, name],
  );
}

export function useAction<N extends NamesOfKind<"action">>(name: N) {
  const client = useSyncClient();
  return useCallback((args: ArgsOf<N>) => client.action(name, args) as Promise<ResultOf<N>>, [client, name]);
}

export function useConnectionState(): ConnectionState {
  const client = useSyncClient();
  return useSyncExternalStore(
    (listener) => client.onStateChange(listener),
    () => client.connectionState,
  );
}
