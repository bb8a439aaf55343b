import type { DeckWithSlides } from "@pds/contracts";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { live, resetLive } from "../../../test/fake-sync.ts";
import { deckFixture as deck, slideFixture as slide } from "../../../test/fixtures.ts";
import { EditorWorkspace } from "./editor-workspace.tsx";

vi.mock("../../../lib/sync/hooks.ts", () => import("../../../test/fake-sync.ts").then((m) => m.fakeHooks));

interface Options {
  data?: DeckWithSlides;
  showBrief?: boolean;
  onShowBriefChange?: (open: boolean) => void;
}

/** The editor under a route that re-renders on navigation, as a live query's answer re-renders it. */
function Harness(props: Options & { onDeckStarted: () => void }) {
  useLocation();
  return (
    <EditorWorkspace
      data={props.data}
      showBrief={props.showBrief ?? false}
      generating={false}
      researchRequested={false}
      onResearchRequestHandled={() => {}}
      onShowBriefChange={props.onShowBriefChange ?? (() => {})}
      onOpenDeck={() => {}}
      onDeckStarted={props.onDeckStarted}
    />
  );
}

function renderWorkspace({ data, showBrief = false, onShowBriefChange }: Options = {}) {
  const onDeckStarted = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "/create",
        element: (
          <ToastProvider>
            <Harness
              data={data}
              showBrief={showBrief}
              onShowBriefChange={onShowBriefChange}
              onDeckStarted={onDeckStarted}
            />
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

describe("the brief of an open deck", () => {
  it("closes on Not now without making or changing a deck", async () => {
    const user = userEvent.setup();
    live.calls["decks.createDeck"] = vi.fn(() => Promise.resolve("new-deck"));
    live.calls["briefs.saveBrief"] = vi.fn(() => Promise.resolve(null));
    const onShowBriefChange = vi.fn();
    const { onDeckStarted } = renderWorkspace({
      data: { deck: deck(), slides: [] },
      showBrief: true,
      onShowBriefChange,
    });
    const brief = screen.getByRole("dialog", { name: "Let's get your deck started" });
    expect(within(brief).getByLabelText("Deck title")).toHaveValue("Stockly seed");
    await user.click(within(brief).getByRole("button", { name: "Not now" }));
    expect(onShowBriefChange).toHaveBeenCalledWith(false);
    expect(live.calls["decks.createDeck"]).not.toHaveBeenCalled();
    expect(live.calls["briefs.saveBrief"]).not.toHaveBeenCalled();
    expect(onDeckStarted).not.toHaveBeenCalled();
  });

  it("drafts into the open deck on Continue, without making another", async () => {
    const user = userEvent.setup();
    live.calls["decks.createDeck"] = vi.fn(() => Promise.resolve("new-deck"));
    live.calls["briefs.saveBrief"] = vi.fn(() => Promise.resolve(null));
    const { onDeckStarted } = renderWorkspace({ data: { deck: deck(), slides: [] }, showBrief: true });
    const brief = screen.getByRole("dialog", { name: "Let's get your deck started" });
    await user.type(within(brief).getByLabelText("Startup name"), "Stockly");
    await user.type(within(brief).getByLabelText("Startup overview"), "Inventory for corner shops.");
    await user.click(within(brief).getByRole("button", { name: "Continue" }));
    await vi.waitFor(() =>
      expect(onDeckStarted).toHaveBeenCalledWith(
        "deck-1",
        expect.objectContaining({ startupName: "Stockly" }),
        false,
        { research: true },
      ),
    );
    expect(live.calls["decks.createDeck"]).not.toHaveBeenCalled();
  });
});
