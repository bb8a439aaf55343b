import { citationMarkers, type SnapshotSource } from "@pds/contracts";
import { ExternalLink } from "lucide-react";

/** The sources the slide on screen cites ([1], [2] …), each opening its page in a new tab. */
export function SlideSources({ content, sources }: { content: string; sources: readonly SnapshotSource[] }) {
  const markers = new Set(citationMarkers(content));
  const cited = sources.filter((source) => markers.has(source.marker));
  if (cited.length === 0) return null;
  return (
    <section
      aria-label="Sources on this slide"
      className="w-full max-w-5xl rounded-xl bg-white/5 px-4 py-3 text-sm text-slate-300"
    >
      <h2 className="mb-1 text-xs font-semibold tracking-wide text-slate-400 uppercase">Sources</h2>
      <ol className="flex flex-col gap-1">
        {cited.map((source) => (
          <li key={source.marker} className="flex gap-2">
            <span className="text-slate-500 tabular-nums">[{source.marker}]</span>
            {source.url ? (
              <a
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-w-0 items-center gap-1 text-sky-300 underline-offset-4 hover:underline"
              >
                <span className="truncate">{source.title}</span>
                <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
              </a>
            ) : (
              <span className="min-w-0 truncate">{source.title}</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
