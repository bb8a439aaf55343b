import type { Slide } from "@pds/contracts";
import { Plus, Sparkles } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { useFocusFallback } from "../../../hooks/use-focus-fallback.ts";
import { formatSyncedTime } from "../lib/slide-text.ts";
import { SlideCard } from "./slide-card.tsx";

interface Props {
  titleInput: ReactNode;
  slides: Slide[];
  selectedId: string | null;
  syncedAt: number | null;
  onSelect: (slideId: string) => void;
  onReorder: (slideIds: string[]) => void;
  onAddSlide: () => void;
  /** A slide is being added: Add slide shows as busy (the action itself ignores a second request). */
  adding?: boolean;
  onCompose: () => void;
  drafting: boolean;
  onStopDrafting: () => void;
  /** A draft just ended: focus goes to the selected slide unless a control holds it. */
  draftEnded?: boolean;
  onDraftEndSeen?: () => void;
  /** Rendered under the title block (e.g. a notice about a draft that failed). */
  notice?: ReactNode;
}

export function moveItem<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export function SlideStrip({
  titleInput,
  slides,
  selectedId,
  syncedAt,
  onSelect,
  onReorder,
  onAddSlide,
  adding = false,
  onCompose,
  drafting,
  onStopDrafting,
  draftEnded = false,
  onDraftEndSeen,
  notice,
}: Props) {
  const dragFrom = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  // The drafting overlay's Cancel, the Stop button or a removed card held focus and is gone: continue
  // from the selected slide.
  useFocusFallback(`${drafting}:${slides.length}`, () =>
    list.current?.querySelector<HTMLElement>('[aria-current="true"]'),
  );
  // The brief, the overlay's Cancel or Stop held focus while the draft ran; whichever mounted first, a
  // keyboard user continues from the first slide once it is there.
  useEffect(() => {
    if (!draftEnded || slides.length === 0) return;
    const active = document.activeElement;
    if (!active || active === document.body) {
      list.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
    }
    onDraftEndSeen?.();
  }, [draftEnded, slides.length, onDraftEndSeen]);
  const ids = slides.map((slide) => slide._id);
  const move = (from: number, to: number) => {
    const next = moveItem(ids, from, to);
    if (next !== ids) onReorder(next);
  };
  return (
    <aside
      aria-label="Slides"
      className="flex shrink-0 flex-col border-b border-slate-200 bg-white lg:h-full lg:w-72 lg:border-r lg:border-b-0"
    >
      <div className="border-b border-slate-100 px-3 py-3">
        {titleInput}
        <p className="mt-1 flex flex-wrap gap-x-2 px-2 text-xs text-slate-500">
          <span>
            {slides.length} {slides.length === 1 ? "slide" : "slides"}
          </span>
          <span aria-hidden="true">·</span>
          {drafting ? (
            <span role="status" className="font-medium text-accent-700">
              Drafting… {slides.length} {slides.length === 1 ? "slide" : "slides"} so far{" "}
              <button
                type="button"
                onClick={onStopDrafting}
                className="underline underline-offset-2 hover:text-accent-900"
              >
                Stop
              </button>
            </span>
          ) : null}
          <span data-testid="synced">
            {syncedAt ? `Synced ${formatSyncedTime(syncedAt)}` : "Not synced yet"}
          </span>
        </p>
      </div>
      {notice}
      <ol
        ref={list}
        className="flex gap-2 overflow-x-auto p-3 lg:flex-1 lg:flex-col lg:overflow-x-visible lg:overflow-y-auto"
      >
        {slides.map((slide, index) => (
          <SlideCard
            key={slide._id}
            slide={slide}
            index={index}
            selected={slide._id === selectedId}
            onSelect={() => onSelect(slide._id)}
            onMove={(delta) => move(index, index + delta)}
            onDragStart={(event) => {
              dragFrom.current = index;
              event.dataTransfer.effectAllowed = "move";
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragFrom.current !== null) move(dragFrom.current, index);
              dragFrom.current = null;
            }}
          />
        ))}
        <li className="flex shrink-0 gap-2 lg:flex-col">
          <button
            type="button"
            onClick={onAddSlide}
            // aria-disabled, not disabled: a disabled button drops keyboard focus to the page.
            aria-disabled={adding || undefined}
            aria-busy={adding || undefined}
            className="flex w-40 items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 px-3 py-3 text-sm font-medium text-slate-600 hover:border-slate-400 hover:bg-slate-50 aria-disabled:cursor-wait aria-disabled:opacity-60 lg:w-full"
          >
            <Plus className="size-4" aria-hidden="true" />
            Add slide
          </button>
          <button
            type="button"
            onClick={onCompose}
            className="flex w-48 items-center justify-between gap-2 rounded-xl border border-accent-200 bg-gradient-to-r from-accent-50 to-white px-3 py-3 text-left text-sm font-medium text-accent-900 hover:border-accent-300 lg:w-full"
          >
            <span className="flex items-center gap-2">
              <Sparkles className="size-4 text-accent-600" aria-hidden="true" />
              Compose slide
            </span>
            <span className="rounded-full bg-accent-600 px-2 py-0.5 text-[10px] font-semibold tracking-wide text-white uppercase">
              AI-powered
            </span>
          </button>
        </li>
      </ol>
    </aside>
  );
}
