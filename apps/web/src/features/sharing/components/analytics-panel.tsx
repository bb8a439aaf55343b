import type { DeckAnalytics, ShareLink, SlideDwell } from "@pds/contracts";
import { Monitor, Smartphone, Tablet } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatShortDate } from "../../../lib/format-date.ts";
import { useLiveQuery } from "../../../lib/sync/hooks.ts";
import { formatDuration } from "../lib/format-duration.ts";

const deviceIcon = { desktop: Monitor, tablet: Tablet, phone: Smartphone };

function Figure({ label, value, live }: { label: string; value: number; live?: boolean }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-3 py-2.5">
      <p className="text-xs text-slate-500">{label}</p>
      <p className="mt-0.5 flex items-center gap-2 text-xl font-semibold text-slate-900 tabular-nums">
        {live && value > 0 ? (
          <span className="size-2 animate-pulse rounded-full bg-emerald-500" aria-hidden="true" />
        ) : null}
        {value}
      </p>
    </div>
  );
}

/** Mean reading time per slide as bars, longest bar = the most-read slide. */
function DwellChart({ slides, dropOffIndex }: { slides: SlideDwell[]; dropOffIndex: number | null }) {
  const longest = Math.max(1, ...slides.map((slide) => slide.averageMs));
  return (
    <ol className="flex flex-col gap-2" aria-label="Time per slide">
      {slides.map((slide) => (
        <li
          key={slide.index}
          data-testid="dwell-row"
          data-ms={slide.averageMs}
          className="grid grid-cols-[minmax(0,9rem)_1fr_3rem] items-center gap-2 text-sm"
        >
          <span className="truncate text-slate-700" title={slide.title}>
            {slide.index + 1}. {slide.title}
          </span>
          <span className="h-2.5 rounded-full bg-slate-100">
            <span
              className={`block h-full rounded-full ${slide.index === dropOffIndex ? "bg-amber-500" : "bg-accent-500"}`}
              style={{ width: `${(slide.averageMs / longest) * 100}%` }}
            />
          </span>
          <span className="text-right text-slate-700 tabular-nums">{formatDuration(slide.averageMs)}</span>
        </li>
      ))}
    </ol>
  );
}

function ViewerList({ views, slideCount }: { views: DeckAnalytics["views"]; slideCount: number }) {
  if (views.length === 0) return null;
  return (
    <ul
      className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
      aria-label="Viewers"
    >
      {views.map((view) => {
        const Icon = deviceIcon[view.device];
        return (
          <li key={view._id} data-testid="viewer-row" className="flex items-center gap-3 px-3 py-2.5 text-sm">
            <Icon className="size-4 shrink-0 text-slate-400" aria-label={view.device} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">
                {view.viewerEmail ?? `Anonymous viewer ${view.viewerId.slice(0, 6)}`}
                {view.visit > 1 ? (
                  <span className="ml-1.5 text-xs font-normal text-slate-500">visit {view.visit}</span>
                ) : null}
              </p>
              <p className="text-xs text-slate-500">
                {view.linkLabel} · {formatShortDate(view.startedAt)} · reached slide {view.lastSlide + 1} of{" "}
                {view.slideCount || slideCount}
              </p>
            </div>
            <span className="shrink-0 text-slate-700 tabular-nums">{formatDuration(view.totalMs)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Who read the deck and how: totals, reading time per slide, where viewers stop, and every visit. */
export function AnalyticsPanel({ deckId, links }: { deckId: string; links: ShareLink[] }) {
  const { data, error } = useLiveQuery("shares.getDeckAnalytics", { deckId });
  const [linkId, setLinkId] = useState("all");
  if (error && !data)
    return <p className="text-sm text-red-700">We couldn't load the analytics. {error.message}</p>;
  if (!data) {
    return (
      <div aria-busy="true" aria-label="Loading analytics" className="flex flex-col gap-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (data.totalViews === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
        No views yet. When an investor opens a link, you will see how long they spend on each slide.
      </p>
    );
  }
  const perLink = linkId === "all" ? null : data.links.find((link) => link.linkId === linkId);
  const slides = perLink?.slides ?? data.slides;
  const dropOff = perLink ? perLink.dropOff : data.dropOff;
  const views = perLink ? data.views.filter((view) => view.linkId === linkId) : data.views;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-3 gap-2">
        <Figure label="Views" value={views.length} />
        <Figure
          label="Viewers"
          value={new Set(views.map((view) => view.viewerEmail ?? view.viewerId)).size}
        />
        <Figure label="Viewing now" value={perLink ? perLink.viewingNow : data.viewingNow} live />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        Show
        <select
          value={linkId}
          onChange={(event) => setLinkId(event.target.value)}
          className="h-9 flex-1 rounded-lg border border-slate-300 bg-white px-2 text-sm focus:border-accent-500 focus:ring-2 focus:ring-accent-200 focus:outline-none"
        >
          <option value="all">All links</option>
          {links.map((link) => (
            <option key={link._id} value={link._id}>
              {link.label}
            </option>
          ))}
        </select>
      </label>
      <section
        aria-label="Reading time per slide"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h3 className="mb-3 text-sm font-semibold text-slate-900">Average time per slide</h3>
        <DwellChart slides={slides} dropOffIndex={dropOff?.index ?? null} />
        {dropOff ? (
          <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="drop-off">
            Most viewers stop at slide {dropOff.index + 1}, “{dropOff.title}” ({dropOff.views}{" "}
            {dropOff.views === 1 ? "view" : "views"}).
          </p>
        ) : (
          <p className="mt-3 text-sm text-slate-500">Every viewer read to the last slide.</p>
        )}
      </section>
      <ViewerList views={views} slideCount={slides.length} />
      <Link
        to={`/practice?deck=${encodeURIComponent(deckId)}`}
        className="self-start text-sm font-medium text-accent-700 underline-offset-4 hover:underline"
      >
        Rehearse the slides investors skimmed
      </Link>
    </div>
  );
}
