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

function strip(selectedId: string | null, draft: { ended: boolean; onSeen?: () => void } = { ended: false }) {
  return (
    <SlideStrip
      draftEnded={draft.ended}
      onDraftEndSeen={draft.onSeen}
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
  it("gives focus to the selected slide when a draft ends and nothing holds focus", () => {
    Element.prototype.scrollIntoView = vi.fn();
    const seen = vi.fn();
    render(strip("slide-0", { ended: true, onSeen: seen }));
    expect(screen.getByRole("button", { name: "Slide 1: Title" })).toHaveFocus();
    expect(seen).toHaveBeenCalledOnce();
  });

  it("leaves focus where the founder put it while the draft ran", () => {
    Element.prototype.scrollIntoView = vi.fn();
    const view = render(
      <>
        <input aria-label="Ask the copilot" />
        {strip("slide-0")}
      </>,
    );
    screen.getByRole("textbox", { name: "Ask the copilot" }).focus();
    view.rerender(
      <>
        <input aria-label="Ask the copilot" />
        {strip("slide-0", { ended: true })}
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Ask the copilot" })).toHaveFocus();
  });

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
