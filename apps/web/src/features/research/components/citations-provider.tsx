import type { Source } from "@pds/contracts";
import { useMemo, useState, type ReactNode } from "react";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { formatShortDate } from "../../../lib/format-date.ts";
import { CitationContext, type CitationContextValue } from "../hooks/citation-context.ts";
import { useCitations, useSources } from "../hooks/use-sources.ts";
import { kindLabel } from "../lib/format-source.ts";
import { SourceLink } from "./source-item.tsx";

/** Makes the citation markers on a slide open their source: title, quoted passage and link. */
export function CitationsProvider({
  deckId,
  slideId,
  children,
}: {
  deckId: string | undefined;
  slideId?: string;
  children: ReactNode;
}) {
  const { data: sources } = useSources(deckId);
  const { data: citations } = useCitations(deckId);
  const [open, setOpen] = useState<Source | null>(null);
  const value = useMemo<CitationContextValue>(() => {
    const byMarker = new Map((sources ?? []).map((source) => [source.marker, source]));
    return { sourceFor: (marker) => byMarker.get(marker), open: setOpen };
  }, [sources]);
  const claim = open
    ? citations?.find((citation) => citation.sourceId === open._id && citation.slideId === slideId)?.claim
    : undefined;

  return (
    <CitationContext.Provider value={value}>
      {children}
      <Dialog
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open?.title ?? ""}
        description={open ? `Source [${open.marker}] · ${kindLabel(open)}` : undefined}
      >
        {open ? (
          <div className="flex flex-col gap-4">
            <figure className="flex flex-col gap-2">
              <blockquote className="border-l-4 border-accent-500 pl-4 text-sm leading-6 whitespace-pre-line text-slate-800">
                {open.quote}
              </blockquote>
              <figcaption className="text-xs text-slate-500">
                {open.kind === "pasted" ? "Added" : "Fetched"} {formatShortDate(open.fetchedAt)}
              </figcaption>
            </figure>
            {claim ? (
              <p className="rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600">
                <span className="font-medium text-slate-800">Supports: </span>
                {claim}
              </p>
            ) : null}
            <SourceLink url={open.url} />
          </div>
        ) : null}
      </Dialog>
    </CitationContext.Provider>
  );
}
