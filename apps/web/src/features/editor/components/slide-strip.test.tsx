import { slideThemes, type Slide } from "@pds/contracts";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SlideThemeProvider } from "../../slides/index.ts";
import { SlideStrip } from "./slide-strip.tsx";

const slides: Slide[] = ["Title", "Problem", "Solution", "Market", "Team"].map((title, position) => ({
  _id: `slide-${position}`,
  deckId: "deck-1",
  position,
  title,
  content: `${title} content`,
  notes: "",
  version: 1,
  layout: "bullets",
  fields: {},
}));

function strip(selectedId: string | null) {
  return (
    <SlideStrip
      titleInput={null}
      slides={slides}
      selectedId={selectedId}
      syncedAt={null}
      onSelect={() => {}}
      onReorder={() => {}}
      onAddSlide={() => {}}
      onCompose={() => {}}
      drafting={false}
      onStopDrafting={() => {}}
    />
  );
}

afterEach(() => {
  cleanup();
  // jsdom has no layout, so no scrollIntoView of its own.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe("SlideStrip", () => {
  it("scrolls the selected slide into view, including one selected from a link", () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.textContent ?? "");
    });
    const view = render(strip("slide-3"));
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]).toContain("Market");
    expect(screen.getByRole("button", { name: "Slide 4: Market" })).toHaveAttribute("aria-current", "true");

    view.rerender(strip("slide-1"));
    expect(scrolled).toHaveLength(2);
    expect(scrolled[1]).toContain("Problem");
    view.rerender(strip("slide-1"));
    expect(scrolled).toHaveLength(2);
  });

  it("shows each slide as a thumbnail in the deck's theme, named and described for screen readers", () => {
    render(<SlideThemeProvider themeId="carbon">{strip("slide-0")}</SlideThemeProvider>);
    const card = screen.getByRole("button", { name: "Slide 2: Problem" });
    expect(card).toHaveAccessibleDescription("Problem content");
    const thumbnail = within(card).getByTestId("slide-canvas");
    expect(thumbnail).toHaveAttribute("aria-hidden", "true");
    expect(thumbnail.querySelector("rect")).toHaveAttribute("fill", slideThemes.carbon.colors.background);
    expect(within(thumbnail as unknown as HTMLElement).getByText("Problem")).toBeInTheDocument();
    expect(screen.getAllByTestId("slide-canvas")).toHaveLength(5);
  });
});
