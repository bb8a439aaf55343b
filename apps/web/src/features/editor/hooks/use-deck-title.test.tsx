import type { Deck } from "@pds/contracts";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { live, resetLive } from "../../research/test-helpers.ts";
import { useDeckTitle } from "./use-deck-title.ts";

vi.mock("../../../lib/sync/hooks.ts", () =>
  import("../../research/test-helpers.ts").then((m) => m.fakeHooks),
);

const deckTitled = (title: string): Deck => ({
  _id: "deck-1",
  title,
  createdAt: 1,
  updatedAt: 1,
});

function renderTitle(initial: Deck) {
  return renderHook(
    ({ deck }: { deck: Deck }) =>
      useDeckTitle({ deck, slides: [], onDeckReplaced: () => {}, markSynced: () => {} }),
    {
      initialProps: { deck: initial },
      wrapper: ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>,
    },
  );
}

beforeEach(() => {
  resetLive();
  live.calls["decks.updateDeck"] = vi.fn(() => Promise.resolve(null));
});

describe("useDeckTitle", () => {
  it("keeps a saved rename on screen until the live deck catches up, then follows the live deck", async () => {
    const view = renderTitle(deckTitled("Old name"));
    await act(async () => view.result.current.rename("Phoenix Deck"));
    expect(live.calls["decks.updateDeck"]).toHaveBeenCalledWith({ deckId: "deck-1", title: "Phoenix Deck" });
    // Saved (nothing left unsaved), but the live update has not arrived: the old title must not come back.
    expect(view.result.current).toMatchObject({ title: "Phoenix Deck", dirty: false });
    view.rerender({ deck: deckTitled("Phoenix Deck") });
    expect(view.result.current).toMatchObject({ title: "Phoenix Deck", dirty: false });
    // A rename from another tab shows as it arrives.
    view.rerender({ deck: deckTitled("Renamed elsewhere") });
    expect(view.result.current.title).toBe("Renamed elsewhere");
  });
});
