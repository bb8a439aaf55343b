import { useRef } from "react";
import { useSearchProvider } from "../../../hooks/use-search-provider.ts";
import { useStartDeck } from "../hooks/use-start-deck.ts";
import type { BriefFields, BriefOptions } from "../lib/brief.ts";
import { BriefModal } from "./brief-modal.tsx";
import { EditorSkeleton } from "./editor-skeleton.tsx";

interface Props {
  /** The deck was made ("Continue" with the brief, or a dismissal without one); with a brief, drafting starts. */
  onDeckStarted: (deckId: string, brief: BriefFields | null, options: BriefOptions) => void;
}

/**
 * /create before there is a deck: the brief, over the editor's frame. It needs none of the editor's code,
 * so a founder starting a deck can type as soon as the page shows; the editor loads while they write.
 */
export function NewDeckBrief({ onDeckStarted }: Props) {
  const searchProvider = useSearchProvider();
  const options = useRef<BriefOptions>({ research: false });
  const starter = useStartDeck((deckId, fields) => onDeckStarted(deckId, fields, options.current), true);
  return (
    <>
      <EditorSkeleton />
      <BriefModal
        busy={starter.busy}
        searchProvider={searchProvider}
        onContinue={(fields, chosen) => {
          options.current = chosen;
          void starter.start(fields);
        }}
        onNotNow={() => {
          options.current = { research: false };
          void starter.dismiss();
        }}
      />
    </>
  );
}
