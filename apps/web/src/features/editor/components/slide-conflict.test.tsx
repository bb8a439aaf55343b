import type { DeckWithSlides, Slide } from "@pds/contracts";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { SyncError } from "../../../lib/sync/sync-client.ts";
import { live, resetLive } from "../../../test/fake-sync.ts";
import { deckFixture } from "../../../test/fixtures.ts";
import { EditorWorkspace } from "./editor-workspace.tsx";

vi.mock("../../../lib/sync/hooks.ts", () => import("../../../test/fake-sync.ts").then((m) => m.fakeHooks));

const deck = deckFixture();
const loaded: Slide = {
  _id: "s1",
  deckId: "deck-1",
  position: 0,
  title: "Problem",
  content: "Shops lose stock",
  notes: "",
  version: 1,
  layout: "bullets",
  fields: {},
};
/** What tab A saved while this tab's form was open: a new title, version 2. */
const theirs: Slide = { ...loaded, title: "The problem", version: 2 };
const STALE = "This slide changed in another tab or by the copilot since you opened it.";

/** The live query's current answer; `showLive` swaps it in as a pushed update would. */
let current: DeckWithSlides = { deck, slides: [loaded] };

function Harness() {
  useLocation();
  return (
    <EditorWorkspace
      data={current}
      showBrief={false}
      generating={false}
      researchRequested={false}
      onResearchRequestHandled={() => {}}
      onShowBriefChange={() => {}}
      onOpenDeck={() => {}}
      onDeckStarted={() => {}}
    />
  );
}

function renderEditor() {
  const router = createMemoryRouter(
    [
      {
        path: "/create",
        element: (
          <ToastProvider>
            <Harness />
          </ToastProvider>
        ),
      },
    ],
    { initialEntries: ["/create"] },
  );
  render(<RouterProvider router={router} />);
  return {
    showLive: (slide: Slide) => {
      current = { deck, slides: [slide] };
      return act(() => router.navigate(`/create?v=${slide.version}`, { replace: true }));
    },
  };
}

/** Open the form on the loaded copy, type a new narrative, then tab A's save arrives, then Save. */
async function saveFromStaleCopy() {
  const user = userEvent.setup();
  const editor = renderEditor();
  await user.click(screen.getByRole("button", { name: "Edit" }));
  const narrative = screen.getByLabelText("Narrative");
  await user.clear(narrative);
  await user.type(narrative, "B's narrative");
  await editor.showLive(theirs);
  await user.click(screen.getByRole("button", { name: "Save slide" }));
  const dialog = await screen.findByRole("dialog", { name: "This slide changed in another tab" });
  return { user, dialog: within(dialog) };
}

beforeEach(() => {
  current = { deck, slides: [loaded] };
  resetLive({
    "slides.updateSlide": vi
      .fn<(args: unknown) => Promise<unknown>>()
      .mockRejectedValueOnce(new SyncError("CONFLICT", STALE))
      .mockResolvedValue(null),
  });
});
afterEach(cleanup);

describe("saving a slide that changed in another tab", () => {
  it("sends the loaded version and shows both versions instead of a failure", async () => {
    const { dialog } = await saveFromStaleCopy();
    expect(live.calls["slides.updateSlide"]).toHaveBeenCalledWith({
      slideId: "s1",
      content: "B's narrative",
      expectedVersion: 1,
    });
    const other = within(dialog.getByRole("region", { name: "Saved in another tab" }));
    const mine = within(dialog.getByRole("region", { name: "Your version" }));
    expect(other.getByText("The problem")).toBeTruthy();
    expect(other.getByText("Shops lose stock")).toBeTruthy();
    expect(mine.getByText("Problem")).toBeTruthy();
    expect(mine.getByText("B's narrative")).toBeTruthy();
    expect(screen.queryByText("Failed to save slide. Please try again.")).toBeNull();
  });

  it("Keep my version saves the founder's fields over the newer version and closes the form", async () => {
    const { user, dialog } = await saveFromStaleCopy();
    await user.click(dialog.getByRole("button", { name: "Keep my version" }));
    expect(live.calls["slides.updateSlide"]).toHaveBeenLastCalledWith({
      slideId: "s1",
      title: "Problem",
      content: "B's narrative",
      expectedVersion: 2,
    });
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("Viewing")).toBeTruthy();
  });

  it("Use the other version drops the edits without saving; closing returns to the form with them", async () => {
    const { user, dialog } = await saveFromStaleCopy();
    await user.click(dialog.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByLabelText("Narrative")).toHaveProperty("value", "B's narrative");

    // Saving again from the same old copy is refused again (the server still holds version 2).
    live.calls["slides.updateSlide"]!.mockRejectedValue(new SyncError("CONFLICT", STALE));
    await user.click(screen.getByRole("button", { name: "Save slide" }));
    await user.click(await screen.findByRole("button", { name: "Use the other version" }));
    expect(live.calls["slides.updateSlide"]).toHaveBeenCalledTimes(2);
    expect(screen.getByText("Viewing")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "The problem" })).toBeTruthy();
  });

  it("Copy my version puts the founder's text on the clipboard", async () => {
    const { user, dialog } = await saveFromStaleCopy();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.click(dialog.getByRole("button", { name: "Copy my version" }));
    expect(writeText).toHaveBeenCalledWith("Problem\n\nB's narrative");
    expect(await dialog.findByRole("button", { name: "Copied" })).toBeTruthy();
  });
});
