import { useCitationContext } from "../hooks/citation-context.ts";

/**
 * A citation marker inside slide text. In the editor (under CitationsProvider) a marker whose source
 * exists is a button that opens the quoted passage; elsewhere (present mode) it is a plain superscript.
 */
export function CitationMarker({ marker }: { marker: number }) {
  const context = useCitationContext();
  const source = context?.sourceFor(marker);
  if (!context || !source)
    return <sup className="ml-0.5 text-[0.65em] font-medium text-slate-500">[{marker}]</sup>;
  return (
    <sup className="ml-0.5">
      <button
        type="button"
        onClick={() => context.open(source)}
        aria-label={`Source ${marker}: ${source.title}`}
        aria-haspopup="dialog"
        className="rounded px-0.5 text-[0.65em] font-semibold text-accent-700 hover:bg-accent-50 hover:text-accent-900 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        [{marker}]
      </button>
    </sup>
  );
}
