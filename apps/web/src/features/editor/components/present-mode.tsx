import type { Slide } from "@pds/contracts";
import { Maximize, Minimize, PanelsTopLeft, X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useReturnFocus } from "../../../hooks/use-return-focus.ts";
import { ThemedSlide } from "../../slides/index.ts";
import { useFullscreen } from "../hooks/use-fullscreen.ts";
import { useSwipe } from "../hooks/use-swipe.ts";
import { PresenterView } from "./presenter-view.tsx";

const NEXT = ["ArrowRight", "ArrowDown", " ", "PageDown", "Enter"];
const PREVIOUS = ["ArrowLeft", "ArrowUp", "PageUp", "Backspace"];

function ControlButton(props: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      aria-pressed={props.pressed}
      onClick={(event) => {
        event.stopPropagation();
        props.onClick();
      }}
      className="rounded-full p-2 text-slate-300 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
    >
      {props.children}
    </button>
  );
}

/**
 * Full-screen slides, letterboxed at 16:9 on any screen. Arrows, Space, Page Up/Down, Home/End, a click or a
 * swipe move between slides; F toggles fullscreen, P the presenter view (notes, next slide, timer); Escape leaves.
 */
export function PresentMode({
  slides,
  startIndex,
  onClose,
}: {
  slides: Slide[];
  startIndex: number;
  onClose: () => void;
}) {
  const last = Math.max(0, slides.length - 1);
  const [index, setIndex] = useState(Math.min(startIndex, last));
  const [presenter, setPresenter] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // Before the fullscreen effect moves focus in, so the Present button is what gets focus back.
  useReturnFocus();
  useEffect(() => root.current?.focus(), []);
  const screen = useFullscreen(root, onClose);
  const go = (delta: number) => setIndex((current) => Math.max(0, Math.min(last, current + delta)));
  const swipe = useSwipe(go);
  const onKeyDown = (event: KeyboardEvent) => {
    const key = event.key;
    if (key === "Escape") onClose();
    // Enter and Space on a control are that control's own; taking them here made the buttons unusable.
    else if (event.target !== event.currentTarget && (key === "Enter" || key === " ")) return;
    else if (NEXT.includes(key)) go(1);
    else if (PREVIOUS.includes(key)) go(-1);
    else if (key === "Home") setIndex(0);
    else if (key === "End") setIndex(last);
    else if (key === "f" || key === "F") screen.toggle();
    else if (key === "p" || key === "P") setPresenter((on) => !on);
    else return;
    event.preventDefault();
  };
  const slide = slides[index];
  return (
    <div
      ref={root}
      role="dialog"
      aria-modal="true"
      aria-label="Presentation"
      aria-keyshortcuts="ArrowRight ArrowLeft Home End F P Escape"
      tabIndex={-1}
      className="fixed inset-0 z-[70] flex items-center justify-center bg-black outline-none"
      onClick={presenter ? undefined : () => go(1)}
      onKeyDown={onKeyDown}
      {...swipe}
    >
      {slide && presenter ? (
        <PresenterView slide={slide} next={slides[index + 1]} onAdvance={() => go(1)} />
      ) : slide ? (
        <div className="w-[min(100vw,calc(100dvh*16/9))]">
          <ThemedSlide slide={slide} />
        </div>
      ) : null}
      <div className="absolute top-2 right-2 flex gap-1 rounded-full bg-black/60 p-1 sm:top-4 sm:right-4">
        <ControlButton label="Presenter view" pressed={presenter} onClick={() => setPresenter((on) => !on)}>
          <PanelsTopLeft className="size-5" aria-hidden="true" />
        </ControlButton>
        {screen.supported ? (
          <ControlButton
            label={screen.fullscreen ? "Exit full screen" : "Full screen"}
            onClick={screen.toggle}
          >
            {screen.fullscreen ? (
              <Minimize className="size-5" aria-hidden="true" />
            ) : (
              <Maximize className="size-5" aria-hidden="true" />
            )}
          </ControlButton>
        ) : null}
        <ControlButton label="Exit presentation" onClick={onClose}>
          <X className="size-5" aria-hidden="true" />
        </ControlButton>
      </div>
      <p
        className="absolute bottom-2 left-1/2 -translate-x-1/2 rounded-full bg-black/60 px-3 py-1 text-sm text-slate-300 tabular-nums sm:bottom-4"
        aria-live="polite"
      >
        {index + 1} / {slides.length}
      </p>
    </div>
  );
}
