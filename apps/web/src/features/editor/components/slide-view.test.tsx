import { slideThemes, type Slide } from "@pds/contracts";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CitationsProvider } from "../../research/index.ts";
import { live, resetLive } from "../../../test/fake-sync.ts";
import { citations, sources } from "../../../test/fixtures.ts";
import { SlideThemeProvider } from "../../slides/index.ts";
import { SlideView } from "./slide-view.tsx";

vi.mock("../../../lib/sync/hooks.ts", () => import("../../../test/fake-sync.ts").then((m) => m.fakeHooks));

const slide: Slide = {
  _id: "slide-1",
  deckId: "deck-1",
  position: 0,
  title: "Market",
  content:
    "- The pet wellness market reached $4.2B in 2024. [2]\n- Spending grows 12% a year… [2]\n- Growing fast [7]\n- No citation here",
  notes: "",
  version: 1,
  layout: "bullets",
  fields: {},
};

beforeEach(() => {
  resetLive();
  live.queries["sources.getSources"] = { data: sources, error: null };
  live.queries["sources.getCitations"] = { data: citations, error: null };
});
afterEach(cleanup);

/** The citation markers drawn on the slide (as small raised numbers), in reading order. */
const drawnMarkers = () =>
  [...screen.getByTestId("slide-canvas").querySelectorAll("[data-marker]")].map(
    (marker) => marker.textContent,
  );

function renderInEditor(shown: Slide = slide) {
  return render(
    <CitationsProvider deckId="deck-1" slideId={shown._id}>
      <SlideView slide={shown} index={0} />
    </CitationsProvider>,
  );
}

describe("SlideView citation markers", () => {
  it("opens the cited source's quoted passage from a marker", async () => {
    const user = userEvent.setup();
    renderInEditor();
    // Screen readers get the slide's whole text as a heading and a list (the drawing is hidden from them).
    expect(screen.getByRole("heading", { name: slide.title })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toContain(
      "The pet wellness market reached $4.2B in 2024.",
    );
    const [first] = screen.getAllByRole("button", { name: "Source 2: Founder notes on market size" });
    await user.click(first!);
    const dialog = screen.getByRole("dialog", { name: "Founder notes on market size" });
    expect(within(dialog).getByRole("blockquote")).toHaveTextContent(
      "The pet wellness market reached $4.2B in 2024.",
    );
    expect(dialog).toHaveTextContent("Source [2] · Pasted by you");
    expect(dialog).toHaveTextContent("Supports: The pet wellness market reached $4.2B in 2024.");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens the passage of the claim it marks when one source backs several bullets", async () => {
    const user = userEvent.setup();
    renderInEditor();
    const markers = screen.getAllByRole("button", { name: "Source 2: Founder notes on market size" });
    expect(markers).toHaveLength(2);
    await user.click(markers[1]!);
    const dialog = screen.getByRole("dialog", { name: "Founder notes on market size" });
    expect(within(dialog).getByRole("blockquote")).toHaveTextContent(
      "Spending grows 12% a year, twice as fast as pet food, according to our survey of 400 owners.",
    );
    expect(dialog).toHaveTextContent("Supports: Spending grows 12% a year…");
    expect(dialog).not.toHaveTextContent("$4.2B");
  });

  it("falls back to the source's quote for a citation stored without its own passage", async () => {
    const user = userEvent.setup();
    live.queries["sources.getCitations"] = {
      data: [{ ...citations[1]!, quote: "" }],
      error: null,
    };
    renderInEditor({ ...slide, content: "Spending grows 12% a year… [2]" });
    await user.click(screen.getByRole("button", { name: "Source 2: Founder notes on market size" }));
    const dialog = screen.getByRole("dialog", { name: "Founder notes on market size" });
    expect(within(dialog).getByRole("blockquote")).toHaveTextContent(
      "The pet wellness market reached $4.2B in 2024.",
    );
    expect(dialog).toHaveTextContent("Supports: Spending grows 12% a year…");
  });

  it("keeps a marker that no citation of this slide backs as plain text", () => {
    renderInEditor({
      ...slide,
      content: [
        "The pet wellness market reached $4.2B in 2024. [2]",
        "Typed by the founder [2]",
        "Written by the copilot [1]",
      ].join("\n"),
    });
    expect(screen.getAllByRole("button")).toHaveLength(1);
    expect(drawnMarkers()).toEqual(["2", "2", "1"]);
  });

  it("keeps a cited claim's marker plain on another slide", () => {
    renderInEditor({ ...slide, _id: "slide-2" });
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("keeps a marker without a known source as plain text", () => {
    renderInEditor();
    expect(screen.getAllByRole("button")).toHaveLength(2);
    expect(drawnMarkers()).toEqual(["2", "2", "7"]);
  });

  it("shows markers drawn on the slide, without buttons, outside the editor (present mode)", () => {
    render(<SlideView slide={slide} index={0} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(drawnMarkers()).toEqual(["2", "2", "7"]);
  });

  it("draws the slide in the deck's theme", () => {
    render(
      <SlideThemeProvider themeId="midnight">
        <SlideView slide={slide} index={0} />
      </SlideThemeProvider>,
    );
    const canvas = screen.getByTestId("slide-canvas");
    expect(canvas.querySelector("rect")).toHaveAttribute("fill", slideThemes.midnight.colors.background);
    expect(within(canvas).getByText("Market").closest("text")).toHaveAttribute(
      "fill",
      slideThemes.midnight.colors.text,
    );
  });
});
