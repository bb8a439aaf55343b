import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { useOpenerFocus } from "../../hooks/use-opener-focus.ts";
import { cn } from "./cn.ts";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}

/** A modal dialog: focus trapped, Escape and the Close button dismiss it, focus returns to its opener. */
export function Dialog({ open, onOpenChange, title, description, children, className }: DialogProps) {
  const returnFocus = useOpenerFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-sm" />
        <RadixDialog.Content
          onCloseAutoFocus={returnFocus}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2",
            "overflow-y-auto rounded-2xl bg-white p-6 shadow-pop focus:outline-none sm:p-8",
            className,
          )}
        >
          <div className="mb-6 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-xl font-semibold tracking-tight text-slate-900">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-slate-500">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              className="-mt-1 -mr-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
