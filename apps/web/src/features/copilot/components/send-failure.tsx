import { AlertCircle, RotateCw } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import type { CopilotFailure } from "../hooks/use-copilot.ts";

/**
 * Why the last message failed, with Retry. It stays until the next send (the toast lasts 3 s), and it is
 * not a live region: the toast already announces the failure.
 */
export function SendFailure({ failure, onRetry }: { failure: CopilotFailure; onRetry: () => void }) {
  return (
    <div className="mx-3 mb-2 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-xs leading-5 text-red-800">
      <AlertCircle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1">{failure.reason}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} className="shrink-0">
        <RotateCw className="size-3.5" aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
