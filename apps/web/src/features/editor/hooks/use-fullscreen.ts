import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * Fullscreen for `element`: entered when Present mode opens, toggled by its button or F. Leaving fullscreen
 * the browser's way (Escape, which the page never sees while fullscreen) calls `onBrowserExit`; leaving it
 * with the toggle does not.
 */
export function useFullscreen(element: RefObject<HTMLElement | null>, onBrowserExit: () => void) {
  const [fullscreen, setFullscreen] = useState(false);
  const leaving = useRef(false);
  // The latest callback, without entering fullscreen again each time the caller renders a new one.
  const onExit = useRef(onBrowserExit);
  useEffect(() => {
    onExit.current = onBrowserExit;
  });
  const supported = typeof document !== "undefined" && Boolean(document.fullscreenEnabled);
  useEffect(() => {
    const target = element.current;
    if (target?.requestFullscreen && !document.fullscreenElement)
      target.requestFullscreen().catch(() => undefined);
    const onChange = () => {
      const active = Boolean(document.fullscreenElement);
      setFullscreen(active);
      if (!active && !leaving.current) onExit.current();
      leaving.current = false;
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => {
      document.removeEventListener("fullscreenchange", onChange);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [element]);
  const toggle = () => {
    if (document.fullscreenElement) {
      leaving.current = true;
      void document.exitFullscreen().catch(() => undefined);
    } else element.current?.requestFullscreen?.().catch(() => undefined);
  };
  return { fullscreen, supported, toggle };
}
