import { useLiveQuery } from "../lib/sync/hooks.ts";

/** The configured search provider's name; null when none is configured, undefined while loading. */
export function useSearchProvider(): string | null | undefined {
  const searchInfo = useLiveQuery("research.getSearchInfo", {});
  return searchInfo.data === undefined ? undefined : searchInfo.data.provider;
}
