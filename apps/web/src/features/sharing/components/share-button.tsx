import { Share2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";

// The sheet (links, analytics, versions) loads when first opened: the editor's first paint does not wait
// for it, and the dashboard, which shows only view figures, never downloads it.
const ShareSheet = lazy(() => import("./share-sheet.tsx").then((m) => ({ default: m.ShareSheet })));

/** The editor's Share button: opens the sheet (icon-only on phones). */
export function ShareButton({ deckId, disabled }: { deckId?: string; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
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
        <Suspense fallback={null}>
          <ShareSheet deckId={deckId} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
