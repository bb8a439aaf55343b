import type { Slide } from "@pds/contracts";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import type { SlideChanges } from "../hooks/use-slide-actions.ts";

export const conflictText = {
  title: "This slide changed in another tab",
  description:
    "It was saved somewhere else after you started editing, so your save was not applied. Both versions are below; nothing you typed is lost.",
  theirs: "Saved in another tab",
  yours: "Your version",
  keepMine: "Keep my version",
  useTheirs: "Use the other version",
  copy: "Copy my version",
  copied: "Copied",
} as const;

interface Props {
  open: boolean;
  theirs: Slide;
  yours: Required<SlideChanges>;
  /** Save the founder's version over the other one. */
  onKeepMine: () => void;
  /** Drop the founder's edits and show the other version. */
  onUseTheirs: () => void;
  /** Back to the form, the founder's text still in it. */
  onClose: () => void;
  busy?: boolean;
}

/** The plain text of a version, as copied to the clipboard: the founder can paste it anywhere. */
export const versionText = (slide: Required<SlideChanges>) =>
  [slide.title, slide.content, slide.notes ? `Speaker notes:\n${slide.notes}` : ""]
    .filter(Boolean)
    .join("\n\n");

function Version({ heading, slide }: { heading: string; slide: Required<SlideChanges> }) {
  return (
    <section
      aria-label={heading}
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-200 p-4"
    >
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{heading}</h3>
      <p className="font-semibold break-words text-slate-900">{slide.title}</p>
      <p className="text-sm break-words whitespace-pre-line text-slate-700">{slide.content}</p>
      {slide.notes ? (
        <p className="border-t border-slate-100 pt-2 text-xs break-words whitespace-pre-line text-slate-600">
          {slide.notes}
        </p>
      ) : null}
    </section>
  );
}

export function SlideConflictDialog(props: Props) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    // The clipboard can be refused (no permission, insecure context); the text stays in the form either way.
    await navigator.clipboard
      .writeText(versionText(props.yours))
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) props.onClose();
        setCopied(false);
      }}
      title={conflictText.title}
      description={conflictText.description}
      // `sm:` so it follows the base `max-w-md` in the stylesheet: two versions side by side need the room.
      className="sm:max-w-2xl"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Version heading={conflictText.theirs} slide={props.theirs} />
        <Version heading={conflictText.yours} slide={props.yours} />
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => void copy()} aria-live="polite">
          {copied ? conflictText.copied : conflictText.copy}
        </Button>
        <Button variant="secondary" onClick={props.onUseTheirs} disabled={props.busy}>
          {conflictText.useTheirs}
        </Button>
        <Button onClick={props.onKeepMine} disabled={props.busy}>
          {conflictText.keepMine}
        </Button>
      </div>
    </Dialog>
  );
}
