import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdapterSink, VoiceAdapter, VoiceCallResult } from "../lib/types.ts";
import { VoiceClient } from "../lib/voice-client.ts";
import { SessionOverlay } from "./session-overlay.tsx";

const mocks = vi.hoisted(() => ({
  getConfig: vi.fn<(args: unknown) => Promise<Record<string, unknown> | null>>(),
  save: vi.fn<(args: unknown) => Promise<string>>(),
  provider: { value: "local" as "local" | "vapi" },
  adapter: { current: null as null | FakeAdapterShape },
}));

interface FakeAdapterShape {
  sink: AdapterSink | null;
  connect: (sink: AdapterSink) => Promise<void>;
  leaveResult: VoiceCallResult;
}

vi.mock("../../../lib/sync/hooks.ts", () => ({
  useAction: () => mocks.getConfig,
  useMutation: () => mocks.save,
}));

vi.mock("../lib/create-voice-client.ts", () => ({
  voiceProvider: () => mocks.provider.value,
  createVoiceClient: () => {
    const fake = mocks.adapter.current;
    if (!fake) throw new Error("no fake adapter");
    const adapter: VoiceAdapter = {
      connect: (_assistant, sink) => {
        fake.sink = sink;
        return fake.connect(sink);
      },
      leave: () => Promise.resolve(fake.leaveResult),
    };
    return Promise.resolve(new VoiceClient(adapter, { isMobile: () => false }));
  },
}));

function fakeAdapter(overrides: Partial<FakeAdapterShape> = {}): FakeAdapterShape {
  const fake: FakeAdapterShape = {
    sink: null,
    connect: () => Promise.resolve(),
    leaveResult: { reason: "customer-ended-call", conversationId: "conv-1", savedByProvider: true },
    ...overrides,
  };
  mocks.adapter.current = fake;
  return fake;
}

function sinkOf(fake: FakeAdapterShape): AdapterSink {
  if (!fake.sink) throw new Error("not connected");
  return fake.sink;
}

const status = () => screen.getByRole("status");

beforeEach(() => {
  mocks.getConfig.mockReset();
  mocks.save.mockReset();
  mocks.provider.value = "local";
});
afterEach(cleanup);

describe("SessionOverlay", () => {
  it("goes Fetching session details... → Connected → Session Ended. Saving... → closes", async () => {
    const fake = fakeAdapter();
    let connect: () => void = () => {};
    fake.connect = () => new Promise<void>((resolve) => (connect = resolve));
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<SessionOverlay firmTag="YC" deckOption="freestyle" deckTitle={null} onClose={onClose} />);

    const dialog = screen.getByRole("dialog", { name: "Voice Practice Session" });
    expect(status()).toHaveTextContent("Fetching session details...");
    expect(within(dialog).getByText("Waiting for transcript...")).toBeInTheDocument();

    await vi.waitFor(() => expect(fake.sink).not.toBeNull());
    await act(async () => connect());
    act(() => sinkOf(fake).listening());
    expect(status()).toHaveTextContent("Connected");

    act(() => {
      const sink = sinkOf(fake);
      sink.message({
        type: "transcript",
        role: "assistant",
        transcriptType: "final",
        transcript: "Hi there.",
      });
      sink.message({
        type: "transcript",
        role: "assistant",
        transcriptType: "final",
        transcript: "What do you do?",
      });
      sink.message({ type: "transcript", role: "user", transcriptType: "partial", transcript: "We bu" });
      sink.message({
        type: "transcript",
        role: "user",
        transcriptType: "final",
        transcript: "We build Acme.",
      });
    });
    const bubbles = within(dialog).getAllByRole("listitem");
    expect(bubbles.map((b) => b.getAttribute("data-role"))).toEqual(["assistant", "user"]);
    expect(bubbles[0]).toHaveTextContent("Hi there. What do you do?");
    expect(bubbles[1]).toHaveTextContent("We build Acme.");
    expect(within(dialog).queryByText("We bu")).not.toBeInTheDocument();

    // Hold the end so the saving state is observable.
    let finishLeave: (r: VoiceCallResult) => void = () => {};
    const leaving = new Promise<VoiceCallResult>((resolve) => (finishLeave = resolve));
    const whenEnded = vi.spyOn(VoiceClient.prototype, "whenEnded").mockReturnValue(leaving);
    await user.click(within(dialog).getByRole("button", { name: "End Session" }));
    expect(status()).toHaveTextContent("Session Ended. Saving...");
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => finishLeave(fake.leaveResult));
    expect(onClose).toHaveBeenCalledWith({ conversationId: "conv-1", reason: "customer-ended-call" });
    expect(mocks.save).not.toHaveBeenCalled(); // the local server saved it
    whenEnded.mockRestore();
  });

  it("shows the live input level from volume-level", async () => {
    const fake = fakeAdapter();
    render(<SessionOverlay firmTag="YC" deckOption="freestyle" deckTitle={null} onClose={vi.fn()} />);
    await vi.waitFor(() => expect(fake.sink).not.toBeNull());
    act(() => sinkOf(fake).volume(0.5));
    expect(screen.getByRole("meter", { name: "Microphone level" })).toHaveAttribute("aria-valuenow", "50");
  });

  it("on Vapi, labels the meter as the call's audio, which is what its volume-level measures", async () => {
    mocks.provider.value = "vapi";
    mocks.getConfig.mockResolvedValue({ name: "YC" });
    const fake = fakeAdapter();
    render(<SessionOverlay firmTag="YC" deckOption="freestyle" deckTitle={null} onClose={vi.fn()} />);
    await vi.waitFor(() => expect(fake.sink).not.toBeNull());
    act(() => sinkOf(fake).volume(0.25));
    expect(screen.getByRole("meter", { name: "Call audio level" })).toHaveAttribute("aria-valuenow", "25");
    expect(screen.queryByRole("meter", { name: "Microphone level" })).toBeNull();
  });

  it("shows Error: No config received when the server sends no assistant config (vapi)", async () => {
    mocks.provider.value = "vapi";
    mocks.getConfig.mockResolvedValue(null);
    fakeAdapter();
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<SessionOverlay firmTag="Sequoia" deckOption="d1" deckTitle="Acme" onClose={onClose} />);
    await vi.waitFor(() => expect(status()).toHaveTextContent("Error: No config received"));
    expect(mocks.getConfig).toHaveBeenCalledWith({ firmTag: "Sequoia", deckOption: "d1" });
    await user.click(screen.getByRole("button", { name: "End Session" }));
    expect(onClose).toHaveBeenCalledWith({ conversationId: null, reason: "customer-ended-call" });
  });

  it("shows Error and how to allow the microphone when permission is denied", async () => {
    fakeAdapter({
      connect: () => Promise.reject(new DOMException("Permission denied", "NotAllowedError")),
    });
    render(<SessionOverlay firmTag="a16z" deckOption="freestyle" deckTitle={null} onClose={vi.fn()} />);
    await vi.waitFor(() => expect(status()).toHaveTextContent(/^Error$/));
    expect(screen.getByText("Microphone access is blocked")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(/set Microphone to Allow/);
  });

  it("shows Error with the server's message when the session is refused", async () => {
    fakeAdapter({ connect: () => Promise.reject(new Error("You have used today's practice minutes.")) });
    render(<SessionOverlay firmTag="YC" deckOption="freestyle" deckTitle={null} onClose={vi.fn()} />);
    await vi.waitFor(() => expect(status()).toHaveTextContent(/^Error$/));
    expect(screen.getByText("You have used today's practice minutes.")).toBeInTheDocument();
  });

  it("saves the transcript itself for providers that do not (vapi); a save failure is logged and it still closes", async () => {
    mocks.provider.value = "vapi";
    mocks.getConfig.mockResolvedValue({ name: "YC" });
    mocks.save.mockRejectedValue(new Error("db down"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const fake = fakeAdapter({
      leaveResult: { reason: "customer-ended-call", conversationId: null, savedByProvider: false },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<SessionOverlay firmTag="YC" deckOption="deck-7" deckTitle="Acme" onClose={onClose} />);
    await vi.waitFor(() => expect(fake.sink).not.toBeNull());
    // A call ended the moment it connected: its length is 0 s.
    const now = vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    act(() => {
      sinkOf(fake).listening();
      sinkOf(fake).message({
        type: "transcript",
        role: "user",
        transcriptType: "final",
        transcript: "Hello",
      });
    });
    await user.click(screen.getByRole("button", { name: "End Session" }));
    await vi.waitFor(() =>
      expect(onClose).toHaveBeenCalledWith({ conversationId: null, reason: "customer-ended-call" }),
    );
    expect(mocks.save).toHaveBeenCalledWith({
      firmTag: "YC",
      deckId: "deck-7",
      transcript: [{ role: "user", content: "Hello" }],
      durationSeconds: 0,
    });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    now.mockRestore();
  });

  it("a vapi session saved by the client closes with the saved conversation, so the review link works", async () => {
    mocks.provider.value = "vapi";
    mocks.getConfig.mockResolvedValue({ name: "YC" });
    mocks.save.mockResolvedValue("conv-42");
    const fake = fakeAdapter({
      leaveResult: { reason: "customer-ended-call", conversationId: null, savedByProvider: false },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<SessionOverlay firmTag="YC" deckOption="freestyle" deckTitle={null} onClose={onClose} />);
    await vi.waitFor(() => expect(fake.sink).not.toBeNull());
    const now = vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    act(() => {
      sinkOf(fake).listening();
      sinkOf(fake).message({ type: "transcript", role: "user", transcriptType: "final", transcript: "Hi" });
    });
    // The call ran 95 s: its length goes with the transcript, to count against the day's minutes.
    now.mockReturnValue(1_095_000);
    await user.click(screen.getByRole("button", { name: "End Session" }));
    await vi.waitFor(() =>
      expect(onClose).toHaveBeenCalledWith({ conversationId: "conv-42", reason: "customer-ended-call" }),
    );
    expect(mocks.save).toHaveBeenCalledWith({
      firmTag: "YC",
      transcript: [{ role: "user", content: "Hi" }],
      durationSeconds: 95,
    });
    now.mockRestore();
  });

  it("says it is still connecting when the voice server is slow to accept the session", async () => {
    vi.useFakeTimers();
    try {
      fakeAdapter({ connect: () => new Promise<void>(() => {}) });
      render(<SessionOverlay firmTag="YC" deckOption="freestyle" deckTitle={null} onClose={vi.fn()} />);
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(screen.queryByText(/Still connecting/)).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.getByText(/Still connecting to the voice server/)).toBeInTheDocument();
      expect(status()).toHaveTextContent("Fetching session details...");
    } finally {
      vi.useRealTimers();
    }
  });

  it("while the browser asks for the microphone, says so instead of blaming the voice server", async () => {
    vi.useFakeTimers();
    try {
      fakeAdapter({
        connect: (sink) => {
          sink.progress("microphone", "started");
          return new Promise<void>(() => {});
        },
      });
      render(<SessionOverlay firmTag="YC" deckOption="freestyle" deckTitle={null} onClose={vi.fn()} />);
      await act(() => vi.advanceTimersByTimeAsync(100)); // the prompt opens
      await act(() => vi.advanceTimersByTimeAsync(6000));
      expect(screen.getByText(/Waiting for your microphone/)).toBeInTheDocument();
      expect(screen.queryByText(/Still connecting/)).not.toBeInTheDocument();
      expect(status()).toHaveTextContent("Fetching session details...");
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not save an empty transcript", async () => {
    mocks.provider.value = "vapi";
    mocks.getConfig.mockResolvedValue({ name: "YC" });
    const fake = fakeAdapter({
      leaveResult: { reason: "customer-ended-call", conversationId: null, savedByProvider: false },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<SessionOverlay firmTag="YC" deckOption="freestyle" deckTitle={null} onClose={onClose} />);
    await vi.waitFor(() => expect(fake.sink).not.toBeNull());
    await user.click(screen.getByRole("button", { name: "End Session" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mocks.save).not.toHaveBeenCalled();
  });
});
