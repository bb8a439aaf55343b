import { convertLayout, layoutNames, slideLayouts, type Slide } from "@pds/contracts";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { SyncError } from "../../../lib/sync/sync-client.ts";
import { resetLive } from "../../../test/fake-sync.ts";
import { layoutMessages } from "../hooks/use-change-layout.ts";
import { ChangeLayoutButton } from "./change-layout-dialog.tsx";

vi.mock("../../../lib/sync/hooks.ts", () => import("../../../test/fake-sync.ts").then((m) => m.fakeHooks));

const slide: Slide = {
  _id: "slide-4",
  deckId: "deck-1",
  position: 3,
  title: "Market",
  content: "- TAM $4.2B dental practice software [2]\n- SAM $1.1B US independent clinics\n- SOM $90M by 2028",
  notes: "Lead with the SOM.",
  version: 7,
  layout: "bullets",
  fields: {},
};

const updateSlide = vi.fn<(args: unknown) => Promise<unknown>>();

beforeEach(() => {
  updateSlide.mockReset();
  resetLive({ "slides.updateSlide": updateSlide });
});
afterEach(cleanup);

async function openDialog() {
  const user = userEvent.setup();
  const view = (shown: Slide) => (
    <ToastProvider>
      <ChangeLayoutButton slide={shown} />
    </ToastProvider>
  );
  const { rerender } = render(view(slide));
  await user.click(screen.getByRole("button", { name: "Change layout" }));
  const liveUpdate = (shown: Slide) => rerender(view(shown));
  return { user, dialog: screen.getByRole("dialog", { name: "Change layout" }), liveUpdate };
}

describe("ChangeLayoutButton", () => {
  it("previews this slide in every layout, the current one marked", async () => {
    const { dialog } = await openDialog();
    const options = within(dialog)
      .getAllByRole("button")
      .filter((button) => button.getAttribute("aria-label") !== "Close");
    expect(options.map((option) => option.getAttribute("aria-label"))).toEqual(
      slideLayouts.map((layout) => layoutNames[layout]),
    );
    expect(within(dialog).getByRole("button", { name: "Bullets" })).toHaveAttribute("aria-current", "true");
    const bigNumbers = within(dialog).getByRole("button", { name: "Big numbers" });
    const preview = within(bigNumbers).getByTestId("slide-canvas") as unknown as HTMLElement;
    expect(within(preview).getByText("$4.2B")).toBeInTheDocument();
    expect(within(preview).getByText("Market")).toBeInTheDocument();
  });

  it("saves the converted slide from the version shown and closes once the changed slide arrives", async () => {
    updateSlide.mockResolvedValue(null);
    const { user, dialog, liveUpdate } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Big numbers" }));
    const converted = convertLayout(
      { body: { layout: "bullets", fields: {} }, content: slide.content, notes: slide.notes },
      "bigNumbers",
    );
    expect(converted.body.layout).toBe("bigNumbers");
    expect(updateSlide).toHaveBeenCalledWith({
      slideId: "slide-4",
      body: converted.body,
      content: converted.content,
      notes: converted.notes,
      expectedVersion: 7,
    });
    expect(await screen.findByText(layoutMessages.changed("Big numbers"))).toBeInTheDocument();
    // Saved, but the live slide still shows the old layout: an Edit behind the dialog would edit that.
    expect(screen.getByRole("dialog", { name: "Change layout" })).toBeInTheDocument();
    liveUpdate({
      ...slide,
      ...converted.body,
      content: converted.content,
      notes: converted.notes,
      version: 8,
    });
    expect(screen.queryByRole("dialog", { name: "Change layout" })).toBeNull();
  });

  it("keeps the dialog open and explains a change made elsewhere meanwhile", async () => {
    updateSlide.mockRejectedValue(new SyncError("CONFLICT", "stale"));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Quote" }));
    expect(await screen.findByText(layoutMessages.conflict)).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Change layout" })).toBeInTheDocument();
  });
});
