import type { Deck } from "@pds/contracts";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { useMutation } from "../../../lib/sync/hooks.ts";

export const DELETE_DECK_FAILED = "Failed to delete deck. Please try again.";

/** Deleting a deck asks first; the list updates live when it is gone. */
export function DeleteDeckButton({ deck }: { deck: Deck }) {
  const toast = useToast();
  const deleteDeck = useMutation("decks.deleteDeck");
  const [confirming, setConfirming] = useState(false);
  const title = deck.title || "Untitled Deck";
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setConfirming(true)}
        aria-label={`Delete deck ${title}`}
      >
        <Trash2 className="size-4 text-slate-500" aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Are you sure you want to delete "${title}"?`}
        description="The deck, its slides, brief and copilot history are removed. This cannot be undone."
        confirmLabel="Delete deck"
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          deleteDeck({ deckId: deck._id }).catch(() => toast(DELETE_DECK_FAILED, "error"));
        }}
      />
    </>
  );
}
