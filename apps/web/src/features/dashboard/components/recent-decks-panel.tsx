import { FileText } from "lucide-react";
import { useRef } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Panel, PanelMessage } from "../../../components/ui/panel.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useFocusFallback } from "../../../hooks/use-focus-fallback.ts";
import { useSlow } from "../../../hooks/use-slow.ts";
import { formatShortDate } from "../../../lib/format-date.ts";
import { useLiveQuery } from "../../../lib/sync/hooks.ts";
import { DeckViewSummary, useDeckViewStats } from "../../sharing/index.ts";
import { DeleteDeckButton } from "./delete-deck-button.tsx";

export const DECK_SKELETON_ROWS = 3;

export function RecentDecksPanel() {
  const navigate = useNavigate();
  const { data: decks, error } = useLiveQuery("decks.getDecks", {});
  const viewStats = useDeckViewStats();
  const slow = useSlow(decks === undefined && !error);
  const startNew = () => navigate("/create", { state: { newDeck: true } });
  const content = useRef<HTMLDivElement>(null);
  // A deleted deck's row took its focused Delete button with it: continue from the first deck left
  // (or "Create your first deck").
  useFocusFallback(decks?.length, () => content.current?.querySelector<HTMLElement>("button"));

  let body;
  if (error && decks === undefined) {
    body = (
      <PanelMessage title="We couldn't load your decks.">
        <p className="text-sm text-slate-500">{error.message}</p>
      </PanelMessage>
    );
  } else if (decks === undefined) {
    body = (
      <div aria-busy="true" aria-label="Loading decks">
        <ul className="flex flex-col">
          {Array.from({ length: DECK_SKELETON_ROWS }, (_, index) => (
            <li key={index} data-testid="deck-skeleton" className="flex items-center gap-4 px-3 py-3">
              <Skeleton className="size-9 rounded-lg" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-2/5" />
                <Skeleton className="h-3 w-3/5" />
              </div>
            </li>
          ))}
        </ul>
        {slow ? (
          <p className="px-3 pb-3 text-sm text-slate-500">Still loading… this is taking longer than usual.</p>
        ) : null}
      </div>
    );
  } else if (decks.length === 0) {
    body = (
      <PanelMessage title="No decks yet">
        <p className="max-w-xs text-sm text-slate-500">
          Write a short brief and your copilot drafts the first version.
        </p>
        <Button onClick={startNew}>Create your first deck</Button>
      </PanelMessage>
    );
  } else {
    body = (
      <ul className="flex flex-col divide-y divide-slate-100">
        {decks.map((deck) => (
          <li key={deck._id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent-50 text-accent-700">
              <FileText className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{deck.title || "Untitled Deck"}</p>
              <p className="mt-0.5 text-xs text-slate-500">
                Created {formatShortDate(deck.createdAt)} · Updated {formatShortDate(deck.updatedAt)}
              </p>
              <DeckViewSummary stats={viewStats.get(deck._id)} />
            </div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => navigate("/create", { state: { deckId: deck._id } })}
              aria-label={`Open deck ${deck.title || "Untitled Deck"}`}
            >
              Open deck
            </Button>
            <DeleteDeckButton deck={deck} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Panel
      title="Recent decks"
      action={
        decks && decks.length > 0 ? (
          <Link
            to="/create"
            state={{ newDeck: true }}
            className="text-sm font-medium text-accent-700 underline-offset-4 hover:underline"
          >
            Start new
          </Link>
        ) : null
      }
    >
      <div ref={content}>{body}</div>
    </Panel>
  );
}
