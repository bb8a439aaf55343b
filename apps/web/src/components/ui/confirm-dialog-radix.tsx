import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useOpenerFocus } from "../../hooks/use-opener-focus.ts";
import { buttonClasses } from "./button.tsx";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The dialog of `ConfirmDialog` (confirm-dialog.tsx), which loads it off the first-load path. */
export function RadixConfirmDialog(props: ConfirmDialogProps) {
  const returnFocus = useOpenerFocus(props.open);
  return (
    <AlertDialog.Root open={props.open} onOpenChange={(open) => !open && props.onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-sm" />
        <AlertDialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-pop"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {props.title}
          </AlertDialog.Title>
          {props.description ? (
            <AlertDialog.Description className="mt-2 text-sm text-slate-600">
              {props.description}
            </AlertDialog.Description>
          ) : (
            <AlertDialog.Description className="sr-only">{props.title}</AlertDialog.Description>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses("secondary")}>
              {props.cancelLabel ?? "Cancel"}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses(props.destructive ? "danger" : "primary")}
              onClick={props.onConfirm}
            >
              {props.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
