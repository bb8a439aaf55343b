import { useRef, useState } from "react";
import { useToast } from "../../../components/ui/toast.tsx";
import { useAction, useLiveQuery, useMutation } from "../../../lib/sync/hooks.ts";
import { errorMessage } from "../lib/error-message.ts";
import { researchSummary } from "../lib/format-source.ts";
import { useSearchProvider } from "../../../hooks/use-search-provider.ts";

export const RESEARCH_CANCELLED = "Research cancelled.";

/**
 * A deck's research run: the live status (steps as the server reports them), starting a run (a long
 * action that resolves when the run ends) and cancelling it. The result is announced in a toast.
 */
export function useResearch(deckId: string | undefined) {
  const toast = useToast();
  const provider = useSearchProvider();
  const status = useLiveQuery("research.getResearchStatus", deckId ? { deckId } : "skip");
  const startResearch = useAction("research.startResearch");
  const cancelResearch = useMutation("research.cancelResearch");
  const [starting, setStarting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancelRequested = useRef(false);
  // While a new run starts, the status still shows the previous run until the server reports the new one.
  const [previousRunId, setPreviousRunId] = useState<string | null>(null);
  const stale = starting && status.data != null && status.data.runId === previousRunId;
  const current = stale ? null : status.data;
  const running = starting || current?.status === "running";

  async function start() {
    if (!deckId || running) return;
    cancelRequested.current = false;
    setPreviousRunId(status.data?.runId ?? null);
    setStarting(true);
    try {
      const result = await startResearch({ deckId });
      if (cancelRequested.current) toast(RESEARCH_CANCELLED, "info");
      else toast(researchSummary(result), "success");
    } catch (error) {
      if (cancelRequested.current) toast(RESEARCH_CANCELLED, "info");
      else toast(errorMessage(error, "Research failed. Please try again."), "error");
    } finally {
      setStarting(false);
    }
  }

  async function cancel() {
    if (!deckId || cancelling) return;
    cancelRequested.current = true;
    setCancelling(true);
    try {
      await cancelResearch({ deckId });
    } catch (error) {
      cancelRequested.current = false;
      toast(errorMessage(error, "Could not cancel research. Please try again."), "error");
    } finally {
      setCancelling(false);
    }
  }

  return {
    /** undefined while loading; provider null when no search provider is configured. */
    provider,
    status: current,
    statusError: status.error,
    running,
    starting,
    cancelling,
    start,
    cancel,
  };
}
