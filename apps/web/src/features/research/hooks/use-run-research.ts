import { useCallback } from "react";
import { useToast } from "../../../components/ui/toast.tsx";
import { useAction, useLiveQuery } from "../../../lib/sync/hooks.ts";
import { requestResearchCard } from "../lib/card-requests.ts";
import { errorMessage } from "../lib/error-message.ts";
import { researchSummary } from "../lib/format-source.ts";

/** The configured search provider's name; null when none is configured, undefined while loading. */
export function useSearchProvider(): string | null | undefined {
  const searchInfo = useLiveQuery("research.getSearchInfo", {});
  return searchInfo.data === undefined ? undefined : searchInfo.data.provider;
}

/**
 * Runs research on a deck from outside the editor's Research card (the brief flow, after drafting). The
 * card opens and follows the run live; the outcome is announced in a toast.
 */
export function useRunResearch(): (deckId: string) => Promise<void> {
  const toast = useToast();
  const startResearch = useAction("research.startResearch");
  return useCallback(
    async (deckId: string) => {
      requestResearchCard(deckId);
      try {
        const result = await startResearch({ deckId });
        toast(researchSummary(result.sources, result.slidesUpdated), "success");
      } catch (error) {
        toast(errorMessage(error, "Research failed. Please try again."), "error");
      }
    },
    [startResearch, toast],
  );
}
