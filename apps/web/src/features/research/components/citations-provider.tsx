import { useMemo, useState, type ReactNode } from "react";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { formatShortDate } from "../../../lib/format-date.ts";
import { CitationContext, type CitationContextValue, type CitedPassage } from "../hooks/citation-context.ts";
import { useCitations, useSources } from "../hooks/use-sources.ts";
import { citationOnLine } from "../lib/cited-markers.ts";
import { kindLabel } from "../lib/format-source.ts";
import { SourceLink } from "./source-item.tsx";

/** Makes the citation markers on a slide open the passage each cites: source title, quote and link. */
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
  const [open, setOpen] = useState<CitedPassage | null>(null);
  const value = useMemo<CitationContextValue>(() => {
    const byMarker = new Map((sources ?? []).map((source) => [source.marker, source]));
    return {
      // Only a stored citation makes a marker clickable: a "[n]" typed by the founder or written by the
      // copilot is not evidence, whatever source n happens to be.
      passageFor: (marker, line) => {
        const source = byMarker.get(marker);
        const citation = source && citationOnLine(citations ?? [], slideId, source._id, line);
        return source && citation ? { source, citation } : undefined;
      },
      open: setOpen,
    };
  }, [sources, citations, slideId]);
  const source = open?.source;
  // Citations stored before passages were kept per claim have none of their own: show the source's quote.
  const quote = open?.citation.quote || source?.quote;

  return (
    <CitationContext.Provider value={value}>
      {children}
      <Dialog
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={source?.title ?? ""}
        description={source ? `Source [${source.marker}] · ${kindLabel(source)}` : undefined}
      >
        {source ? (
          <div className="flex flex-col gap-4">
            <figure className="flex flex-col gap-2">
              <blockquote className="border-l-4 border-accent-500 pl-4 text-sm leading-6 whitespace-pre-line text-slate-800">
                {quote}
              </blockquote>
              <figcaption className="text-xs text-slate-500">
                {source.kind === "pasted" ? "Added" : "Fetched"} {formatShortDate(source.fetchedAt)}
              </figcaption>
            </figure>
            {open?.citation.claim ? (
              <p className="rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600">
                <span className="font-medium text-slate-800">Supports: </span>
                {open.citation.claim}
              </p>
            ) : null}
            <SourceLink url={source.url} />
          </div>
        ) : null}
      </Dialog>
    </CitationContext.Provider>
  );
}
