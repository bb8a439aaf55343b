import type { Message } from "@pds/contracts";
import { Check, Undo2 } from "lucide-react";
import { useState } from "react";
import { useToast } from "../../../components/ui/toast.tsx";
import { useMutation } from "../../../lib/sync/hooks.ts";

export const UNDO_FAILED = "Those changes could not be undone. Please try again.";

/** Under a copilot reply that changed the deck: one click puts its slides back as they were. */
export function UndoEdit({ message }: { message: Message }) {
  const toast = useToast();
  const undo = useMutation("messages.undoCopilotEdit");
  const [busy, setBusy] = useState(false);
  if (message.undo === "done") {
    return (
      <p className="mt-1.5 flex items-center gap-1 text-xs text-slate-500">
        <Check className="size-3.5" aria-hidden="true" />
        Changes undone
      </p>
    );
  }
  if (message.undo !== "available") return null;
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        undo({ messageId: message._id })
          .then(() => toast("Changes undone", "success"))
          .catch((error: unknown) => toast(error instanceof Error ? error.message : UNDO_FAILED, "error"))
          .finally(() => setBusy(false));
      }}
      className="mt-1.5 flex w-fit items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium text-accent-700 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-accent-600 disabled:opacity-50"
    >
      <Undo2 className="size-3.5" aria-hidden="true" />
      {busy ? "Undoing…" : "Undo these changes"}
    </button>
  );
}
