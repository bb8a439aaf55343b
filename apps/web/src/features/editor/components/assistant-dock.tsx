import type { ReactNode } from "react";
import { Sheet } from "../../../components/ui/sheet.tsx";
import { useMediaQuery } from "../../../hooks/use-media-query.ts";
import { SidePanel } from "./side-panel.tsx";

/** Tailwind's `xl`: from here the copilot has room beside the slide; the top bar hides its toggle. */
const WIDE = "(min-width: 1280px)";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  deckId: string | undefined;
  copilot: ReactNode;
}

/**
 * The copilot and sources panel: a column beside the slide on wide screens; below 1280 px a modal sheet
 * the top bar's Copilot button opens, so it never covers the editor while focus and Tab stay behind it.
 */
export function AssistantDock({ open, onOpenChange, deckId, copilot }: Props) {
  // Without matchMedia (jsdom) the wide layout is the one rendered, as before the sheet existed.
  const wide = useMediaQuery(WIDE, true);
  const panel = <SidePanel deckId={deckId} copilot={copilot} />;
  if (wide) return <div className="flex">{panel}</div>;
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Copilot"
      description="Ask your copilot to change the deck, or manage the deck's sources."
    >
      {panel}
    </Sheet>
  );
}
