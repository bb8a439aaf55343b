import type { Slide } from "@pds/contracts";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CitationsProvider } from "../../research/index.ts";
import { citations, live, resetLive, sources } from "../../research/test-helpers.ts";
import { SlideView } from "./slide-view.tsx";

vi.mock("../../../lib/sync/hooks.ts", () =>
  import("../../research/test-helpers.ts").then((m) => m.fakeHooks),
);

const slide: Slide = {
  _id: "slide-1",
  deckId: "deck-1",
  position: 0,
  title: "Market",
  content: "- Pet wellness is a $4.2B market [2]\n- Growing 12% a year [7]\n- No citation here",
  notes: "",
};

beforeEach(() => {
  resetLive();
  live.queries["sources.getSources"] = { data: sources, error: null };
  live.queries["sources.getCitations"] = { data: citations, error: null };
});
afterEach(cleanup);

describe("SlideView citation markers", () => {
  it("opens the cited source's quoted passage from a marker", async () => {
    const user = userEvent.setup();
    render(
      <CitationsProvider deckId="deck-1" slideId="slide-1">
        <SlideView slide={slide} index={0} />
      </CitationsProvider>,
    );
    const bullet = screen.getByText(/Pet wellness is a \$4\.2B market/).closest("li");
    expect(bullet).toHaveTextContent("Pet wellness is a $4.2B market[2]");
    await user.click(screen.getByRole("button", { name: "Source 2: Founder notes on market size" }));
    const dialog = screen.getByRole("dialog", { name: "Founder notes on market size" });
    expect(within(dialog).getByText("The pet wellness market reached $4.2B in 2024.")).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Source [2] · Pasted by you");
    expect(dialog).toHaveTextContent("Supports: $4.2B market");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps a marker without a known source as plain text", () => {
    render(
      <CitationsProvider deckId="deck-1" slideId="slide-1">
        <SlideView slide={slide} index={0} />
      </CitationsProvider>,
    );
    expect(screen.getAllByRole("button")).toHaveLength(1);
    expect(screen.getByText("[7]").tagName).toBe("SUP");
  });

  it("shows markers as plain superscripts outside the editor (present mode)", () => {
    render(<SlideView slide={slide} index={0} large />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("[2]").tagName).toBe("SUP");
  });
});
