import type { Slide } from "@pds/contracts";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PresentMode } from "./present-mode.tsx";

const slides: Slide[] = ["Title", "Problem", "Solution", "Market", "Team"].map((title, position) => ({
  _id: `slide-${position}`,
  deckId: "deck-1",
  position,
  title,
  content: `${title} content`,
  notes: title === "Problem" ? "Open with the dentist who lost 30 hours a month." : "",
  version: 1,
  layout: "bullets",
  fields: {},
}));

const requestFullscreen = vi.fn(() => Promise.resolve());

beforeEach(() => {
  requestFullscreen.mockClear();
  Object.defineProperty(document, "fullscreenEnabled", { value: true, configurable: true });
  HTMLElement.prototype.requestFullscreen = requestFullscreen;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  delete (HTMLElement.prototype as Partial<HTMLElement>).requestFullscreen;
});

function present(startIndex = 0, onClose = () => {}) {
  render(<PresentMode slides={slides} startIndex={startIndex} onClose={onClose} />);
  return screen.getByRole("dialog", { name: "Presentation" });
}

const press = (key: string) =>
  fireEvent.keyDown(screen.getByRole("dialog", { name: "Presentation" }), { key });
const shownTitle = () => screen.getAllByRole("img")[0]!.getAttribute("aria-label");

describe("PresentMode", () => {
  it("shows the themed slide and moves with arrows, space, Page Up/Down, Home and End", () => {
    const show = present();
    expect(show).toHaveFocus();
    expect(shownTitle()).toBe("Title. Title content.");
    press("ArrowRight");
    press(" ");
    expect(screen.getByText("3 / 5")).toBeInTheDocument();
    press("PageUp");
    expect(shownTitle()).toBe("Problem. Problem content.");
    press("End");
    expect(screen.getByText("5 / 5")).toBeInTheDocument();
    press("PageDown");
    expect(screen.getByText("5 / 5")).toBeInTheDocument();
    press("Home");
    press("ArrowLeft");
    expect(screen.getByText("1 / 5")).toBeInTheDocument();
  });

  it("leaves with Escape or the Exit button", () => {
    const onClose = vi.fn();
    present(0, onClose);
    press("Escape");
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Exit presentation" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("goes full screen on opening, and again with F or the button after leaving it", () => {
    const show = present();
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    press("f");
    expect(requestFullscreen).toHaveBeenCalledTimes(2);
    expect(requestFullscreen.mock.contexts[1]).toBe(show);
    fireEvent.click(screen.getByRole("button", { name: "Full screen" }));
    expect(requestFullscreen).toHaveBeenCalledTimes(3);
  });

  it("moves with a swipe on a phone", () => {
    const show = present(1);
    fireEvent.touchStart(show, { touches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(show, { changedTouches: [{ clientX: 120, clientY: 210 }] });
    expect(screen.getByText("3 / 5")).toBeInTheDocument();
    fireEvent.touchStart(show, { touches: [{ clientX: 100, clientY: 200 }] });
    fireEvent.touchEnd(show, { changedTouches: [{ clientX: 320, clientY: 200 }] });
    fireEvent.touchStart(show, { touches: [{ clientX: 100, clientY: 200 }] });
    fireEvent.touchEnd(show, { changedTouches: [{ clientX: 320, clientY: 200 }] });
    expect(screen.getByText("1 / 5")).toBeInTheDocument();
  });

  it("shows the presenter view with P: notes, the next slide and a timer that resets", () => {
    vi.useFakeTimers();
    present(1);
    press("p");
    expect(screen.getByRole("button", { name: "Presenter view" })).toHaveAttribute("aria-pressed", "true");
    const notes = screen.getByRole("region", { name: "Speaker notes" });
    expect(notes).toHaveTextContent("Open with the dentist who lost 30 hours a month.");
    const next = screen.getByRole("region", { name: "Next slide" });
    expect(next).toHaveTextContent("Next: Solution");
    expect(within(next).getByRole("img")).toHaveAttribute("aria-label", "Solution. Solution content.");
    const current = screen.getByRole("region", { name: "Current slide" });
    expect(within(current).getByRole("img")).toHaveAttribute("aria-label", "Problem. Problem content.");

    const timer = screen.getByRole("timer", { name: "Elapsed time" });
    expect(timer).toHaveTextContent("0:00");
    act(() => vi.advanceTimersByTime(65_000));
    expect(timer).toHaveTextContent("1:05");
    fireEvent.click(screen.getByRole("button", { name: "Reset timer" }));
    expect(timer).toHaveTextContent("0:00");

    press("ArrowRight");
    expect(screen.getByRole("region", { name: "Speaker notes" })).toHaveTextContent(
      "No notes for this slide.",
    );
    expect(screen.getByRole("region", { name: "Next slide" })).toHaveTextContent("Next: Market");
    press("End");
    expect(screen.getByRole("region", { name: "Next slide" })).toHaveTextContent("Last slide");
    press("P");
    expect(screen.queryByRole("region", { name: "Speaker notes" })).toBeNull();
  });
});
