import { Share2 } from "lucide-react";
import { useState } from "react";
import { lazyPart, PART_LOAD_FAILED } from "../../../components/lazy-part.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";

// The sheet (links, analytics, versions) loads when first opened: the editor's first paint does not wait
// for it, and the dashboard, which shows only view figures, never downloads it.
const ShareSheet = lazyPart(
  () => import("./share-sheet.tsx"),
  (m) => m.ShareSheet,
);

/** The editor's Share button: opens the sheet (icon-only on phones). */
export function ShareButton({ deckId, disabled }: { deckId?: string; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const toast = useToast();
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        disabled={!deckId || disabled}
        aria-label="Share"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="max-sm:px-2.5"
      >
        <Share2 className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">Share</span>
      </Button>
      {deckId && opened ? (
        <ShareSheet
          deckId={deckId}
          open={open}
          onOpenChange={setOpen}
          onFail={() => {
            setOpened(false);
            setOpen(false);
            toast(PART_LOAD_FAILED, "error");
          }}
        />
      ) : null}
    </>
  );
}
