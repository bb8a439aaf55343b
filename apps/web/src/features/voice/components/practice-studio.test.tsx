import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Deck } from "@pds/contracts";
import { SyncError } from "../../../lib/sync/sync-client.ts";
import { PracticeStudio } from "./practice-studio.tsx";

const live = vi.hoisted(() => ({
  useLiveQuery: vi.fn<(name: string, args: unknown) => { data: unknown; error: SyncError | null }>(),
  /** What voiceai.getLikelyQuestions answers; every other query answers from `useLiveQuery`. */
  likely: { data: [] as unknown, error: null as SyncError | null },
  likelyArgs: [] as unknown[],
  /** What shares.getSkimmedSlides answers. */
  skimmed: [] as unknown,
}));

vi.mock("../../../lib/sync/hooks.ts", () => ({
  useLiveQuery: (name: string, args: unknown) => {
    if (name === "shares.getSkimmedSlides") return { data: live.skimmed, error: null };
    if (name !== "voiceai.getLikelyQuestions") return live.useLiveQuery(name, args);
    live.likelyArgs.push(args);
    return live.likely;
  },
  useAction: () => vi.fn(),
  useMutation: () => vi.fn(),
}));
// The overlay's own behaviour is covered in session-overlay.test.tsx.
vi.mock("./session-overlay.tsx", () => ({
  SessionOverlay: (props: { firmTag: string; deckOption: string; focusSlideIds?: string[] }) => (
    <div role="dialog" aria-label="Voice Practice Session">
      {props.firmTag} / {props.deckOption} / focus: {props.focusSlideIds?.join(",") ?? ""}
    </div>
  ),
}));

const decks: Deck[] = [
  { _id: "d1", title: "Seed round — Acme", version: 1, theme: "slate", createdAt: 1, updatedAt: 2 },
  { _id: "d2", title: "", version: 1, theme: "slate", createdAt: 1, updatedAt: 2 },
];

function renderStudio() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <PracticeStudio />
    </MemoryRouter>,
  );
  return user;
}

const start = () => screen.getByRole("button", { name: "Start Practice" });
const select = () => screen.getByRole("combobox", { name: "2. Select a deck" });

beforeEach(() => {
  live.useLiveQuery.mockReset();
  live.likely = { data: [], error: null };
  live.likelyArgs = [];
  live.skimmed = [];
});
afterEach(cleanup);

describe("PracticeStudio", () => {
  it("shows the three steps and the four mock VCs as a radio group", () => {
    live.useLiveQuery.mockReturnValue({ data: decks, error: null });
    renderStudio();
    const steps = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(steps.slice(0, 3).join(" ")).toMatch(/Pick an investor.*Select a deck.*Practice in realtime/);
    const group = screen.getByRole("radiogroup", { name: "1. Pick an investor" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((r) => r.textContent)).toEqual([
      expect.stringContaining("a16z"),
      expect.stringContaining("YC"),
      expect.stringContaining("Sequoia"),
      expect.stringContaining("Lightspeed"),
    ]);
  });

  it("shows Loading decks... while the decks load", () => {
    live.useLiveQuery.mockReturnValue({ data: undefined, error: null });
    renderStudio();
    expect(live.useLiveQuery).toHaveBeenCalledWith("decks.getDecks", {});
    expect(select()).toBeDisabled();
    expect(within(select()).getByRole("option", { name: "Loading decks..." })).toBeInTheDocument();
    expect(
      within(select()).queryByRole("option", { name: "Practice without a deck" }),
    ).not.toBeInTheDocument();
  });

  it("then offers Select a pitch deck, the decks and Practice without a deck", () => {
    live.useLiveQuery.mockReturnValue({ data: decks, error: null });
    renderStudio();
    expect(select()).toBeEnabled();
    expect(
      within(select())
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Select a pitch deck", "Seed round — Acme", "Untitled Deck", "Practice without a deck"]);
  });

  it("still allows freestyle when the decks cannot load", () => {
    live.useLiveQuery.mockReturnValue({ data: undefined, error: new SyncError("UNAUTHORIZED", "nope") });
    renderStudio();
    expect(select()).toBeEnabled();
    expect(screen.getByText(/couldn't load your decks/)).toBeInTheDocument();
    expect(within(select()).getByRole("option", { name: "Practice without a deck" })).toBeInTheDocument();
  });

  it("enables Start Practice only when both an investor and a deck option are chosen", async () => {
    live.useLiveQuery.mockReturnValue({ data: decks, error: null });
    const user = renderStudio();
    expect(start()).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: /YC/ }));
    expect(screen.getByRole("radio", { name: /YC/ })).toHaveAttribute("aria-checked", "true");
    expect(start()).toBeDisabled();
    await user.selectOptions(select(), "Practice without a deck");
    expect(start()).toBeEnabled();
    await user.click(start());
    expect(screen.getByRole("dialog", { name: "Voice Practice Session" })).toHaveTextContent(
      "YC / freestyle",
    );
  });

  it("a deck alone does not enable Start Practice; arrow keys choose investors", async () => {
    live.useLiveQuery.mockReturnValue({ data: decks, error: null });
    const user = renderStudio();
    await user.selectOptions(select(), "d1");
    expect(start()).toBeDisabled();
    // Roving focus: only one card is in the tab order until one is chosen.
    expect(screen.getAllByRole("radio").map((r) => r.tabIndex)).toEqual([0, -1, -1, -1]);
    screen.getByRole("radio", { name: /a16z/ }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: /YC/ })).toHaveFocus();
    expect(screen.getByRole("radio", { name: /YC/ })).toHaveAttribute("aria-checked", "true");
    expect(screen.getAllByRole("radio").map((r) => r.tabIndex)).toEqual([-1, 0, -1, -1]);
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("radio", { name: /Lightspeed/ })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: /a16z/ })).toHaveAttribute("aria-checked", "true");
    expect(start()).toBeEnabled();
    await user.click(start());
    expect(screen.getByRole("dialog")).toHaveTextContent("a16z / d1");
  });

  it("shows what the chosen partner will likely ask about the chosen deck, linked to its slide", async () => {
    live.useLiveQuery.mockReturnValue({ data: decks, error: null });
    live.likely = {
      data: [
        {
          question: "38 paying clinics. How many were paying a month ago?",
          reason: 'Your "Traction" slide says 38 paying clinics.',
          slideId: "s2",
        },
      ],
      error: null,
    };
    const user = renderStudio();
    expect(screen.queryByRole("region", { name: "Likely questions" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: /YC/ }));
    await user.selectOptions(select(), "d1");
    const likely = screen.getByRole("region", { name: "Likely questions" });
    expect(likely).toHaveTextContent("38 paying clinics. How many were paying a month ago?");
    expect(within(likely).getByRole("link", { name: "Open the slide" })).toHaveAttribute(
      "href",
      "/create?deck=d1&slide=s2",
    );
    expect(live.likelyArgs.at(-1)).toEqual({ firmTag: "YC", deckOption: "d1" });
  });

  it("offers to rehearse the slides investors skimmed, and the session starts with them", async () => {
    live.useLiveQuery.mockReturnValue({ data: decks, error: null });
    live.skimmed = [{ slideId: "s3", title: "Market", averageMs: 2000 }];
    const user = renderStudio();
    expect(screen.queryByText("Rehearse the slides investors skimmed")).toBeNull();
    await user.selectOptions(select(), "d1");
    const offer = screen.getByRole("region", { name: "Slides investors skimmed" });
    expect(offer).toHaveTextContent("“Market” · 0:02 on average");
    await user.click(within(offer).getByRole("button", { name: "Rehearse the slides investors skimmed" }));
    expect(within(offer).getByRole("status")).toHaveTextContent("The VC will start with these slides.");
    await user.click(screen.getByRole("radio", { name: /YC/ }));
    await user.click(start());
    expect(screen.getByRole("dialog", { name: "Voice Practice Session" })).toHaveTextContent(
      "YC / d1 / focus: s3",
    );
  });

  it("without views there is no offer, and the session has no focus", async () => {
    live.useLiveQuery.mockReturnValue({ data: decks, error: null });
    const user = renderStudio();
    await user.selectOptions(select(), "d1");
    expect(screen.queryByRole("region", { name: "Slides investors skimmed" })).toBeNull();
    await user.click(screen.getByRole("radio", { name: /YC/ }));
    await user.click(start());
    expect(screen.getByRole("dialog", { name: "Voice Practice Session" })).toHaveTextContent(/focus:$/);
  });
});
