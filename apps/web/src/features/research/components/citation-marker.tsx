import { useCitationContext } from "../hooks/citation-context.ts";

/**
 * A citation marker inside slide text. In the editor (under CitationsProvider) a marker backed by a stored
 * citation of this slide is a button that opens the passage quoted for this line's claim; any other marker,
 * and every marker elsewhere (present mode), is a plain superscript. `line` is the bullet's text without
 * its markers.
 */
export function CitationMarker({ marker, line }: { marker: number; line: string }) {
  const context = useCitationContext();
  const passage = context?.passageFor(marker, line);
  if (!context || !passage)
    return <sup className="ml-0.5 text-[0.65em] font-medium text-slate-500">[{marker}]</sup>;
  // Not a <sup>: its zero line-height would give the button no height to click. Raised with a transform.
  return (
    <button
      type="button"
      onClick={() => context.open(passage)}
      aria-label={`Source ${marker}: ${passage.source.title}`}
      aria-haspopup="dialog"
      className="ml-0.5 inline-block -translate-y-[0.4em] rounded px-1 py-0.5 align-baseline text-[0.65em] leading-none font-semibold text-accent-700 hover:bg-accent-100 hover:text-accent-900 focus-visible:outline-2 focus-visible:outline-accent-600"
    >
      [{marker}]
    </button>
  );
}
