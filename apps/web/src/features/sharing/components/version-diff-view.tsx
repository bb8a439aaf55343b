import type { DeckVersion } from "@pds/contracts";
import { useState } from "react";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useLiveQuery } from "../../../lib/sync/hooks.ts";
import { diffVersions, type SlideChange } from "../lib/version-diff.ts";

const changeStyle: Record<SlideChange, { label: string; className: string }> = {
  same: { label: "Unchanged", className: "bg-slate-100 text-slate-600" },
  changed: { label: "Changed", className: "bg-accent-50 text-accent-800" },
  added: { label: "Added", className: "bg-emerald-50 text-emerald-800" },
  removed: { label: "Removed", className: "bg-red-50 text-red-800" },
};

function SlideCell({ slide }: { slide: { title: string; content: string } | null }) {
  if (!slide)
    return (
      <div className="rounded-lg border border-dashed border-slate-200 p-2 text-xs text-slate-400">—</div>
    );
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 bg-white p-2">
      <p className="truncate text-xs font-semibold text-slate-900">{slide.title || "Untitled"}</p>
      <p className="mt-1 line-clamp-4 text-xs whitespace-pre-line text-slate-600">{slide.content}</p>
    </div>
  );
}

function VersionSelect(props: {
  label: string;
  value: string;
  versions: DeckVersion[];
  onChange: (id: string) => void;
}) {
  return (
    <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-slate-600">
      {props.label}
      <select
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-accent-500 focus:ring-2 focus:ring-accent-200 focus:outline-none"
      >
        {props.versions.map((version) => (
          <option key={version._id} value={version._id}>
            {version.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Two versions side by side, slide by slide, with what changed between them. */
export function VersionDiffView({ versions }: { versions: DeckVersion[] }) {
  const [fromId, setFromId] = useState(versions[1]?._id ?? versions[0]!._id);
  const [toId, setToId] = useState(versions[0]!._id);
  const from = useLiveQuery("versions.getVersion", { versionId: fromId });
  const to = useLiveQuery("versions.getVersion", { versionId: toId });
  const [showSame, setShowSame] = useState(false);
  const rows = from.data && to.data ? diffVersions(from.data.snapshot.slides, to.data.snapshot.slides) : null;
  const same = rows?.filter((row) => row.change === "same").length ?? 0;
  const shown = rows?.filter((row) => showSame || row.change !== "same") ?? [];
  return (
    <section
      aria-label="Compare versions"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3"
    >
      <div className="flex gap-2">
        <VersionSelect label="Older" value={fromId} versions={versions} onChange={setFromId} />
        <VersionSelect label="Newer" value={toId} versions={versions} onChange={setToId} />
      </div>
      {rows === null ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Slides compared">
          {same > 0 ? (
            <li className="flex items-center justify-between gap-2 text-xs text-slate-600">
              {same === rows.length
                ? "These versions have the same slides."
                : `${same} unchanged ${same === 1 ? "slide" : "slides"}`}
              <button
                type="button"
                onClick={() => setShowSame((open) => !open)}
                className="font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
              >
                {showSame ? "Hide unchanged" : "Show unchanged"}
              </button>
            </li>
          ) : null}
          {shown.map((row, index) => {
            const style = changeStyle[row.change];
            return (
              <li
                key={`${(row.after ?? row.before)!.id}-${index}`}
                data-testid="diff-row"
                data-change={row.change}
              >
                <p className="mb-1 flex items-center gap-2 text-xs">
                  <span className={`rounded-full px-2 py-0.5 font-medium ${style.className}`}>
                    {style.label}
                  </span>
                  {row.fields.length > 0 ? (
                    <span className="text-slate-500">{row.fields.join(", ")}</span>
                  ) : null}
                </p>
                <div className="grid grid-cols-2 gap-2">
                  <SlideCell slide={row.before} />
                  <SlideCell slide={row.after} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
