import type { DeckWithSlides, VoiceMetrics } from "@pds/contracts";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReviewFeedback } from "../../features/voice/components/review-feedback.tsx";
import { CreateRoute } from "./create.tsx";
// The route loads the editor lazily; loaded here first, it renders on the first tick as in a warm browser.
import "../../features/editor/components/editor-workspace.tsx";

const live = vi.hoisted(() => ({
  queries: {} as Record<string, unknown>,
  mutations: {} as Record<string, (args: unknown) => Promise<unknown>>,
}));
vi.mock("../../lib/sync/hooks.ts", () => ({
  useLiveQuery: (name: string, args: unknown) => ({
    data: args === "skip" ? undefined : live.queries[name],
    error: null,
  }),
  useMutation: (name: string) => live.mutations[name] ?? (() => new Promise(() => {})),
  useAction: () => () => new Promise(() => {}),
  useConnectionState: () => "connected",
}));

const slide = (id: string, position: number, title: string) => ({
  _id: id,
  deckId: "deck-1",
  position,
  title,
  content: `${title} bullet`,
  notes: "",
  version: 1,
  layout: "bullets" as const,
  fields: {},
});
const deck: DeckWithSlides = {
  deck: { _id: "deck-1", title: "Stockly seed", version: 1, theme: "slate", createdAt: 1, updatedAt: 1 },
  slides: [slide("s-problem", 0, "Problem"), slide("s-traction", 1, "Traction"), slide("s-team", 2, "Team")],
};

const metrics: VoiceMetrics = {
  durationMs: 60_000,
  founderWords: 120,
  founderSpeakingMs: 50_000,
  wordsPerMinute: 144,
  wpmCurve: [],
  fillers: { count: 0, perMinute: 0, words: {} },
  hedges: 0,
  talkRatio: 0.7,
  questions: [],
  coverage: [],
  contradictions: [],
  feedback: [
    { message: "Say the 40 customers first.", slideId: "s-traction" },
    { message: "This slide was deleted since.", slideId: "s-gone" },
  ],
  feedbackOrigin: { source: "model", model: "mock" },
};

function renderApp(initialEntry = "/practice/sessions/c1") {
  const router = createMemoryRouter(
    [
      {
        path: "/practice/sessions/:id",
        element: (
          <ReviewFeedback
            metrics={metrics}
            deckId="deck-1"
            state={{ status: "ready" }}
            slideTitles={new Map(deck.slides.map((s) => [s._id, s.title]))}
          />
        ),
      },
      { path: "/create", element: <CreateRoute /> },
    ],
    { initialEntries: [initialEntry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const selectedCard = () =>
  within(screen.getByRole("complementary", { name: "Slides" }))
    .getAllByRole("button", { current: true })
    .map((button) => button.getAttribute("aria-label"));

beforeEach(() => {
  live.queries = { "decks.getDeckWithSlidesByStringId": deck };
  live.mutations = {};
  window.sessionStorage.clear();
});
afterEach(cleanup);

describe("a feedback link opens the editor at its slide", () => {
  it("from the keyboard: the linked slide is selected once the deck loads, and the URL settles on the deck", async () => {
    const user = userEvent.setup();
    const router = renderApp();
    // The suggestion about a slide deleted since the session has no link.
    const link = screen.getByRole("link");
    expect(link).toHaveAccessibleName("Open the “Traction” slide");
    expect(link).toHaveAttribute("href", "/create?deck=deck-1&slide=s-traction");
    expect(link).toHaveAccessibleDescription("Say the 40 customers first.");
    link.focus();
    await user.keyboard("{Enter}");

    expect(await screen.findByText("Slide 2 of 3")).toBeInTheDocument();
    expect(selectedCard()).toEqual(["Slide 2: Traction"]);
    expect(router.state.location.pathname).toBe("/create");
    expect(router.state.location.search).toBe("?deck=deck-1");
    expect(window.sessionStorage.getItem("pds.activeDeckId")).toBe("deck-1");
  });

  it("waits for the deck: a slide link opened before the slides arrive still lands on its slide", async () => {
    live.queries = {};
    const router = renderApp("/create?deck=deck-1&slide=s-team");
    expect(screen.queryByText(/Slide \d of/)).not.toBeInTheDocument();
    live.queries = { "decks.getDeckWithSlidesByStringId": deck };
    // A re-render, as a live query update would cause.
    await router.navigate("/create?deck=deck-1", { replace: true });
    expect(await screen.findByText("Slide 3 of 3")).toBeInTheDocument();
    expect(selectedCard()).toEqual(["Slide 3: Team"]);
  });

  it("falls back to the first slide when the linked slide no longer exists", async () => {
    renderApp("/create?deck=deck-1&slide=s-gone");
    expect(await screen.findByText("Slide 1 of 3")).toBeInTheDocument();
    expect(selectedCard()).toEqual(["Slide 1: Problem"]);
  });

  it("links generically while the deck's titles load, and not at all without a deck", () => {
    render(
      <RouterProvider
        router={createMemoryRouter([
          {
            path: "/",
            element: <ReviewFeedback metrics={metrics} deckId="deck-1" state={{ status: "ready" }} />,
          },
        ])}
      />,
    );
    expect(screen.getAllByRole("link", { name: "Open this slide in the editor" })).toHaveLength(2);
    cleanup();

    render(
      <RouterProvider
        router={createMemoryRouter([
          {
            path: "/",
            element: <ReviewFeedback metrics={metrics} deckId={null} state={{ status: "ready" }} />,
          },
        ])}
      />,
    );
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getByText("Say the 40 customers first.")).toBeInTheDocument();
  });
});

describe("a new deck", () => {
  it("shows the brief before the editor, and opens the editor on the deck the brief made", async () => {
    live.queries = {};
    const createDeck = vi.fn(() => Promise.resolve("deck-1"));
    const saveBrief = vi.fn(() => Promise.resolve(null));
    live.mutations = { "decks.createDeck": createDeck, "briefs.saveBrief": saveBrief };
    const user = userEvent.setup();
    const router = renderApp("/create");
    const brief = screen.getByRole("dialog", { name: "Let's get your deck started" });
    expect(screen.queryByRole("complementary", { name: "Slides" })).not.toBeInTheDocument();

    await user.type(within(brief).getByLabelText("Deck title"), "Stockly seed");
    await user.type(within(brief).getByLabelText("Startup name"), "Stockly");
    await user.type(within(brief).getByLabelText("Startup overview"), "Inventory for corner shops.");
    live.queries = { "decks.getDeckWithSlidesByStringId": deck };
    await user.click(within(brief).getByRole("button", { name: "Continue" }));

    expect(createDeck).toHaveBeenCalledWith({ title: "Stockly seed" });
    expect(saveBrief).toHaveBeenCalledWith({
      deckId: "deck-1",
      title: "Stockly seed",
      startupName: "Stockly",
      overview: "Inventory for corner shops.",
    });
    expect(await screen.findByRole("complementary", { name: "Slides" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Let's get your deck started" })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe("?deck=deck-1");
  });
});
