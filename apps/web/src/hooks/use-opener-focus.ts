import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * Returns focus to whatever opened a Radix dialog. Radix gives it back only to its own `Trigger`; our
 * dialogs are opened from state (a button elsewhere, a route), so without this, closing one left focus
 * on <body> and a keyboard user back at the top of the page. Pass the result as `onCloseAutoFocus`.
 * When the opener is gone (its row was deleted, say), Radix's default is left to run.
 */
export function useOpenerFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the content (a passive effect), so this still
  // sees the control that was focused when the dialog opened.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return useCallback((event: Event) => {
    const target = opener.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  }, []);
}
