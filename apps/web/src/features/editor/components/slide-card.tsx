import type { Slide } from "@pds/contracts";
import { GripVertical } from "lucide-react";
import { useEffect, useId, useRef, type DragEvent, type KeyboardEvent } from "react";
import { cn } from "../../../components/ui/cn.ts";
import { ThemedSlide } from "../../slides/index.ts";
import { slidePreview } from "../lib/slide-text.ts";

interface Props {
  slide: Slide;
  index: number;
  selected: boolean;
  onSelect: () => void;
  onMove: (delta: number) => void;
  onDragStart: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
}

/**
 * A card in the strip: the slide's number and a live thumbnail in the deck's theme; its title and text
 * preview are there for screen readers. Alt+Arrow keys move it; it can also be dragged onto another card. Once selected
 * (a click, a link to the slide, the copilot's edit) it scrolls into view in the strip.
 */
export function SlideCard({ slide, index, selected, onSelect, onMove, onDragStart, onDrop }: Props) {
  const item = useRef<HTMLLIElement>(null);
  const previewId = useId();
  useEffect(() => {
    if (selected) item.current?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [selected]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey) return;
    if (event.key === "ArrowUp" || event.key === "ArrowLeft") onMove(-1);
    else if (event.key === "ArrowDown" || event.key === "ArrowRight") onMove(1);
    else return;
    event.preventDefault();
  };
  return (
    <li
      ref={item}
      draggable
      onDragStart={onDragStart}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
      className="shrink-0"
      data-testid="slide-card"
    >
      <button
        type="button"
        onClick={onSelect}
        onKeyDown={onKeyDown}
        aria-current={selected ? "true" : undefined}
        aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
        aria-label={`Slide ${index + 1}: ${slide.title}`}
        aria-describedby={previewId}
        className={cn(
          "group relative flex w-48 gap-2 rounded-xl border p-2 text-left transition lg:w-full",
          selected
            ? "border-accent-300 bg-accent-50 ring-1 ring-accent-200"
            : "border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50",
        )}
      >
        {/* slate-400 measured 2.6:1; these reach 4.5:1 on white and on the selected card's accent-50. */}
        <span
          className={cn(
            "mt-0.5 text-xs font-semibold tabular-nums",
            selected ? "text-accent-700" : "text-slate-500",
          )}
        >
          {index + 1}
        </span>
        <span className="min-w-0 flex-1">
          <ThemedSlide slide={slide} decorative className="rounded-md border border-slate-200" />
          <span className="sr-only">{slide.title}</span>
          <span id={previewId} className="sr-only">
            {slidePreview(slide.content)}
          </span>
        </span>
        <GripVertical
          className="size-4 shrink-0 text-slate-300 group-hover:text-slate-400"
          aria-hidden="true"
        />
      </button>
    </li>
  );
}
