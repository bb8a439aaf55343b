import { AlertTriangle } from "lucide-react";
import { useLiveQuery } from "../../../lib/sync/hooks.ts";

/** After a draft that failed part-way: say what happened and offer to draft again from the brief. */
export function GenerationNotice({
  deckId,
  drafting,
  onRetry,
}: {
  deckId: string;
  drafting: boolean;
  onRetry: () => void;
}) {
  const { data: run } = useLiveQuery("ai.getGenerationStatus", { deckId });
  if (drafting || run?.status !== "failed") return null;
  return (
    <div
      role="status"
      className="mx-3 mt-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-xs text-amber-900"
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <AlertTriangle className="size-3.5" aria-hidden="true" />
        The last draft did not finish
      </p>
      <p className="mt-1">{run.error ?? "Drafting stopped early."} Your slides are saved.</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950"
      >
        Draft again from the brief
      </button>
    </div>
  );
}
