import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Deck } from "@pds/contracts";
import { formatShortDate } from "../../../lib/format-date.ts";
import { SyncError } from "../../../lib/sync/sync-client.ts";
import { RecentDecksPanel } from "./recent-decks-panel.tsx";

const live = vi.hoisted(() => ({
  useLiveQuery: vi.fn<(name: string, args: unknown) => { data: unknown; error: SyncError | null }>(),
  deleteDeck: vi.fn<(args: { deckId: string }) => Promise<null>>(),
}));

vi.mock("../../../lib/sync/hooks.ts", () => ({
  useLiveQuery: live.useLiveQuery,
  useMutation: () => live.deleteDeck,
}));

/** Shows where a navigation landed and the state it carried. */
function CreatePage() {
  const location = useLocation();
  return <p data-testid="create-page">{JSON.stringify(location.state)}</p>;
}

function renderPanel() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={["/dashboard"]}>
      <Routes>
        <Route path="/dashboard" element={<RecentDecksPanel />} />
        <Route path="/create" element={<CreatePage />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, panel: () => screen.getByRole("region", { name: "Recent decks" }) };
}

const createdAt = Date.UTC(2024, 10, 22, 3, 9);
const updatedAt = Date.UTC(2024, 11, 1, 18, 45);
const decks: Deck[] = [
  { _id: "deck-1", title: "Seed round", version: 1, theme: "slate", createdAt, updatedAt },
  { _id: "deck-2", title: "", version: 1, theme: "slate", createdAt: null, updatedAt: null },
];

/** The panel's list rows; fails the test if a row the caller reads is missing. */
function rowsOf(panel: HTMLElement): [HTMLElement, HTMLElement, ...HTMLElement[]] {
  const rows = within(panel).getAllByRole("listitem");
  const [first, second, ...rest] = rows;
  if (!first || !second) throw new Error(`expected at least 2 rows, got ${rows.length}`);
  return [first, second, ...rest];
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

beforeEach(() => {
  live.useLiveQuery.mockReset();
});

describe("RecentDecksPanel", () => {
  it("shows exactly 3 skeleton rows while loading", () => {
    live.useLiveQuery.mockReturnValue({ data: undefined, error: null });
    const { panel } = renderPanel();
    expect(live.useLiveQuery).toHaveBeenCalledWith("decks.getDecks", {});
    expect(within(panel()).getAllByTestId("deck-skeleton")).toHaveLength(3);
    expect(within(panel()).getByLabelText("Loading decks")).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText("Start new")).not.toBeInTheDocument();
    expect(screen.queryByText("No decks yet")).not.toBeInTheDocument();
  });

  it("says it is still loading when loading takes long", () => {
    vi.useFakeTimers();
    live.useLiveQuery.mockReturnValue({ data: undefined, error: null });
    renderPanel();
    expect(screen.queryByText(/Still loading/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText("Still loading… this is taking longer than usual.")).toBeInTheDocument();
  });

  it("shows the empty state with a way to create the first deck", async () => {
    live.useLiveQuery.mockReturnValue({ data: [], error: null });
    const { user, panel } = renderPanel();
    expect(within(panel()).getByText("No decks yet")).toBeInTheDocument();
    expect(screen.queryByTestId("deck-skeleton")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Start new" })).not.toBeInTheDocument();

    await user.click(within(panel()).getByRole("button", { name: "Create your first deck" }));
    expect(screen.getByTestId("create-page")).toHaveTextContent(JSON.stringify({ newDeck: true }));
  });

  it("lists decks with title, created and updated dates", () => {
    live.useLiveQuery.mockReturnValue({ data: decks, error: null });
    const { panel } = renderPanel();
    const rows = rowsOf(panel());
    expect(rows).toHaveLength(2);

    expect(rows[0]).toHaveTextContent("Seed round");
    expect(rows[0]).toHaveTextContent(`Created ${formatShortDate(createdAt)}`);
    expect(rows[0]).toHaveTextContent(`Updated ${formatShortDate(updatedAt)}`);
    expect(within(rows[0]).getByRole("button", { name: /Open deck/ })).toHaveTextContent("Open deck");

    expect(rows[1]).toHaveTextContent("Untitled Deck");
    expect(rows[1]).toHaveTextContent("Created — · Updated —");
  });

  it("opens a deck in the editor with its id", async () => {
    live.useLiveQuery.mockReturnValue({ data: decks, error: null });
    const { user, panel } = renderPanel();
    const rows = rowsOf(panel());
    await user.click(within(rows[1]).getByRole("button", { name: /Open deck/ }));
    expect(screen.getByTestId("create-page")).toHaveTextContent(JSON.stringify({ deckId: "deck-2" }));
  });

  it("shows a Start new link only when decks exist", async () => {
    live.useLiveQuery.mockReturnValue({ data: decks, error: null });
    const { user, panel } = renderPanel();
    const link = within(panel()).getByRole("link", { name: "Start new" });
    expect(link).toHaveAttribute("href", "/create");
    await user.click(link);
    expect(screen.getByTestId("create-page")).toHaveTextContent(JSON.stringify({ newDeck: true }));
  });

  it("shows the error when the decks cannot be loaded", () => {
    live.useLiveQuery.mockReturnValue({
      data: undefined,
      error: new SyncError("INTERNAL", "The server is unavailable."),
    });
    const { panel } = renderPanel();
    expect(within(panel()).getByText("We couldn't load your decks.")).toBeInTheDocument();
    expect(within(panel()).getByText("The server is unavailable.")).toBeInTheDocument();
    expect(screen.queryByTestId("deck-skeleton")).not.toBeInTheDocument();
  });
});

describe("deleting a deck", () => {
  it("asks first, then deletes the deck by id", async () => {
    live.deleteDeck.mockResolvedValue(null);
    live.useLiveQuery.mockReturnValue({
      data: [{ _id: "deck-9", title: "Seed round", version: 1, theme: "slate", createdAt: 1, updatedAt: 2 }],
      error: null,
    });
    render(
      <MemoryRouter>
        <RecentDecksPanel />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete deck Seed round" }));
    expect(await screen.findByText('Are you sure you want to delete "Seed round"?')).toBeInTheDocument();
    expect(live.deleteDeck).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Delete deck" }));
    expect(live.deleteDeck).toHaveBeenCalledWith({ deckId: "deck-9" });
  });
});
