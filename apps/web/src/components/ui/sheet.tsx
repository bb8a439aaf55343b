import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { useOpenerFocus } from "../../hooks/use-opener-focus.ts";

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name; the content carries its own visible headings. */
  title: string;
  description: string;
  children: ReactNode;
}

/**
 * A modal panel from the right edge (the whole screen on phones): focus moves in and is trapped there,
 * Escape, the overlay and the Close button dismiss it, and focus returns to the control that opened it.
 */
export function Sheet({ open, onOpenChange, title, description, children }: SheetProps) {
  const returnFocus = useOpenerFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30 backdrop-blur-[2px]" />
        <RadixDialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-slate-50 shadow-pop focus:outline-none sm:max-w-md sm:border-l sm:border-slate-200"
        >
          <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>
          {children}
          {/* After the content in the DOM, so focus starts on the content, not on Close. */}
          <RadixDialog.Close
            className="absolute top-2 right-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            aria-label={`Close ${title}`}
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
