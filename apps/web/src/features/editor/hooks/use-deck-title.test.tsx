import type { Deck } from "@pds/contracts";
import { act, cleanup, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { SyncError } from "../../../lib/sync/sync-client.ts";
import { live, resetLive } from "../../../test/fake-sync.ts";
import { saveMessages, useDeckTitle } from "./use-deck-title.ts";

vi.mock("../../../lib/sync/hooks.ts", () => import("../../../test/fake-sync.ts").then((m) => m.fakeHooks));

const deckTitled = (title: string): Deck => ({
  _id: "deck-1",
  title,
  version: 1,
  theme: "slate",
  createdAt: 1,
  updatedAt: 1,
});

function renderTitle(initial: Deck, onDeckReplaced: (deckId: string) => void = () => {}) {
  return renderHook(
    ({ deck }: { deck: Deck }) => useDeckTitle({ deck, slides: [], onDeckReplaced, markSynced: () => {} }),
    {
      initialProps: { deck: initial },
      wrapper: ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>,
    },
  );
}

beforeEach(() => {
  resetLive();
  live.calls["decks.updateDeck"] = vi.fn(() => Promise.resolve(null));
  live.calls["decks.restoreDeck"] = vi.fn(() => Promise.resolve("deck-2"));
});

afterEach(cleanup);

const failSaveWith = (error: Error) => live.calls["decks.updateDeck"]?.mockRejectedValue(error);

describe("useDeckTitle", () => {
  it("keeps a saved rename on screen until the live deck catches up, then follows the live deck", async () => {
    const view = renderTitle(deckTitled("Old name"));
    await act(async () => view.result.current.rename("Phoenix Deck"));
    expect(live.calls["decks.updateDeck"]).toHaveBeenCalledWith({
      deckId: "deck-1",
      title: "Phoenix Deck",
      expectedVersion: 1,
    });
    // Saved (nothing left unsaved), but the live update has not arrived: the old title must not come back.
    expect(view.result.current).toMatchObject({ title: "Phoenix Deck", dirty: false });
    view.rerender({ deck: deckTitled("Phoenix Deck") });
    expect(view.result.current).toMatchObject({ title: "Phoenix Deck", dirty: false });
    // A rename from another tab shows as it arrives.
    view.rerender({ deck: deckTitled("Renamed elsewhere") });
    expect(view.result.current.title).toBe("Renamed elsewhere");
  });

  it("recreates the deck when the save answers NOT_FOUND, whatever the message says", async () => {
    failSaveWith(new SyncError("NOT_FOUND", "Gone."));
    const onDeckReplaced = vi.fn();
    const view = renderTitle(deckTitled("Old name"), onDeckReplaced);
    await act(async () => view.result.current.rename("Phoenix Deck"));
    expect(live.calls["decks.restoreDeck"]).toHaveBeenCalledWith({
      title: "Phoenix Deck",
      theme: "slate",
      slides: [],
    });
    expect(onDeckReplaced).toHaveBeenCalledWith("deck-2");
    expect(screen.getByRole("status")).toHaveTextContent(saveMessages.recreated);
  });

  it("keeps the founder's title and says so when another tab renamed the deck first", async () => {
    failSaveWith(new SyncError("CONFLICT", "Changed elsewhere."));
    const view = renderTitle(deckTitled("Old name"));
    await act(async () => view.result.current.rename("Phoenix Deck"));
    expect(screen.getByRole("alert")).toHaveTextContent(saveMessages.renamedElsewhere("Old name"));
    expect(view.result.current).toMatchObject({ title: "Phoenix Deck", dirty: true });
    expect(live.calls["decks.restoreDeck"]).not.toHaveBeenCalled();
  });

  it.each([
    ["another code", new SyncError("INVALID_INPUT", "Deck not found (nonexistent document).")],
    ["no code", new Error("Deck not found (nonexistent document).")],
  ])('does not recreate on "nonexistent document" text with %s', async (_, error) => {
    failSaveWith(error);
    const view = renderTitle(deckTitled("Old name"));
    await act(async () => view.result.current.rename("Phoenix Deck"));
    expect(live.calls["decks.restoreDeck"]).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent(saveMessages.failed);
  });
});
