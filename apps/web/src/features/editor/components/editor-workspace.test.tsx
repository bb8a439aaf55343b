import type { Deck, DeckWithSlides, Slide } from "@pds/contracts";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { live, resetLive } from "../../../test/fake-sync.ts";
import { AUTO_DECK_TITLE } from "../hooks/use-start-deck.ts";
import { EditorWorkspace } from "./editor-workspace.tsx";

vi.mock("../../../lib/sync/hooks.ts", () => import("../../../test/fake-sync.ts").then((m) => m.fakeHooks));

const answer = (name: string, data: unknown) => {
  live.queries[name] = { data, error: null };
};

const deck = (overrides: Partial<Deck> = {}): Deck => ({
  _id: "deck-1",
  title: "Stockly seed",
  createdAt: 1,
  updatedAt: 1,
  ...overrides,
});
const slide = (id: string, position: number): Slide => ({
  _id: id,
  deckId: "deck-1",
  position,
  title: `New Slide ${position + 1}`,
  content: "",
  notes: "",
});

interface Options {
  data?: DeckWithSlides;
  showBrief?: boolean;
}

function renderWorkspace({ data, showBrief = false }: Options = {}) {
  const onDeckStarted = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "/create",
        element: (
          <ToastProvider>
            <EditorWorkspace
              data={data}
              showBrief={showBrief}
              generating={false}
              researchRequested={false}
              onResearchRequestHandled={() => {}}
              onShowBriefChange={() => {}}
              onOpenDeck={() => {}}
              onDeckStarted={onDeckStarted}
            />
          </ToastProvider>
        ),
      },
    ],
    { initialEntries: ["/create"] },
  );
  render(<RouterProvider router={router} />);
  return { onDeckStarted };
}

beforeEach(() => {
  resetLive();
  window.sessionStorage.clear();
});
afterEach(cleanup);

describe("Add slide", () => {
  it("makes one slide when double-clicked or pressed twice while the first is being created", async () => {
    const user = userEvent.setup();
    let finish: (id: string) => void = () => {};
    live.calls["slides.createSlide"] = vi.fn(
      () => new Promise<unknown>((resolve) => (finish = resolve as (id: string) => void)),
    );
    renderWorkspace({ data: { deck: deck(), slides: [slide("s1", 0)] } });
    const strip = within(screen.getByRole("complementary", { name: "Slides" }));
    const add = strip.getByRole("button", { name: "Add slide" });
    await user.dblClick(add);
    add.focus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(live.calls["slides.createSlide"]).toHaveBeenCalledTimes(1);
    finish("s2");
    // Once the first slide exists, Add slide works again.
    await vi.waitFor(() => expect(add).not.toHaveAttribute("aria-disabled", "true"));
    await user.click(add);
    expect(live.calls["slides.createSlide"]).toHaveBeenCalledTimes(2);
  });
});
