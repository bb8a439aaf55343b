import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VoiceConversation } from "@pds/contracts";
import { SLOW_FEEDBACK_MS } from "../hooks/use-session-feedback.ts";
import { SessionReview } from "./session-review.tsx";

const live = vi.hoisted(() => ({
  useLiveQuery: vi.fn<(name: string, args: unknown) => { data: unknown; error: Error | null }>(),
  generateFeedback: vi.fn<(args: { conversationId: string }) => Promise<unknown>>(),
}));
vi.mock("../../../lib/sync/hooks.ts", () => ({
  useLiveQuery: live.useLiveQuery,
  useAction: (name: string) => {
    if (name !== "voiceai.generateSessionFeedback") throw new Error(`unexpected action ${name}`);
    return live.generateFeedback;
  },
}));

const readiness = [
  {
    _id: "c0",
    firmTag: "YC",
    _creationTime: 1,
    readiness: 20,
    covered: [],
    open: ["traction", "how big"],
    areas: [
      { area: "Market", covered: false },
      { area: "Traction", covered: false },
    ],
  },
  {
    _id: "c1",
    firmTag: "YC",
    _creationTime: 2,
    readiness: 40,
    covered: ["what are you making"],
    open: ["traction"],
    areas: [
      { area: "Solution", covered: true },
      { area: "Traction", covered: false },
    ],
  },
];

/** The review answers `voiceai.getConversation`; the deck's slides come from the editor's query. */
function serve(data: unknown, error: Error | null = null) {
  live.useLiveQuery.mockImplementation((name) =>
    name === "voiceai.getConversation"
      ? { data, error }
      : name === "voiceai.getReadinessTrend"
        ? { data: readiness, error: null }
        : { data: { deck: { _id: "deck-1" }, slides: [{ _id: "s3", title: "Traction" }] }, error: null },
  );
}

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
  return render(
    <MemoryRouter>
      <SessionReview conversationId="c1" />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  live.useLiveQuery.mockReset();
  live.generateFeedback.mockReset();
  live.generateFeedback.mockReturnValue(new Promise(() => {}));
});
afterEach(cleanup);

describe("SessionReview", () => {
  it("renders the metrics, bands, coverage, questions, feedback links and transcript", () => {
    serve(conversation);
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
    expect(within(feedback).getByRole("link", { name: "Open the “Traction” slide" })).toHaveAttribute(
      "href",
      "/create?deck=deck-1&slide=s3",
    );
    // Saved before feedback had an origin: it was rule-based.
    expect(feedback).toHaveTextContent("Rule-based feedback from the offline analysis");
    expect(live.generateFeedback).not.toHaveBeenCalled();
    const transcript = screen.getByRole("region", { name: "Full transcript" });
    const bubbles = within(transcript).getAllByRole("listitem");
    expect(bubbles.map((b) => b.getAttribute("data-role"))).toEqual(["assistant", "user"]);
  });

  it("shows the readiness trend with this session highlighted among the earlier ones", () => {
    serve(conversation);
    renderReview();
    const trend = screen.getByRole("region", { name: "Readiness trend" });
    expect(within(trend).getByRole("img")).toHaveAccessibleName(/: 20%, YC .*: 40%$/);
    expect(trend).toHaveTextContent("Work on next: Traction, Market");
  });

  it("shows a scorecard per answer, quoting the founder", () => {
    serve({
      ...conversation,
      metrics: {
        ...conversation.metrics!,
        answers: [
          {
            question: "What are you making?",
            quote: "Um, we make scheduling software for clinics.",
            direct: true,
            specific: false,
            evidence: false,
          },
        ],
      },
    });
    renderReview();
    const answers = screen.getByRole("region", { name: "Your answers" });
    expect(answers).toHaveTextContent("What are you making?");
    expect(answers).toHaveTextContent("“Um, we make scheduling software for clinics.”");
    expect(
      within(answers)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining(["Direct", "No number", "No evidence"]));
  });

  it("opens at its top: the saved transcript does not pull the page down to its last line", () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      serve(conversation);
      renderReview();
      expect(screen.getByRole("region", { name: "Full transcript" })).toBeInTheDocument();
      expect(scrollIntoView).not.toHaveBeenCalled();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("shows a loading state, then not-found", () => {
    serve(undefined);
    renderReview();
    expect(screen.getByLabelText("Loading session")).toHaveAttribute("aria-busy", "true");
    cleanup();
    serve(null);
    renderReview();
    expect(screen.getByRole("heading", { name: "Session not found" })).toBeInTheDocument();
  });

  it("says when metrics are missing, and shows load errors", () => {
    serve({ ...conversation, metrics: null });
    renderReview();
    expect(screen.getByText("Metrics are not available for this session.")).toBeInTheDocument();
    cleanup();
    serve(undefined, new Error("Please sign in again."));
    renderReview();
    expect(screen.getByRole("alert")).toHaveTextContent("Please sign in again.");
  });

  it("shows talk ratio for the pitch and the Q&A, answer length, longest monologue and response latency", () => {
    serve({
      ...conversation,
      metrics: {
        ...conversation.metrics,
        talkRatioByPhase: { pitch: 0.93, qa: 0.48 },
        answerLength: { count: 3, medianMs: 10_000, p90Ms: 20_500, medianWords: 25, p90Words: 50 },
        longestMonologue: { durationMs: 95_000, words: 240 },
        responseLatency: {
          count: 5,
          medianMs: 1_000,
          maxMs: 5_000,
          slow: [
            { question: "Why now?", latencyMs: 5_000 },
            { question: "Who needs it?", latencyMs: 4_000 },
          ],
          slowCount: 2,
        },
      },
    });
    renderReview();
    const card = (label: string) => screen.getByText(label).closest("div")?.parentElement;
    expect(card("Founder talk ratio")).toHaveTextContent("62%");
    expect(card("Founder talk ratio")).toHaveTextContent("Share of speaking time that was you.");
    expect(card("Founder talk ratio")).toHaveTextContent("Pitch93%Q&A48%");
    expect(card("Answer length")).toHaveTextContent("10 s");
    expect(card("Answer length")).toHaveTextContent("Median of 3 answers to the VC's questions; p90 21 s.");
    expect(card("Longest monologue")).toHaveTextContent("1:35");
    expect(card("Longest monologue")).toHaveTextContent("240 words without the VC speaking.");
    expect(card("Longest monologue")?.querySelector("[data-band]")).toHaveAttribute("data-band", "amber");
    const latency = card("Response latency");
    expect(latency).toHaveTextContent("1.0 s");
    expect(latency).toHaveTextContent("2 of 5 began after more than 3 s");
    expect(latency?.querySelector("[data-band]")).toHaveAttribute("data-band", "amber");
    expect(
      within(latency as HTMLElement)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["5.0 s after “Why now?”", "4.0 s after “Who needs it?”"]);
  });

  it("leaves the turn-taking row out for a review saved before it was measured", () => {
    serve(conversation);
    renderReview();
    expect(screen.queryByText("Answer length")).not.toBeInTheDocument();
    expect(screen.queryByText("Pitch")).not.toBeInTheDocument();
  });

  it("says a session saved without timings was not timed, and shows weighted filler counts with one decimal", () => {
    serve({
      ...conversation,
      metrics: {
        ...conversation.metrics!,
        durationMs: 0,
        founderSpeakingMs: 0,
        fillers: { count: 2.5, perMinute: null, words: { um: 1, so: 3 } },
      },
    });
    renderReview();
    const card = (label: string) => screen.getByText(label, { exact: true }).closest("div")!.parentElement!;
    expect(card("Duration")).toHaveTextContent("—Not timed for this session. 240 words from you");
    expect(card("Founder talk ratio")).toHaveTextContent("Share of the words spoken that were yours.");
    expect(card("Filler words")).toHaveTextContent(/^Filler words2\.5/);
    expect(card("Filler words")).toHaveTextContent("count half");
  });

  it("asks the model once for a pending review, shows progress, then says the AI coach wrote it", () => {
    const pending = {
      ...conversation,
      metrics: {
        ...conversation.metrics,
        feedbackOrigin: { source: "rule-based", model: "mock · coach", pending: true },
      },
    };
    serve(pending);
    const { rerender } = renderReview();
    expect(live.generateFeedback).toHaveBeenCalledTimes(1);
    expect(live.generateFeedback).toHaveBeenCalledWith({ conversationId: "c1" });
    const feedback = screen.getByRole("region", { name: "Feedback" });
    expect(feedback).toHaveTextContent("The AI coach (mock · coach) is writing your feedback…");
    expect(within(feedback).getByLabelText("Writing feedback")).toHaveAttribute("aria-busy", "true");
    expect(feedback).not.toHaveTextContent("Slow down.");

    // The live query brings the model's feedback.
    serve({
      ...conversation,
      metrics: {
        ...conversation.metrics,
        feedback: [{ message: "Open with the 40 customers.", slideId: "s3" }],
        feedbackOrigin: { source: "model", model: "mock · coach" },
      },
    });
    rerender(
      <MemoryRouter>
        <SessionReview conversationId="c1" />
      </MemoryRouter>,
    );
    expect(feedback).toHaveTextContent("Written by the AI coach · mock · coach");
    expect(feedback).toHaveTextContent("Open with the 40 customers.");
    expect(within(feedback).getByRole("link", { name: "Open the “Traction” slide" })).toBeInTheDocument();
    expect(live.generateFeedback).toHaveBeenCalledTimes(1);
  });

  it("says when the model is slow", () => {
    vi.useFakeTimers();
    try {
      serve({
        ...conversation,
        metrics: { ...conversation.metrics, feedbackOrigin: { source: "rule-based", pending: true } },
      });
      renderReview();
      act(() => vi.advanceTimersByTime(SLOW_FEEDBACK_MS));
      expect(screen.getByRole("region", { name: "Feedback" })).toHaveTextContent(
        "Still writing: the AI coach is slow right now…",
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps the rule-based feedback when the request fails, and tries again from the keyboard", async () => {
    const user = userEvent.setup();
    live.generateFeedback.mockRejectedValueOnce(new Error("You are offline."));
    serve({
      ...conversation,
      metrics: { ...conversation.metrics, feedbackOrigin: { source: "rule-based", pending: true } },
    });
    renderReview();
    const feedback = screen.getByRole("region", { name: "Feedback" });
    expect(
      await within(feedback).findByText(/Rule-based feedback: the AI coach could not be reached\./),
    ).toBeInTheDocument();
    expect(feedback).toHaveTextContent("Slow down.");
    within(feedback).getByRole("button", { name: "Try again" }).focus();
    await user.keyboard("{Enter}");
    expect(live.generateFeedback).toHaveBeenCalledTimes(2);
    expect(feedback).toHaveTextContent("is writing your feedback…");
  });

  it("says why the rule-based feedback stands when the model failed on the server", () => {
    serve({
      ...conversation,
      metrics: {
        ...conversation.metrics,
        feedbackOrigin: { source: "rule-based", model: "mock", fallbackReason: "timeout" },
      },
    });
    renderReview();
    expect(screen.getByRole("region", { name: "Feedback" })).toHaveTextContent(
      "Rule-based feedback: the AI coach took too long.",
    );
    expect(live.generateFeedback).not.toHaveBeenCalled();
  });
});
