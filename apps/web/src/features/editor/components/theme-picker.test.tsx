import { slideThemes, type Deck, type Slide } from "@pds/contracts";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { live, resetLive } from "../../../test/fake-sync.ts";
import { themeMessages } from "../hooks/use-deck-theme.ts";
import { DeckThemeProvider } from "./deck-theme-provider.tsx";
import { SlideView } from "./slide-view.tsx";
import { ThemePicker } from "./theme-picker.tsx";

vi.mock("../../../lib/sync/hooks.ts", () => import("../../../test/fake-sync.ts").then((m) => m.fakeHooks));

const deck: Deck = {
  _id: "deck-1",
  title: "DentaFlow",
  version: 1,
  theme: "slate",
  createdAt: 1,
  updatedAt: 1,
};
const slide: Slide = {
  _id: "slide-1",
  deckId: "deck-1",
  position: 0,
  title: "DentaFlow",
  content: "- Front desk on autopilot",
  notes: "",
  version: 1,
  layout: "bullets",
  fields: {},
};

const updateDeck = vi.fn<(args: unknown) => Promise<unknown>>();

beforeEach(() => {
  updateDeck.mockReset();
  resetLive({ "decks.updateDeck": updateDeck });
  live.queries["sources.getSources"] = { data: [], error: null };
  live.queries["sources.getCitations"] = { data: [], error: null };
});
afterEach(cleanup);

function editor(shown: Deck = deck) {
  return (
    <ToastProvider>
      <DeckThemeProvider deck={shown}>
        <ThemePicker slides={[slide]} />
        <SlideView slide={slide} index={0} />
      </DeckThemeProvider>
    </ToastProvider>
  );
}

const canvasBackground = () =>
  within(screen.getByTestId("slide-view"))
    .getByTestId("slide-canvas")
    .querySelector("rect")
    ?.getAttribute("fill");

describe("ThemePicker", () => {
  it("lists the six themes with live previews of the first slide, the current one checked", async () => {
    const user = userEvent.setup();
    render(editor());
    await user.click(screen.getByRole("button", { name: "Theme" }));
    const options = screen.getAllByRole("menuitemradio");
    expect(options.map((option) => option.getAttribute("aria-label"))).toEqual([
      "Slate (light)",
      "Midnight (dark)",
      "Paper (light)",
      "Forest (dark)",
      "Coral (light)",
      "Carbon (dark)",
    ]);
    expect(screen.getByRole("menuitemradio", { name: /Slate/ })).toHaveAttribute("aria-checked", "true");
    const preview = within(screen.getByRole("menuitemradio", { name: /Forest/ })).getByTestId("slide-canvas");
    expect(preview.querySelector("rect")).toHaveAttribute("fill", slideThemes.forest.colors.background);
    expect(within(preview as unknown as HTMLElement).getByText("DentaFlow")).toBeInTheDocument();
  });

  it("saves the chosen theme for the deck and redraws the canvas in it, by keyboard", async () => {
    updateDeck.mockResolvedValue(null);
    const user = userEvent.setup();
    render(editor());
    expect(canvasBackground()).toBe(slideThemes.slate.colors.background);
    screen.getByRole("button", { name: "Theme" }).focus();
    await user.keyboard("{Enter}");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(updateDeck).toHaveBeenCalledWith({ deckId: "deck-1", theme: "midnight" });
    expect(canvasBackground()).toBe(slideThemes.midnight.colors.background);
  });

  it("puts the stored theme back and says so when the server refuses", async () => {
    updateDeck.mockRejectedValue(new Error("offline"));
    const user = userEvent.setup();
    render(editor());
    await user.click(screen.getByRole("button", { name: "Theme" }));
    await user.click(screen.getByRole("menuitemradio", { name: /Carbon/ }));
    expect(await screen.findByText(themeMessages.failed)).toBeInTheDocument();
    expect(canvasBackground()).toBe(slideThemes.slate.colors.background);
  });
});
