import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VoiceConversation } from "@pds/contracts";
import { SessionReview } from "./session-review.tsx";

const live = vi.hoisted(() => ({
  useLiveQuery: vi.fn<(name: string, args: unknown) => { data: unknown; error: Error | null }>(),
}));
vi.mock("../../../lib/sync/hooks.ts", () => ({ useLiveQuery: live.useLiveQuery }));

const conversation: VoiceConversation = {
  _id: "c1",
  firmTag: "YC",
  deckId: "deck-1",
  deckTitle: "Acme seed",
  _creationTime: Date.UTC(2025, 0, 5, 15, 30),
  transcript: [
    { role: "assistant", content: "What are you making?" },
    { role: "user", content: "Um, we make scheduling software for clinics." },
  ],
  metrics: {
    durationMs: 125_000,
    founderWords: 240,
    founderSpeakingMs: 100_000,
    wordsPerMinute: 172,
    wpmCurve: [
      { atMs: 30_000, wpm: 150 },
      { atMs: 60_000, wpm: 190 },
    ],
    fillers: { count: 9, perMinute: 5.4, words: { um: 6, like: 3 } },
    hedges: 2,
    talkRatio: 0.62,
    questions: ["What are you making?", "Who needs it?"],
    coverage: [
      { topic: "what are you making", state: "answered" },
      { topic: "traction", state: "dodged" },
      { topic: "how big", state: "not-reached" },
    ],
    contradictions: [],
    feedback: [{ message: "Lead with your traction numbers.", slideId: "s3" }, { message: "Slow down." }],
  },
};

function renderReview() {
  render(
    <MemoryRouter>
      <SessionReview conversationId="c1" />
    </MemoryRouter>,
  );
}

beforeEach(() => live.useLiveQuery.mockReset());
afterEach(cleanup);

describe("SessionReview", () => {
  it("renders the metrics, bands, coverage, questions, feedback links and transcript", () => {
    live.useLiveQuery.mockReturnValue({ data: conversation, error: null });
    renderReview();
    expect(live.useLiveQuery).toHaveBeenCalledWith("voiceai.getConversation", { conversationId: "c1" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("YC");
    expect(screen.getByText("2:05")).toBeInTheDocument();
    expect(screen.getByText("62%")).toBeInTheDocument();
    const wpm = screen.getByText("Words per minute").closest("div")?.parentElement;
    expect(wpm).toHaveTextContent("172");
    expect(wpm?.querySelector("[data-band]")).toHaveAttribute("data-band", "amber");
    expect(screen.getByRole("img", { name: /Pace over the session: 150, 190/ })).toBeInTheDocument();
    const fillers = screen.getByText("Filler words").closest("div")?.parentElement;
    expect(fillers).toHaveTextContent("9");
    expect(fillers?.querySelector("[data-band]")).toHaveAttribute("data-band", "amber");
    expect(fillers).toHaveTextContent("“um” ×6");

    const coverage = screen.getByRole("region", { name: "Coverage" });
    expect(coverage).toHaveTextContent("traction:Dodged");
    expect(coverage).toHaveTextContent("how big:Not reached");
    const questions = screen.getByRole("region", { name: "Questions the VC asked" });
    expect(within(questions).getAllByRole("listitem")).toHaveLength(2);
    const feedback = screen.getByRole("region", { name: "Feedback" });
    expect(within(feedback).getByRole("link", { name: /Open the slide/ })).toHaveAttribute(
      "href",
      "/create?deck=deck-1",
    );
    const transcript = screen.getByRole("region", { name: "Full transcript" });
    const bubbles = within(transcript).getAllByRole("listitem");
    expect(bubbles.map((b) => b.getAttribute("data-role"))).toEqual(["assistant", "user"]);
  });

  it("shows a loading state, then not-found", () => {
    live.useLiveQuery.mockReturnValue({ data: undefined, error: null });
    renderReview();
    expect(screen.getByLabelText("Loading session")).toHaveAttribute("aria-busy", "true");
    cleanup();
    live.useLiveQuery.mockReturnValue({ data: null, error: null });
    renderReview();
    expect(screen.getByRole("heading", { name: "Session not found" })).toBeInTheDocument();
  });

  it("says when metrics are missing, and shows load errors", () => {
    live.useLiveQuery.mockReturnValue({ data: { ...conversation, metrics: null }, error: null });
    renderReview();
    expect(screen.getByText("Metrics are not available for this session.")).toBeInTheDocument();
    cleanup();
    live.useLiveQuery.mockReturnValue({ data: undefined, error: new Error("Please sign in again.") });
    renderReview();
    expect(screen.getByRole("alert")).toHaveTextContent("Please sign in again.");
  });
});
