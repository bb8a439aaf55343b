import type { Source } from "@pds/contracts";
import { ExternalLink, Trash2 } from "lucide-react";
import { formatShortDate } from "../../../lib/format-date.ts";
import { kindLabel, safeHref, sourceHost } from "../lib/format-source.ts";

interface Props {
  source: Source;
  deleting: boolean;
  onDelete: () => void;
}

export function SourceLink({ url }: { url: string | null }) {
  const href = safeHref(url);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-center gap-1 rounded text-xs font-medium text-accent-700 hover:text-accent-900 hover:underline"
    >
      <span className="truncate">{sourceHost(href)}</span>
      <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** One source: its marker, title, link, the quoted passage and when it was fetched. */
export function SourceItem({ source, deleting, onDelete }: Props) {
  const titleId = `source-${source._id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-xs"
    >
      <div className="flex items-start gap-2">
        <span className="mt-0.5 shrink-0 rounded-md bg-accent-50 px-1.5 py-0.5 text-xs font-semibold text-accent-800 tabular-nums">
          [{source.marker}]
        </span>
        <h3 id={titleId} className="min-w-0 flex-1 text-sm leading-5 font-medium break-words text-slate-900">
          {source.title}
        </h3>
        <button
          type="button"
          onClick={onDelete}
          disabled={deleting}
          aria-label={`Delete source [${source.marker}] ${source.title}`}
          className="-mt-1 -mr-1 shrink-0 rounded-lg p-1.5 text-slate-400 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
      <SourceLink url={source.url} />
      <blockquote className="line-clamp-5 border-l-2 border-slate-200 pl-3 text-xs leading-5 whitespace-pre-line text-slate-700">
        {source.quote}
      </blockquote>
      <p className="text-xs text-slate-500">
        {kindLabel(source)} ·{" "}
        <time dateTime={new Date(source.fetchedAt).toISOString()}>
          {source.kind === "pasted" ? "added" : "fetched"} {formatShortDate(source.fetchedAt)}
        </time>
        {deleting ? " · Deleting…" : ""}
      </p>
    </li>
  );
}
