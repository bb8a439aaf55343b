import type { Deck, Slide } from "@pds/contracts";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { live, resetLive } from "../../../test/fake-sync.ts";
import { deckFixture as deck, slideFixture as slide } from "../../../test/fixtures.ts";
import { AUTO_DECK_TITLE } from "../hooks/use-start-deck.ts";
import { NewDeckBrief } from "./new-deck-brief.tsx";

vi.mock("../../../lib/sync/hooks.ts", () => import("../../../test/fake-sync.ts").then((m) => m.fakeHooks));

const answer = (name: string, data: unknown) => {
  live.queries[name] = { data, error: null };
};

/** The brief under a route that re-renders on navigation, as a live query's answer re-renders it. */
function Harness({ onDeckStarted }: { onDeckStarted: () => void }) {
  useLocation();
  return <NewDeckBrief onDeckStarted={onDeckStarted} />;
}

function renderBrief() {
  const onDeckStarted = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "/create",
        element: (
          <ToastProvider>
            <Harness onDeckStarted={onDeckStarted} />
          </ToastProvider>
        ),
      },
    ],
    { initialEntries: ["/create"] },
  );
  render(<RouterProvider router={router} />);
  return { onDeckStarted, rerender: () => act(() => router.navigate("/create?again", { replace: true })) };
}

beforeEach(() => {
  resetLive();
  window.sessionStorage.clear();
});
afterEach(cleanup);

describe("dismissing the brief of a new deck", () => {
  const untouched = deck({ _id: "auto-1", title: AUTO_DECK_TITLE, createdAt: 5, updatedAt: 5 });
  const emptyDeckAnswers = (target: Deck, slides: Slide[] = [], messages: unknown[] = []) => {
    answer("decks.getDecks", [target]);
    answer("decks.getDeckWithSlidesByStringId", { deck: target, slides });
    answer("messages.getMessages", messages);
    answer("sources.getSources", []);
  };
  const dismissals: [string, (user: ReturnType<typeof userEvent.setup>) => Promise<void>][] = [
    ["Escape", (user) => user.keyboard("{Escape}")],
    ["✕", (user) => user.click(screen.getByRole("button", { name: "Close" }))],
    ["Not now", (user) => user.click(screen.getByRole("button", { name: "Not now" }))],
  ];

  it.each(dismissals)(
    "with %s reopens the founder's untouched empty deck instead of making another",
    async (_, dismiss) => {
      const user = userEvent.setup();
      live.calls["decks.createDeck"] = vi.fn(() => Promise.resolve("new-deck"));
      emptyDeckAnswers(untouched);
      const { onDeckStarted } = renderBrief();
      await dismiss(user);
      await vi.waitFor(() => expect(onDeckStarted).toHaveBeenCalledWith("auto-1", null, { research: false }));
      expect(live.calls["decks.createDeck"]).not.toHaveBeenCalled();
    },
  );

  it.each([
    [
      "renamed or briefed (updated since created)",
      deck({ title: AUTO_DECK_TITLE, createdAt: 5, updatedAt: 9 }),
      0,
      0,
    ],
    ["titled by the founder", deck({ title: "Stockly seed", createdAt: 5, updatedAt: 5 }), 0, 0],
    ["holding a slide", untouched, 1, 0],
    ["holding a conversation", untouched, 0, 1],
  ])("makes a new deck when the founder's last one is %s", async (_, target, slideCount, messageCount) => {
    const user = userEvent.setup();
    live.calls["decks.createDeck"] = vi.fn(() => Promise.resolve("new-deck"));
    const messages = Array.from({ length: messageCount }, (__, i) => ({
      _id: `m${i}`,
      deckId: target._id,
      role: "user",
      content: "Hi",
    }));
    emptyDeckAnswers(target, slideCount ? [slide("s1", 0)] : [], messages);
    const { onDeckStarted } = renderBrief();
    await user.keyboard("{Escape}");
    await vi.waitFor(() => expect(onDeckStarted).toHaveBeenCalledWith("new-deck", null, { research: false }));
    expect(live.calls["decks.createDeck"]).toHaveBeenCalledWith({ title: AUTO_DECK_TITLE });
  });

  it("waits for the founder's decks before deciding, so a quick Escape does not make a duplicate", async () => {
    const user = userEvent.setup();
    live.calls["decks.createDeck"] = vi.fn(() => Promise.resolve("new-deck"));
    const view = renderBrief();
    await user.keyboard("{Escape}");
    expect(live.calls["decks.createDeck"]).not.toHaveBeenCalled();
    emptyDeckAnswers(untouched);
    await view.rerender();
    await vi.waitFor(() =>
      expect(view.onDeckStarted).toHaveBeenCalledWith("auto-1", null, { research: false }),
    );
    expect(live.calls["decks.createDeck"]).not.toHaveBeenCalled();
  });
});

describe("continuing with a brief", () => {
  it("makes the deck, saves the brief and passes on the research choice (on by default)", async () => {
    const user = userEvent.setup();
    live.calls["decks.createDeck"] = vi.fn(() => Promise.resolve("new-deck"));
    live.calls["briefs.saveBrief"] = vi.fn(() => Promise.resolve(null));
    answer("decks.getDecks", []);
    const { onDeckStarted } = renderBrief();
    await user.type(screen.getByLabelText("Deck title"), "Stockly seed");
    await user.type(screen.getByLabelText("Startup name"), "Stockly");
    await user.type(screen.getByLabelText("Startup overview"), "Inventory for corner shops.");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await vi.waitFor(() =>
      expect(onDeckStarted).toHaveBeenCalledWith(
        "new-deck",
        expect.objectContaining({ title: "Stockly seed", startupName: "Stockly" }),
        { research: true },
      ),
    );
    expect(live.calls["decks.createDeck"]).toHaveBeenCalledWith({ title: "Stockly seed" });
  });
});
