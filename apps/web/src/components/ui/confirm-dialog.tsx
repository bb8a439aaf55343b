import { useEffect, useState } from "react";
import { whenFirstInput } from "../../lib/first-input.ts";
import { lazyPart, PART_LOAD_FAILED } from "../lazy-part.tsx";
import type { ConfirmDialogProps } from "./confirm-dialog-radix.tsx";
import { useToast } from "./toast.tsx";

// Radix's dialog code is not on a page's first-load path: it loads with the founder's first key press or tap
// (or with the first question, if that comes sooner), and the dialog is mounted closed as soon as it has
// loaded, so a founder who tabs to Delete finds it ready and opening it is an ordinary open.
const RadixConfirmDialog = lazyPart(
  () => import("./confirm-dialog-radix.tsx"),
  (m) => m.RadixConfirmDialog,
);

/**
 * A destructive or blocking question: focus starts on Cancel, Escape cancels, focus returns to its opener.
 * When its code cannot be fetched, the question is cancelled and the founder told, so nothing is done unasked.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const toast = useToast();
  const [mounted, setMounted] = useState(props.open);
  if (props.open && !mounted) setMounted(true);
  useEffect(() => (mounted ? undefined : whenFirstInput(() => setMounted(true))), [mounted]);
  if (!mounted) return null;
  return (
    <RadixConfirmDialog
      {...props}
      onFail={() => {
        setMounted(false);
        if (!props.open) return;
        props.onCancel();
        toast(PART_LOAD_FAILED, "error");
      }}
    />
  );
}
