import type { DeckWithSlides, Slide } from "@pds/contracts";
import { useEffect, useRef, useState } from "react";
import { lazyPart, PART_LOAD_FAILED } from "../../../components/lazy-part.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { useLiveQuery, useMutation } from "../../../lib/sync/hooks.ts";
import { useDeckTitle } from "../hooks/use-deck-title.ts";
import { useSyncedAt } from "../hooks/use-editor-sync.ts";
import { LEAVE_WARNING, useLeaveGuard } from "../hooks/use-leave-guard.ts";
import { useSlideActions } from "../hooks/use-slide-actions.ts";
import { useStartDeck } from "../hooks/use-start-deck.ts";
import { useSearchProvider } from "../../../hooks/use-search-provider.ts";
import type { BriefFields, BriefOptions } from "../lib/brief.ts";
import { AssistantDock } from "./assistant-dock.tsx";
import { BriefModal } from "./brief-modal.tsx";
import { COMPOSE_REQUEST, CopilotPanel, useCopilot } from "../../copilot/index.ts";
import { GeneratingOverlay } from "./generating-overlay.tsx";
import { GenerationNotice } from "./generation-notice.tsx";
import { DeckLoading } from "./deck-loading.tsx";
import { DeckThemeProvider } from "./deck-theme-provider.tsx";
import { DeckVanishedNotice } from "./deck-vanished-notice.tsx";
import { DeckTitleInput } from "./deck-title-input.tsx";
import { EditorTopBar } from "./editor-top-bar.tsx";
import { GetStarted } from "./get-started.tsx";
import { moveItem, SlideStrip } from "./slide-strip.tsx";
import { SlidePane } from "./slide-pane.tsx";

// Present mode (and its presenter view) loads when the founder presents, not with the editor.
const PresentMode = lazyPart(
  () => import("./present-mode.tsx"),
  (m) => m.PresentMode,
);

interface Props {
  data: DeckWithSlides | undefined;
  /** The slide to select first (a deep link from a session review); the first slide when absent or gone. */
  initialSlideId?: string | null;
  showBrief: boolean;
  generating: boolean;
  /** The brief asked for research and the draft is done: the Research button starts the run. */
  /** The draft of this deck just ended: the slide strip takes focus if nothing holds it. */
  draftEnded?: boolean;
  onDraftEndSeen?: () => void;
  researchRequested: boolean;
  onResearchRequestHandled: () => void;
  onShowBriefChange: (open: boolean) => void;
  /** The deck was deleted elsewhere and `data` is its last known state: Save recreates it. */
  vanished?: boolean;
  /** Whether a rename is unsaved (being typed, or not yet confirmed), so the route can keep the editor. */
  onUnsavedRenameChange?: (unsaved: boolean) => void;
  onOpenDeck: (deckId: string) => void;
  /** A deck was created or briefed from the modal; with a brief, drafting starts (then research, if asked). */
  onDeckStarted: (
    deckId: string,
    brief: BriefFields | null,
    replaceExisting: boolean,
    options: BriefOptions,
  ) => void;
}

function ordered(slides: Slide[], pendingOrder: string[] | null): Slide[] {
  if (!pendingOrder) return slides;
  const byId = new Map(slides.map((slide) => [slide._id, slide]));
  const inOrder = pendingOrder.map((id) => byId.get(id)).filter((slide): slide is Slide => Boolean(slide));
  return inOrder.length === slides.length ? inOrder : slides;
}

/**
 * The editor of one deck: top bar, slide strip, selected slide, and the deck's brief when the founder opens
 * it (a new deck's first brief is `NewDeckBrief`, before this code loads).
 */
export function EditorWorkspace(props: Props) {
  const { data, showBrief, generating, onShowBriefChange, onOpenDeck } = props;
  const deck = data?.deck;
  const { syncedAt, markSynced } = useSyncedAt(deck?.updatedAt);
  const actions = useSlideActions(deck?._id, markSynced);
  const slides = ordered(data?.slides ?? [], actions.pendingOrder);
  const title = useDeckTitle({ deck, slides, onDeckReplaced: onOpenDeck, markSynced });
  const [typingTitle, setTypingTitle] = useState(false);
  const unsavedRename = title.dirty || typingTitle;
  const { onUnsavedRenameChange } = props;
  useEffect(() => onUnsavedRenameChange?.(unsavedRename), [onUnsavedRenameChange, unsavedRename]);
  const brief = useLiveQuery("briefs.getBrief", deck ? { deckId: deck._id } : "skip");
  const [replacing, setReplacing] = useState<BriefFields | null>(null);
  const briefOptions = useRef<BriefOptions>({ research: false });
  const starter = useStartDeck((deckId, fields) => {
    onShowBriefChange(false);
    props.onDeckStarted(deckId, fields, Boolean(data?.slides.length), briefOptions.current);
  });
  const searchProvider = useSearchProvider();
  const copilot = useCopilot(deck?._id);
  const cancelGeneration = useMutation("ai.cancelGeneration");
  const stopDrafting = () => {
    if (deck) void cancelGeneration({ deckId: deck._id }).catch(() => undefined);
  };
  const [copilotOpen, setCopilotOpen] = useState(false);
  const submitBrief = (deckId: string, fields: BriefFields, options: BriefOptions) => {
    briefOptions.current = options;
    if (slides.length > 0) setReplacing(fields);
    else void starter.start(fields, deckId);
  };
  const [selectedId, setSelectedId] = useState<string | null>(props.initialSlideId ?? null);
  const [editing, setEditing] = useState(false);
  const [slideDirty, setSlideDirty] = useState(false);
  const [presenting, setPresenting] = useState(false);
  const toast = useToast();
  const blocker = useLeaveGuard(title.dirty || slideDirty);

  const selectedIndex = Math.max(
    0,
    slides.findIndex((slide) => slide._id === selectedId),
  );
  const selected = slides[selectedIndex];
  const select = (slideId: string) => {
    if (editing && slideDirty && !window.confirm(LEAVE_WARNING)) return;
    setEditing(false);
    setSlideDirty(false);
    setSelectedId(slideId);
  };
  const addSlide = async () => {
    const id = await actions.create();
    if (id) {
      setSelectedId(id);
      setEditing(true);
    }
  };
  const move = (from: number, delta: number) => {
    const ids = slides.map((slide) => slide._id);
    const next = moveItem(ids, from, from + delta);
    if (next !== ids) void actions.reorder(next);
  };

  const workspace = (
    <div className="flex h-dvh flex-col bg-slate-50">
      <EditorTopBar
        deckId={deck?._id}
        title={title.title}
        slides={slides}
        saving={title.saving}
        onSave={() => void title.save()}
        onPresent={() => setPresenting(true)}
        copilotOpen={copilotOpen}
        onToggleCopilot={() => setCopilotOpen((open) => !open)}
        researchRequested={props.researchRequested}
        onResearchRequestHandled={props.onResearchRequestHandled}
      />
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <SlideStrip
          titleInput={
            <DeckTitleInput
              title={title.title}
              dirty={title.dirty}
              onRename={title.rename}
              onEditingChange={setTypingTitle}
            />
          }
          slides={slides}
          selectedId={selected?._id ?? null}
          syncedAt={syncedAt}
          onSelect={select}
          onReorder={(ids) => void actions.reorder(ids)}
          onAddSlide={() => void addSlide()}
          adding={actions.creating}
          onCompose={() => void copilot.send(COMPOSE_REQUEST)}
          drafting={generating}
          onStopDrafting={stopDrafting}
          draftEnded={props.draftEnded}
          onDraftEndSeen={props.onDraftEndSeen}
          notice={
            <>
              {props.vanished ? <DeckVanishedNotice /> : null}
              {deck ? (
                <GenerationNotice
                  deckId={deck._id}
                  drafting={generating}
                  onRetry={() => onShowBriefChange(true)}
                />
              ) : null}
            </>
          }
        />
        <main className="min-h-0 flex-1 overflow-y-auto p-4 sm:p-8">
          {data === undefined ? (
            <DeckLoading />
          ) : selected ? (
            <SlidePane
              slide={selected}
              index={selectedIndex}
              count={slides.length}
              editing={editing}
              onEditingChange={setEditing}
              onDirtyChange={setSlideDirty}
              onSave={(edited, base) => actions.update(base, edited)}
              onDelete={() => {
                const neighbour = slides[selectedIndex + 1] ?? slides[selectedIndex - 1];
                setSelectedId(neighbour?._id ?? null);
                void actions.remove(selected);
              }}
              onMove={(delta) => move(selectedIndex, delta)}
            />
          ) : (
            <GetStarted
              onAddSlide={() => void addSlide()}
              adding={actions.creating}
              onOpenBrief={() => onShowBriefChange(true)}
            />
          )}
        </main>
        <AssistantDock
          open={copilotOpen}
          onOpenChange={setCopilotOpen}
          deckId={deck?._id}
          copilot={
            <CopilotPanel
              deckId={deck?._id}
              input={copilot.input}
              sending={copilot.sending}
              failure={copilot.failure}
              onInputChange={copilot.setInput}
              onSend={(text) => void copilot.send(text)}
              onRetry={() => void copilot.retry()}
            />
          }
        />
      </div>
      {generating && slides.length === 0 ? <GeneratingOverlay onCancel={stopDrafting} /> : null}
      <ConfirmDialog
        open={replacing !== null}
        title={`Replace the ${slides.length} slides in this deck with a new draft?`}
        description="Your copilot drafts a fresh deck from the brief. The current slides are removed."
        confirmLabel="Replace slides"
        destructive
        onCancel={() => setReplacing(null)}
        onConfirm={() => {
          const fields = replacing;
          setReplacing(null);
          if (fields && deck) void starter.start(fields, deck._id);
        }}
      />
      {showBrief && deck ? (
        <BriefModal
          initial={brief.data ?? { title: deck.title }}
          busy={starter.busy}
          searchProvider={searchProvider}
          onContinue={(fields, options) => submitBrief(deck._id, fields, options)}
          onNotNow={() => onShowBriefChange(false)}
        />
      ) : null}
      {presenting ? (
        <PresentMode
          slides={slides}
          startIndex={selectedIndex}
          onClose={() => setPresenting(false)}
          onFail={() => {
            setPresenting(false);
            toast(PART_LOAD_FAILED, "error");
          }}
        />
      ) : null}
      <ConfirmDialog
        open={blocker.state === "blocked"}
        title={LEAVE_WARNING}
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </div>
  );
  // Every slide drawn in the editor (canvas, strip, Present mode, previews) uses the deck's theme.
  return <DeckThemeProvider deck={deck}>{workspace}</DeckThemeProvider>;
}
