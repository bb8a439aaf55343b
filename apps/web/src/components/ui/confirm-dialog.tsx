import { lazy, Suspense, useEffect, useState } from "react";
import type { ConfirmDialogProps } from "./confirm-dialog-radix.tsx";

// Radix's dialog code is not on a page's first-load path: it loads once the page is idle (or with the
// first question, if that comes sooner), and the dialog is mounted closed as soon as it has loaded, so a
// founder who presses Delete finds it ready and opening it is an ordinary open.
const RadixConfirmDialog = lazy(() =>
  import("./confirm-dialog-radix.tsx").then((m) => ({ default: m.RadixConfirmDialog })),
);

/** Runs `task` when the browser is idle (after a short delay where it has no idle callback). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/** A destructive or blocking question: focus starts on Cancel, Escape cancels, focus returns to its opener. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [mounted, setMounted] = useState(props.open);
  if (props.open && !mounted) setMounted(true);
  useEffect(() => (mounted ? undefined : whenIdle(() => setMounted(true))), [mounted]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <RadixConfirmDialog {...props} />
    </Suspense>
  );
}
