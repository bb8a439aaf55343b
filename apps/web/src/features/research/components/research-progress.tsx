import type { ResearchStatus } from "@pds/contracts";
import { CircleX, X } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../components/ui/cn.ts";
import { useIsSlow } from "../hooks/use-elapsed.ts";
import { NoProviderNotice } from "./no-provider-notice.tsx";
import { ResearchSteps } from "./research-steps.tsx";

export const SLOW_AFTER_MS = 20_000;

interface Props {
  provider: string | null | undefined;
  status: ResearchStatus | null | undefined;
  statusError: boolean;
  running: boolean;
  cancelling: boolean;
  /** The deck's own sources; with no search provider, research needs at least one. */
  sourceCount: number | undefined;
  onStart: () => void;
  onCancel: () => void;
  onClose: () => void;
  onAddSource: () => void;
}

const badge: Record<ResearchStatus["status"], { text: string; className: string }> = {
  running: { text: "Running", className: "bg-accent-50 text-accent-800" },
  succeeded: { text: "Finished", className: "bg-emerald-50 text-emerald-800" },
  failed: { text: "Failed", className: "bg-red-50 text-red-800" },
  cancelled: { text: "Cancelled", className: "bg-slate-100 text-slate-700" },
};

function Summary({ status, running }: { status: ResearchStatus | null | undefined; running: boolean }) {
  const current = status?.steps.find((step) => step.state === "running");
  const done = status?.steps.filter((step) => step.state === "done").length ?? 0;
  const total = status?.steps.length ?? 0;
  const text = running
    ? current
      ? `Step ${Math.min(done + 1, total)} of ${total}: ${current.label}`
      : "Starting research…"
    : status?.status === "succeeded"
      ? "Research finished."
      : status?.status === "cancelled"
        ? "Research was cancelled."
        : "";
  return (
    <p className="text-xs text-slate-500" aria-live="polite">
      {text}
    </p>
  );
}

/** The research card: what research does, step-by-step progress, Cancel while running, Run again after. */
export function ResearchProgress(props: Props) {
  const { status, running } = props;
  const slow = useIsSlow(status?.startedAt ?? null, status?.status === "running", SLOW_AFTER_MS);
  const needsSource = props.provider === null && props.sourceCount === 0;
  return (
    <section
      aria-labelledby="research-progress-title"
      className="flex max-h-[calc(100dvh-5rem)] flex-col gap-3 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-4 shadow-pop"
    >
      <header className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <div className="flex items-center gap-2">
            <h2 id="research-progress-title" className="text-sm font-semibold text-slate-900">
              Research
            </h2>
            {status ? (
              <span
                className={cn("rounded-full px-2 py-0.5 text-xs font-medium", badge[status.status].className)}
              >
                {badge[status.status].text}
              </span>
            ) : null}
          </div>
          <Summary status={status} running={running} />
        </div>
        <button
          type="button"
          onClick={props.onClose}
          aria-label="Close research"
          className="-mt-1 -mr-1 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </header>
      {props.provider === null ? <NoProviderNotice /> : null}
      {status === undefined && !props.statusError ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
        </div>
      ) : status && status.steps.length > 0 ? (
        <ResearchSteps steps={status.steps} />
      ) : !running ? (
        <p className="text-sm text-slate-600">
          Research looks up market size and competitors from your brief and sources, then updates the Market
          and Competition slides with cited claims.
        </p>
      ) : (
        <div aria-busy="true" className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
      )}
      {props.statusError ? (
        <p role="alert" className="text-xs text-red-700">
          Could not load research progress. It will refresh when the connection returns.
        </p>
      ) : null}
      {slow ? (
        <p className="text-xs text-slate-500">
          Still working — searching and reading pages can take a couple of minutes. You can keep editing.
        </p>
      ) : null}
      {status?.status === "failed" && status.error ? (
        <p role="alert" className="flex gap-2 rounded-lg bg-red-50 px-3 py-2 text-xs text-red-800">
          <CircleX className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>{status.error}</span>
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {(props.provider === null || status?.status === "failed") && !running ? (
          <Button variant="secondary" size="sm" onClick={props.onAddSource}>
            Add a source
          </Button>
        ) : null}
        {running ? (
          <Button variant="secondary" size="sm" onClick={props.onCancel} disabled={props.cancelling}>
            {props.cancelling ? "Cancelling…" : "Cancel"}
          </Button>
        ) : (
          <Button size="sm" onClick={props.onStart} disabled={needsSource}>
            {status ? "Run research again" : "Start research"}
          </Button>
        )}
      </div>
    </section>
  );
}
