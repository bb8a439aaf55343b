import type { DeckWithSlides } from "@pds/contracts";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../components/ui/toast.tsx";
import { SyncError } from "../../lib/sync/sync-client.ts";
import { live, resetLive } from "../../test/fake-sync.ts";
import { CreateRoute } from "./create.tsx";
// The route loads the editor lazily; loaded here first, it renders on the first tick as in a warm browser.
import "../../features/editor/components/editor-workspace.tsx";

vi.mock("../../lib/sync/hooks.ts", () => import("../../test/fake-sync.ts").then((m) => m.fakeHooks));

const deck: DeckWithSlides = {
  deck: { _id: "deck-1", title: "Old name", version: 1, theme: "slate", createdAt: 1, updatedAt: 1 },
  slides: [
    {
      _id: "s1",
      deckId: "deck-1",
      position: 0,
      title: "Problem",
      content: "Lost revenue",
      notes: "",
      version: 1,
      layout: "bullets",
      fields: {},
    },
  ],
};
const showDeck = (value: DeckWithSlides | null) => {
  live.queries["decks.getDeckWithSlidesByStringId"] = { data: value, error: null };
};
const missing = () => new SyncError("NOT_FOUND", "Deck not found.");

function renderEditor() {
  const router = createMemoryRouter([{ path: "/create", element: <CreateRoute /> }], {
    initialEntries: ["/create?deck=deck-1"],
  });
  render(<RouterProvider router={router} />, { wrapper: ToastProvider });
  return {
    router,
    /** Another tab deletes the deck: the live query answers null (and the editor re-renders). */
    deleteElsewhere: async () => {
      showDeck(null);
      await act(() => router.navigate("/create?deck=deck-1", { replace: true }));
    },
  };
}

beforeEach(() => {
  resetLive({
    "decks.updateDeck": vi.fn(() => Promise.reject(missing())),
    "decks.restoreDeck": vi.fn(() => Promise.resolve("deck-2")),
  });
  showDeck(deck);
  window.sessionStorage.clear();
});
afterEach(cleanup);

describe("a deck deleted in another tab while the editor holds an unsaved rename", () => {
  it("keeps the rename being typed, and committing it recreates the deck under that title", async () => {
    const user = userEvent.setup();
    const view = renderEditor();
    await user.click(await screen.findByRole("button", { name: "Rename deck: Old name" }));
    await user.clear(screen.getByRole("textbox", { name: "Deck title" }));
    await user.type(screen.getByRole("textbox", { name: "Deck title" }), "Phoenix Deck");

    await view.deleteElsewhere();
    expect(screen.queryByRole("heading", { name: "Deck not found" })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Deck title" })).toHaveValue("Phoenix Deck");
    expect(screen.getByText(/deleted elsewhere/)).toBeInTheDocument();

    await user.keyboard("{Enter}");
    expect(live.calls["decks.restoreDeck"]).toHaveBeenCalledWith({
      title: "Phoenix Deck",
      theme: "slate",
      slides: [
        { title: "Problem", content: "Lost revenue", notes: "", body: { layout: "bullets", fields: {} } },
      ],
    });
    expect(await screen.findByRole("status")).toHaveTextContent("Deck was recreated and saved.");
    expect(view.router.state.location.search).toBe("?deck=deck-2");
  });

  it("keeps a rename whose save failed, and Save recreates the deck with it", async () => {
    const user = userEvent.setup();
    live.calls["decks.updateDeck"]?.mockRejectedValueOnce(new SyncError("UPSTREAM_FAILED", "Try again."));
    const view = renderEditor();
    await user.click(await screen.findByRole("button", { name: "Rename deck: Old name" }));
    await user.clear(screen.getByRole("textbox", { name: "Deck title" }));
    await user.type(screen.getByRole("textbox", { name: "Deck title" }), "Phoenix Deck{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Saving failed. Please try again.");

    await view.deleteElsewhere();
    const strip = within(screen.getByRole("complementary", { name: "Slides" }));
    expect(strip.getByRole("button", { name: "Rename deck: Phoenix Deck" })).toHaveTextContent("(unsaved)");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(live.calls["decks.restoreDeck"]).toHaveBeenCalledWith({
      title: "Phoenix Deck",
      theme: "slate",
      slides: [
        { title: "Problem", content: "Lost revenue", notes: "", body: { layout: "bullets", fields: {} } },
      ],
    });
    expect(await screen.findByRole("status")).toHaveTextContent("Deck was recreated and saved.");
  });

  it("with nothing unsaved shows Deck not found, as before", async () => {
    const view = renderEditor();
    await view.deleteElsewhere();
    expect(screen.getByRole("heading", { name: "Deck not found" })).toBeInTheDocument();
  });
});
