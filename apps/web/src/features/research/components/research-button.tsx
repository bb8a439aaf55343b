import { LoaderCircle, Telescope } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useResearch } from "../hooks/use-research.ts";
import { useSourceActions, useSources } from "../hooks/use-sources.ts";
import { AddSourceDialog } from "./add-source-dialog.tsx";
import { ResearchProgress } from "./research-progress.tsx";

interface Props {
  deckId: string | undefined;
  /** The brief flow asks for a run once the draft is done; this button starts it, so it owns the run. */
  startRequested?: boolean;
  onStartRequestHandled?: () => void;
}

/**
 * The editor's "Research" action: starts a run for the open deck and opens a card with its progress.
 * The card is not modal, so the founder can keep editing while research runs; Escape closes it.
 */
export function ResearchButton({ deckId, startRequested = false, onStartRequestHandled }: Props) {
  const research = useResearch(deckId);
  const [open, setOpen] = useState(false);
  // A run started elsewhere (the brief flow, another tab) opens the card once, so its progress shows: one
  // running when the editor opens, or any new run after, even one so quick it had ended before it was seen.
  const statusRunId = research.status?.runId ?? null;
  const [seenRunId, setSeenRunId] = useState<string | null | undefined>(undefined);
  if (research.status !== undefined && statusRunId !== seenRunId) {
    const firstLook = seenRunId === undefined;
    setSeenRunId(statusRunId);
    if (statusRunId && (!firstLook || research.status?.status === "running")) setOpen(true);
  }
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // A dialog over the card (adding a source, a citation) handles its own Escape.
      if (event.key === "Escape" && !event.defaultPrevented) {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const sources = useSources(deckId);
  const sourceActions = useSourceActions(deckId);
  const [adding, setAdding] = useState(false);
  // With no search provider and no sources of the founder's, a run could only fail: open the card,
  // which says why and offers to add a source, instead of starting one.
  const needsSource = research.provider === null && sources.data?.length === 0;
  const begin = () => {
    setOpen(true);
    if (!needsSource) void research.start();
  };
  const beginRef = useRef(begin);
  useEffect(() => {
    beginRef.current = begin;
  });
  useEffect(() => {
    if (!startRequested || !deckId) return;
    onStartRequestHandled?.();
    beginRef.current();
  }, [startRequested, deckId, onStartRequestHandled]);
  const onClick = () => {
    if (research.running) setOpen((value) => !value);
    else begin();
  };

  return (
    <>
      <Button
        ref={trigger}
        variant="secondary"
        onClick={onClick}
        disabled={!deckId}
        aria-expanded={open}
        aria-label={research.running ? "Research (running)" : "Research"}
        className="max-sm:px-2.5"
      >
        {research.running ? (
          <LoaderCircle className="size-4 animate-spin text-accent-600" aria-hidden="true" />
        ) : (
          <Telescope className="size-4" aria-hidden="true" />
        )}
        <span className="hidden md:inline">{research.running ? "Researching…" : "Research"}</span>
      </Button>
      {open ? (
        <div className="fixed top-16 right-3 z-40 w-[min(24rem,calc(100vw-1.5rem))]">
          <ResearchProgress
            provider={research.provider}
            status={research.status}
            statusError={research.statusError !== null}
            running={research.running}
            cancelling={research.cancelling}
            sourceCount={sources.data?.length}
            onStart={() => void research.start()}
            onCancel={() => void research.cancel()}
            onClose={close}
            onAddSource={() => setAdding(true)}
          />
        </div>
      ) : null}
      <AddSourceDialog open={adding} onOpenChange={setAdding} onAdd={sourceActions.add} />
    </>
  );
}
