import { useEffect, useRef } from "react";

// The element that last received focus, and how many times focus has moved. Recorded on focusin only:
// the browser does not always report a focused element being removed, and that is what this notices.
let lastFocused: Element | null = null;
let focusMoves = 0;
if (typeof document !== "undefined") {
  document.addEventListener("focusin", (event) => {
    lastFocused = event.target instanceof Element ? event.target : null;
    focusMoves += 1;
  });
}

/**
 * True when focus fell to <body> because the focused control left the page (a form closed, an overlay
 * finished, a row was deleted), not because the user clicked an empty spot (that control is still there)
 * or the page just loaded. With `since` (a count from `focusMoveCount`), only a control focused after that.
 */
export function focusWasLost(since = 0): boolean {
  const active = document.activeElement;
  if (active && active !== document.body) return false;
  return focusMoves > since && lastFocused !== null && !lastFocused.isConnected;
}

/**
 * Whenever `key` changes, gives focus to `target()` if focus was lost from a control focused while this
 * component was mounted, so a keyboard user continues from a sensible control rather than the top of the
 * page. Losses from before it mounted (a route change) are left alone: that is not this component's doing.
 */
export function useFocusFallback(key: unknown, target: () => HTMLElement | null | undefined): void {
  const latest = useRef(target);
  const mountedAt = useRef<number | null>(null);
  useEffect(() => {
    latest.current = target;
  });
  useEffect(() => {
    if (mountedAt.current === null) {
      mountedAt.current = focusMoves;
      return;
    }
    if (focusWasLost(mountedAt.current)) latest.current()?.focus();
  }, [key]);
}
