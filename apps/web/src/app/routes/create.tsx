import { useCallback, useEffect, useState } from "react";
import { lazyPart } from "../../components/lazy-part.tsx";
import { DeckLoadError } from "../../features/editor/components/deck-load-error.tsx";
import { DeckLoading } from "../../features/editor/components/deck-loading.tsx";
import { DeckNotFound } from "../../features/editor/components/deck-not-found.tsx";
import { EditorLoadFailed } from "../../features/editor/components/editor-load-failed.tsx";
import { EditorSkeleton } from "../../features/editor/components/editor-skeleton.tsx";
import { NewDeckBrief } from "../../features/editor/components/new-deck-brief.tsx";
import { useActiveDeck } from "../../features/editor/hooks/use-active-deck.ts";
import { useKeptDeck } from "../../features/editor/hooks/use-kept-deck.ts";
import { useGenerateDeck } from "../../features/editor/hooks/use-generate-deck.ts";
import type { BriefFields, BriefOptions } from "../../features/editor/lib/brief.ts";
import { whenFirstInput } from "../../lib/first-input.ts";
import { useLiveQuery } from "../../lib/sync/hooks.ts";

// The editor (slide renderer, menus, copilot, Present mode) is most of this route's code. A new deck's brief
// shows without it; an open deck asks for it at once, over the editor's frame.
const loadWorkspace = () => import("../../features/editor/components/editor-workspace.tsx");
const EditorWorkspace = lazyPart(
  loadWorkspace,
  (m) => m.EditorWorkspace,
  <EditorSkeleton>
    <DeckLoading />
  </EditorSkeleton>,
);

/** Fetches the editor's code on the founder's first key press or tap in the brief, long before it is needed. */
function usePreloadedWorkspace() {
  useEffect(() => whenFirstInput(() => void loadWorkspace().catch(() => undefined)), []);
}

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
  const [editorFailed, setEditorFailed] = useState(false);
  usePreloadedWorkspace();
  const started = (
    newDeckId: string,
    brief: BriefFields | null,
    replaceExisting: boolean,
    options: BriefOptions,
  ) => {
    openDeck(newDeckId);
    if (!brief) return;
    void generation.run(newDeckId, brief, replaceExisting).then((drafted) => {
      if (drafted && options.research) setResearchDeckId(newDeckId);
    });
  };
  if (!deckId && showBrief) {
    return (
      <NewDeckBrief
        onDeckStarted={(newDeckId, brief, options) => {
          setShowBrief(false);
          started(newDeckId, brief, false, options);
        }}
      />
    );
  }
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
  if (editorFailed) {
    return (
      <EditorSkeleton>
        <EditorLoadFailed onRetry={() => setEditorFailed(false)} />
      </EditorSkeleton>
    );
  }
  return (
    <EditorWorkspace
      key={deckId ?? "new"}
      onFail={() => setEditorFailed(true)}
      data={keepOpen ? (kept ?? undefined) : (data ?? undefined)}
      vanished={keepOpen}
      onUnsavedRenameChange={setUnsavedRename}
      initialSlideId={initialSlideId}
      showBrief={showBrief}
      generating={Boolean(deckId) && generation.generatingDeckId === deckId}
      draftEnded={Boolean(deckId) && generation.endedDeckId === deckId}
      onDraftEndSeen={generation.endSeen}
      researchRequested={Boolean(deckId) && researchDeckId === deckId}
      onResearchRequestHandled={clearResearchRequest}
      onShowBriefChange={setShowBrief}
      onOpenDeck={openDeck}
      onDeckStarted={started}
    />
  );
}
