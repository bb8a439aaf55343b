import type { DeckSnapshot, ShareOpened, SharePreview } from "@pds/contracts";
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent } from "react";
import { SlideImageSourceProvider, SlideThemeProvider, ThemedSlide } from "../../slides/index.ts";
import { useDwellReporting } from "../hooks/use-dwell-reporting.ts";
import { shareImageUrl } from "../lib/share-api.ts";
import { SlideSources } from "./slide-sources.tsx";
import { SlideBox, ViewerFrame } from "./viewer-frame.tsx";

type Props = {
  token: string;
  /** The link stopped working mid-visit (revoked, expired). */
  onRefused: (error: unknown) => void;
} & (
  | { opened: ShareOpened; preview?: SharePreview | null }
  /** Not opened yet: the first slide the server drew into the page, and nothing else to do. */
  | { opened: null; preview: SharePreview }
);

const SWIPE_PX = 50;

/** What the screen shows before the link is opened: the preview's first slide as a one-slide deck. */
const previewDeck = (preview: SharePreview): DeckSnapshot => ({
  title: preview.title,
  theme: preview.theme,
  slides: [preview.slide],
  sources: [],
});

/** Images need the visit's view token: before the link is opened their frames stay blank. */
const noImageYet = () => "";

/**
 * The shared deck, one slide at a time: arrow keys, swipe, buttons; reading time reported as it goes.
 * Before the link is opened it shows the server-drawn first slide (`preview`) with the same elements, so
 * the first slide painted from the page's HTML stays in place when the deck arrives.
 */
export function DeckViewer({ token, opened, preview = null, onRefused }: Props) {
  const deck = opened ? opened.deck : previewDeck(preview!);
  const count = opened ? deck.slides.length : preview!.slideCount;
  const viewToken = opened?.viewToken ?? null;
  const [index, setIndex] = useState(0);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const tracker = useDwellReporting(token, viewToken, onRefused);
  const swipeStart = useRef<number | null>(null);
  // Before the link opens only the first slide is here, but the investor can already turn: the position
  // moves and the next slide shows as soon as the deck arrives.
  const last = count - 1;
  const imageUrl = useMemo(
    () => (viewToken ? shareImageUrl(token, viewToken) : noImageYet),
    [token, viewToken],
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
        <ViewerFrame
          title={deck.title}
          index={index}
          count={count}
          download={
            !(opened ?? preview)?.allowDownload
              ? null
              : opened
                ? { busy: downloading, onClick: () => void download() }
                : "pending"
          }
          onPrevious={() => go(index - 1)}
          onNext={() => go(index + 1)}
          surface={{ onPointerDown, onPointerUp }}
          notice={
            downloadError ? (
              <p
                role="alert"
                className="mx-4 rounded-lg bg-red-500/15 px-3 py-2 text-sm text-red-200 sm:mx-6"
              >
                {downloadError}
              </p>
            ) : null
          }
        >
          {slide ? (
            <>
              <SlideBox>
                <ThemedSlide slide={slide} outline />
              </SlideBox>
              <SlideSources content={slide.content} sources={deck.sources} />
            </>
          ) : !opened ? (
            <SlideBox>
              <div
                className="aspect-video w-full animate-pulse bg-white/10"
                role="status"
                aria-label="Loading the slide"
              />
            </SlideBox>
          ) : (
            <p className="text-slate-400">This deck has no slides.</p>
          )}
        </ViewerFrame>
      </SlideImageSourceProvider>
    </SlideThemeProvider>
  );
}
