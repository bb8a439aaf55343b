import { ChevronLeft, ChevronRight, Download } from "lucide-react";
import type { HTMLAttributes, ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";

interface Props {
  title: string;
  /** The slide on screen (0-based) and how many there are. */
  index: number;
  count: number;
  /** Absent: the button is shown but does nothing yet (the server-drawn first screen). */
  download?: { busy: boolean; onClick: () => void } | "pending" | null;
  onPrevious?: () => void;
  onNext?: () => void;
  /** Pointer handlers of the slide area (swipe). */
  surface?: Pick<HTMLAttributes<HTMLElement>, "onPointerDown" | "onPointerUp">;
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * The viewer's screen around the slide: deck title, position and download in the header, the slide,
 * and previous/next with one dot per slide. The server draws the first screen with it before the
 * viewer's script runs (viewer-preview.tsx), and the live viewer draws the same frame, so nothing moves
 * when the script takes over.
 */
export function ViewerFrame({
  title,
  index,
  count,
  download = null,
  onPrevious,
  onNext,
  surface,
  notice,
  children,
}: Props) {
  const busy = download !== null && download !== "pending" && download.busy;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-950 text-white">
      <header className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <h1 className="min-w-0 truncate text-sm font-semibold sm:text-base">{title}</h1>
        <div className="flex shrink-0 items-center gap-3">
          <span
            className="text-sm text-slate-400 tabular-nums"
            aria-live="polite"
            data-testid="slide-position"
          >
            {count === 0 ? "0 / 0" : `${index + 1} / ${count}`}
          </span>
          {download ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={download === "pending" ? undefined : download.onClick}
              aria-busy={busy}
              aria-label="Download PDF"
            >
              <Download className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">{busy ? "Preparing…" : "Download PDF"}</span>
            </Button>
          ) : null}
        </div>
      </header>
      {notice}
      <main
        className="flex flex-1 touch-pan-y flex-col items-center justify-center gap-4 px-3 pb-4 select-none sm:px-6"
        {...surface}
      >
        {children}
      </main>
      <nav aria-label="Slides" className="flex items-center justify-center gap-4 px-4 pb-5">
        <Button
          variant="secondary"
          onClick={onPrevious}
          aria-disabled={index === 0}
          className="aria-disabled:opacity-40"
          aria-label="Previous slide"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </Button>
        <div className="flex max-w-[60vw] gap-1.5 overflow-hidden" aria-hidden="true">
          {Array.from({ length: count }, (_, dot) => (
            <span
              key={dot}
              className={`h-1.5 rounded-full transition-all ${dot === index ? "w-6 bg-white" : "w-1.5 bg-white/30"}`}
            />
          ))}
        </div>
        <Button
          variant="secondary"
          onClick={onNext}
          aria-disabled={index >= count - 1}
          className="aria-disabled:opacity-40"
          aria-label="Next slide"
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </Button>
      </nav>
    </div>
  );
}

/** The slide's box: as wide as the screen allows while the whole frame fits the viewport height. */
export function SlideBox({ children }: { children: ReactNode }) {
  return (
    <div className="w-full max-w-[min(80rem,calc((100dvh-10rem)*16/9))] overflow-hidden rounded-lg shadow-2xl">
      {children}
    </div>
  );
}
