import { lazy, Suspense, useState } from "react";
import type { ConfirmDialogProps } from "./confirm-dialog-radix.tsx";

// Radix's dialog code loads with the first question asked: a page that never asks (a dashboard nobody
// deletes from) does not download it.
const RadixConfirmDialog = lazy(() =>
  import("./confirm-dialog-radix.tsx").then((m) => ({ default: m.RadixConfirmDialog })),
);

/** A destructive or blocking question: focus starts on Cancel, Escape cancels, focus returns to its opener. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [asked, setAsked] = useState(props.open);
  if (props.open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <RadixConfirmDialog {...props} />
    </Suspense>
  );
}
