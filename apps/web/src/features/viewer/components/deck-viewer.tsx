import type { ShareOpened } from "@pds/contracts";
import { ChevronLeft, ChevronRight, Download } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type PointerEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { SlideImageSourceProvider, SlideThemeProvider, ThemedSlide } from "../../slides/index.ts";
import { useDwellReporting } from "../hooks/use-dwell-reporting.ts";
import { shareImageUrl } from "../lib/share-api.ts";
import { SlideSources } from "./slide-sources.tsx";

interface Props {
  token: string;
  opened: ShareOpened;
  /** The link stopped working mid-visit (revoked, expired). */
  onRefused: (error: unknown) => void;
}

const SWIPE_PX = 50;

/** The shared deck, one slide at a time: arrow keys, swipe, buttons; reading time reported as it goes. */
export function DeckViewer({ token, opened, onRefused }: Props) {
  const { deck } = opened;
  const [index, setIndex] = useState(0);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const tracker = useDwellReporting(token, opened.viewToken, onRefused);
  const swipeStart = useRef<number | null>(null);
  const last = deck.slides.length - 1;
  const imageUrl = useCallback(
    (id: string) => shareImageUrl(token, opened.viewToken)(id),
    [token, opened.viewToken],
  );

  const go = useCallback(
    (next: number) => {
      const clamped = Math.max(0, Math.min(last, next));
      setIndex(clamped);
      tracker.show(clamped);
    },
    [last, tracker],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLElement && event.target.closest("a, button, input, select, textarea")) {
        if (event.key === " " || event.key === "Enter") return;
      }
      if (["ArrowRight", "PageDown", " "].includes(event.key)) go(index + 1);
      else if (["ArrowLeft", "PageUp"].includes(event.key)) go(index - 1);
      else if (event.key === "Home") go(0);
      else if (event.key === "End") go(last);
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [go, index, last]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? index + 1 : index - 1);
  };

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const { exportDeck } = await import("../../export/index.ts");
      const loadImage = async (id: string) => {
        const response = await fetch(imageUrl(id), { credentials: "omit" });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return new Uint8Array(await response.arrayBuffer());
      };
      const sources = deck.sources.map((source) => ({
        ...source,
        kind: source.url ? ("url" as const) : ("pasted" as const),
        fetchedAt: 0,
      }));
      await exportDeck("pdf", { title: deck.title, theme: deck.theme }, deck.slides, { sources, loadImage });
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : "The PDF could not be made. Try again.");
    } finally {
      setDownloading(false);
    }
  };

  const slide = deck.slides[index];
  return (
    <SlideThemeProvider themeId={deck.theme}>
      <SlideImageSourceProvider url={imageUrl}>
        <div className="flex min-h-dvh flex-col bg-slate-950 text-white">
          <header className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6">
            <h1 className="min-w-0 truncate text-sm font-semibold sm:text-base">{deck.title}</h1>
            <div className="flex shrink-0 items-center gap-3">
              <span
                className="text-sm text-slate-400 tabular-nums"
                aria-live="polite"
                data-testid="slide-position"
              >
                {deck.slides.length === 0 ? "0 / 0" : `${index + 1} / ${deck.slides.length}`}
              </span>
              {opened.allowDownload ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={download}
                  aria-busy={downloading}
                  aria-label="Download PDF"
                >
                  <Download className="size-4" aria-hidden="true" />
                  <span className="max-sm:sr-only">{downloading ? "Preparing…" : "Download PDF"}</span>
                </Button>
              ) : null}
            </div>
          </header>
          {downloadError ? (
            <p role="alert" className="mx-4 rounded-lg bg-red-500/15 px-3 py-2 text-sm text-red-200 sm:mx-6">
              {downloadError}
            </p>
          ) : null}
          <main
            className="flex flex-1 touch-pan-y flex-col items-center justify-center gap-4 px-3 pb-4 select-none sm:px-6"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
          >
            {slide ? (
              <>
                <div className="w-full max-w-[min(80rem,calc((100dvh-10rem)*16/9))] overflow-hidden rounded-lg shadow-2xl">
                  <ThemedSlide slide={slide} outline />
                </div>
                <SlideSources content={slide.content} sources={deck.sources} />
              </>
            ) : (
              <p className="text-slate-400">This deck has no slides.</p>
            )}
          </main>
          <nav aria-label="Slides" className="flex items-center justify-center gap-4 px-4 pb-5">
            <Button
              variant="secondary"
              onClick={() => go(index - 1)}
              aria-disabled={index === 0}
              className="aria-disabled:opacity-40"
              aria-label="Previous slide"
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </Button>
            <div className="flex max-w-[60vw] gap-1.5 overflow-hidden" aria-hidden="true">
              {deck.slides.map((shown, dot) => (
                <span
                  key={shown.id}
                  className={`h-1.5 rounded-full transition-all ${dot === index ? "w-6 bg-white" : "w-1.5 bg-white/30"}`}
                />
              ))}
            </div>
            <Button
              variant="secondary"
              onClick={() => go(index + 1)}
              aria-disabled={index >= last}
              className="aria-disabled:opacity-40"
              aria-label="Next slide"
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </Button>
          </nav>
        </div>
      </SlideImageSourceProvider>
    </SlideThemeProvider>
  );
}
