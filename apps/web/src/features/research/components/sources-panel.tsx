import type { Source } from "@pds/contracts";
import { BookOpen, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { useSearchProvider } from "../../../hooks/use-search-provider.ts";
import { useSourceActions, useSources } from "../hooks/use-sources.ts";
import { AddSourceDialog } from "./add-source-dialog.tsx";
import { NoProviderNotice } from "./no-provider-notice.tsx";
import { SourceItem } from "./source-item.tsx";

function SourceSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3">
      <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
      <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200" />
      <div className="h-10 w-full animate-pulse rounded bg-slate-100" />
    </div>
  );
}

/** The deck's sources with their quoted passages; founders add (pasted text or a URL) and delete them. */
export function SourcesPanel({ deckId }: { deckId: string | undefined }) {
  const sources = useSources(deckId);
  const provider = useSearchProvider();
  const actions = useSourceActions(deckId);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<Source | null>(null);
  const list = sources.data;

  return (
    <section aria-label="Sources" className="flex h-full w-full flex-col bg-slate-50">
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-3">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <BookOpen className="size-4 text-accent-600" aria-hidden="true" />
          Sources
          {list && list.length > 0 ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
              {list.length}
            </span>
          ) : null}
        </h2>
        <Button size="sm" variant="secondary" onClick={() => setAdding(true)} disabled={!deckId}>
          <Plus className="size-4" aria-hidden="true" />
          Add source
        </Button>
      </header>
      <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4">
        {provider === null ? <NoProviderNotice /> : null}
        {sources.error && !list ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            Could not load sources: {sources.error.message}
          </p>
        ) : list === undefined ? (
          <div aria-busy="true" aria-label="Loading sources" className="flex flex-col gap-3">
            <SourceSkeleton />
            <SourceSkeleton />
          </div>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
            <p className="text-sm font-medium text-slate-900">No sources yet</p>
            <p className="text-sm text-slate-500">
              Add a passage or a web page you trust, or run Research. Every claim research writes cites one of
              these.
            </p>
          </div>
        ) : (
          <ol className="flex flex-col gap-3" aria-label="Deck sources">
            {list.map((source) => (
              <SourceItem
                key={source._id}
                source={source}
                deleting={actions.deletingId === source._id}
                onDelete={() => setConfirming(source)}
              />
            ))}
          </ol>
        )}
      </div>
      <AddSourceDialog open={adding} onOpenChange={setAdding} onAdd={actions.add} />
      <ConfirmDialog
        open={confirming !== null}
        title={`Delete source [${confirming?.marker ?? ""}] "${confirming?.title ?? ""}"?`}
        description="The source and its quoted passage are removed from this deck."
        confirmLabel="Delete source"
        destructive
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const source = confirming;
          setConfirming(null);
          if (source) void actions.remove(source);
        }}
      />
    </section>
  );
}
