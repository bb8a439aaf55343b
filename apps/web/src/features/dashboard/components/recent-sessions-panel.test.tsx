import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VoiceConversationSummary } from "@pds/contracts";
import { formatShortDate } from "../../../lib/format-date.ts";
import { SyncError } from "../../../lib/sync/sync-client.ts";
import { RecentSessionsPanel } from "./recent-sessions-panel.tsx";

const live = vi.hoisted(() => ({
  useLiveQuery: vi.fn<(name: string, args: unknown) => { data: unknown; error: SyncError | null }>(),
  /** What voiceai.getReadinessTrend answers. */
  readiness: { data: [] as unknown, error: null as SyncError | null },
}));

vi.mock("../../../lib/sync/hooks.ts", () => ({
  useLiveQuery: (name: string, args: unknown) =>
    name === "voiceai.getReadinessTrend" ? live.readiness : live.useLiveQuery(name, args),
}));

function renderPanel() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={["/dashboard"]}>
      <Routes>
        <Route path="/dashboard" element={<RecentSessionsPanel />} />
        <Route path="/practice" element={<p>Practice studio</p>} />
        <Route path="/practice/sessions/:id" element={<p>Session review</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, panel: () => screen.getByRole("region", { name: "Recent voice sessions" }) };
}

const sessions: VoiceConversationSummary[] = [
  { _id: "c1", firmTag: "Sequoia", _creationTime: Date.UTC(2024, 10, 22, 3, 9) },
  { _id: "c2", firmTag: "YC", _creationTime: Date.UTC(2025, 0, 5, 15, 30) },
];

/** The panel's list rows; fails the test if a row the caller reads is missing. */
function rowsOf(panel: HTMLElement): [HTMLElement, HTMLElement, ...HTMLElement[]] {
  const rows = within(panel).getAllByRole("listitem");
  const [first, second, ...rest] = rows;
  if (!first || !second) throw new Error(`expected at least 2 rows, got ${rows.length}`);
  return [first, second, ...rest];
}

afterEach(cleanup);

beforeEach(() => {
  live.useLiveQuery.mockReset();
  live.readiness = { data: [], error: null };
});

describe("RecentSessionsPanel", () => {
  it("shows Loading sessions... while loading", () => {
    live.useLiveQuery.mockReturnValue({ data: undefined, error: null });
    const { panel } = renderPanel();
    expect(live.useLiveQuery).toHaveBeenCalledWith("voiceai.getRecentConversations", {});
    expect(within(panel()).getByText("Loading sessions...")).toBeInTheDocument();
    expect(screen.queryByText("No voice practice yet")).not.toBeInTheDocument();
  });

  it("shows the empty state with a way to start practising", async () => {
    live.useLiveQuery.mockReturnValue({ data: [], error: null });
    const { user, panel } = renderPanel();
    expect(within(panel()).getByText("No voice practice yet")).toBeInTheDocument();
    expect(screen.queryByText("Loading sessions...")).not.toBeInTheDocument();

    await user.click(within(panel()).getByRole("button", { name: "Start a practice session" }));
    expect(screen.getByText("Practice studio")).toBeInTheDocument();
  });

  it("lists sessions with the firm tag, the time and a View button", () => {
    live.useLiveQuery.mockReturnValue({ data: sessions, error: null });
    const { panel } = renderPanel();
    const rows = rowsOf(panel());
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    expect(first).toHaveTextContent("Sequoia");
    expect(first).toHaveTextContent(formatShortDate(Date.UTC(2024, 10, 22, 3, 9)));
    expect(within(first).getByRole("button", { name: "View" })).toBeInTheDocument();
    expect(second).toHaveTextContent("YC");
    expect(second).toHaveTextContent(formatShortDate(Date.UTC(2025, 0, 5, 15, 30)));
    expect(within(second).getByRole("button", { name: "View" })).toBeInTheDocument();
  });

  it("opens the session review with View", async () => {
    live.useLiveQuery.mockReturnValue({ data: sessions, error: null });
    const { user, panel } = renderPanel();
    const [, second] = rowsOf(panel());
    await user.click(within(second).getByRole("button", { name: "View" }));
    expect(screen.getByText("Session review")).toBeInTheDocument();
  });

  it("links to /practice with Start new session", async () => {
    live.useLiveQuery.mockReturnValue({ data: sessions, error: null });
    const { user, panel } = renderPanel();
    const link = within(panel()).getByRole("link", { name: "Start new session" });
    expect(link).toHaveAttribute("href", "/practice");
    await user.click(link);
    expect(screen.getByText("Practice studio")).toBeInTheDocument();
  });

  it("shows the error when the sessions cannot be loaded", () => {
    live.useLiveQuery.mockReturnValue({
      data: undefined,
      error: new SyncError("UNAUTHORIZED", "Please sign in again."),
    });
    const { panel } = renderPanel();
    expect(within(panel()).getByText("We couldn't load your sessions.")).toBeInTheDocument();
    expect(within(panel()).getByText("Please sign in again.")).toBeInTheDocument();
    expect(screen.queryByText("Loading sessions...")).not.toBeInTheDocument();
  });

  it("charts readiness across sessions and names the topics to work on next", () => {
    live.useLiveQuery.mockReturnValue({ data: sessions, error: null });
    live.readiness = {
      data: [
        {
          _id: "c1",
          firmTag: "Sequoia",
          _creationTime: 1,
          readiness: 30,
          covered: ["Problem"],
          open: ["Why now", "Team"],
          areas: [
            { area: "Problem", covered: true },
            { area: "Why now", covered: false },
            { area: "Team", covered: false },
          ],
        },
        {
          _id: "c2",
          firmTag: "YC",
          _creationTime: 2,
          readiness: 60,
          covered: ["Traction"],
          open: ["Why now"],
          areas: [
            { area: "Why now", covered: false },
            { area: "Traction", covered: true },
          ],
        },
      ],
      error: null,
    };
    const { panel } = renderPanel();
    const trend = within(panel()).getByRole("region", { name: "Readiness trend" });
    expect(
      within(trend).getByRole("img", { name: /Readiness by session: Sequoia .*: 30%, YC .*: 60%/ }),
    ).toBeInTheDocument();
    expect(trend).toHaveTextContent("Work on next: Why now, Team");
    const whyNow = within(trend).getByRole("row", { name: /Why now/ });
    expect(
      within(whyNow)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Left open", "Left open", "0/2"]);
    expect(rowsOf(panel())).toHaveLength(2);
  });
});
