import type { Slide } from "@pds/contracts";
import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useReturnFocus } from "../../../hooks/use-return-focus.ts";
import { SlideView } from "./slide-view.tsx";

/** Full-screen slides: arrows, space or a click advance; Escape leaves. */
export function PresentMode({
  slides,
  startIndex,
  onClose,
}: {
  slides: Slide[];
  startIndex: number;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(Math.min(startIndex, Math.max(0, slides.length - 1)));
  const root = useRef<HTMLDivElement>(null);
  // Before the effect below moves focus in, so the Present button is what gets focus back.
  useReturnFocus();
  useEffect(() => {
    const element = root.current;
    element?.focus();
    if (element?.requestFullscreen && !document.fullscreenElement)
      element.requestFullscreen().catch(() => undefined);
    const onFullscreenChange = () => {
      if (!document.fullscreenElement) onClose();
    };
    document.addEventListener("fullscreenchange", onFullscreenChange);
    return () => {
      document.removeEventListener("fullscreenchange", onFullscreenChange);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [onClose]);
  const go = (delta: number) =>
    setIndex((current) => Math.max(0, Math.min(slides.length - 1, current + delta)));
  const slide = slides[index];
  return (
    <div
      ref={root}
      role="dialog"
      aria-modal="true"
      aria-label="Presentation"
      tabIndex={-1}
      className="fixed inset-0 z-[70] flex flex-col items-center justify-center bg-slate-950 p-4 outline-none sm:p-10"
      onClick={() => go(1)}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
        // Enter and Space on the Exit button are that button's own; taking them here made it unusable.
        else if (event.target !== event.currentTarget && (event.key === "Enter" || event.key === " ")) return;
        else if (["ArrowRight", "ArrowDown", " ", "PageDown", "Enter"].includes(event.key)) go(1);
        else if (["ArrowLeft", "ArrowUp", "PageUp", "Backspace"].includes(event.key)) go(-1);
        else return;
        event.preventDefault();
      }}
    >
      <button
        type="button"
        aria-label="Exit presentation"
        onClick={(event) => {
          event.stopPropagation();
          onClose();
        }}
        className="absolute top-4 right-4 rounded-full p-2 text-slate-400 hover:bg-white/10 hover:text-white"
      >
        <X className="size-6" aria-hidden="true" />
      </button>
      <div className="w-full max-w-[min(100%,calc((100dvh-6rem)*16/9))]">
        {slide ? <SlideView slide={slide} index={index} large /> : null}
      </div>
      <p className="mt-4 text-sm text-slate-400 tabular-nums" aria-live="polite">
        {index + 1} / {slides.length}
      </p>
    </div>
  );
}
