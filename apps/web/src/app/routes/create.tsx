import { useCallback, useState } from "react";
import { DeckLoadError } from "../../features/editor/components/deck-load-error.tsx";
import { DeckNotFound } from "../../features/editor/components/deck-not-found.tsx";
import { EditorWorkspace } from "../../features/editor/components/editor-workspace.tsx";
import { useActiveDeck } from "../../features/editor/hooks/use-active-deck.ts";
import { useKeptDeck } from "../../features/editor/hooks/use-kept-deck.ts";
import { useGenerateDeck } from "../../features/editor/hooks/use-generate-deck.ts";
import { useLiveQuery } from "../../lib/sync/hooks.ts";

export function CreateRoute() {
  const { deckId, initialSlideId, wantsNewDeck, openDeck, forgetDeck } = useActiveDeck();
  const [showBrief, setShowBrief] = useState(wantsNewDeck);
  const generation = useGenerateDeck();
  // The deck whose brief asked for research, once its draft is done: the editor's Research button starts it.
  const [researchDeckId, setResearchDeckId] = useState<string | null>(null);
  const clearResearchRequest = useCallback(() => setResearchDeckId(null), []);
  const { data, error } = useLiveQuery("decks.getDeckWithSlidesByStringId", deckId ? { deckId } : "skip");
  const { kept, vanished } = useKeptDeck(deckId, data);
  // A deck deleted in another tab while a rename is unsaved stays open (as last seen), so Save can
  // recreate it under the new title; with nothing unsaved, "Deck not found" as for any missing deck.
  const [unsavedRename, setUnsavedRename] = useState(false);
  const keepOpen = vanished && unsavedRename;
  if (deckId && error && data === undefined) return <DeckLoadError message={error.message} />;
  if (deckId && data === null && !keepOpen) {
    return (
      <DeckNotFound
        onStartNew={() => {
          forgetDeck();
          setShowBrief(true);
        }}
      />
    );
  }
  return (
    <EditorWorkspace
      key={deckId ?? "new"}
      data={keepOpen ? (kept ?? undefined) : (data ?? undefined)}
      vanished={keepOpen}
      onUnsavedRenameChange={setUnsavedRename}
      initialSlideId={initialSlideId}
      showBrief={showBrief}
      generating={Boolean(deckId) && generation.generatingDeckId === deckId}
      researchRequested={Boolean(deckId) && researchDeckId === deckId}
      onResearchRequestHandled={clearResearchRequest}
      onShowBriefChange={setShowBrief}
      onOpenDeck={openDeck}
      onDeckStarted={(newDeckId, brief, replaceExisting, options) => {
        openDeck(newDeckId);
        if (!brief) return;
        void generation.run(newDeckId, brief, replaceExisting).then((drafted) => {
          if (drafted && options.research) setResearchDeckId(newDeckId);
        });
      }}
    />
  );
}
