import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { CONNECTION_LOST_MESSAGE, SyncError } from "../../../lib/sync/sync-client.ts";
import { live, resetLive } from "../../../test/fake-sync.ts";
import { COPILOT_TIMEOUT_MS, NO_ANSWER, SEND_FAILED, useCopilot } from "../hooks/use-copilot.ts";
import { CopilotPanel } from "./copilot-panel.tsx";

vi.mock("../../../lib/sync/hooks.ts", () => import("../../../test/fake-sync.ts").then((m) => m.fakeHooks));

/** The panel wired to the hook, as the editor composes them. */
function Copilot() {
  const copilot = useCopilot("deck-1");
  return (
    <CopilotPanel
      deckId="deck-1"
      input={copilot.input}
      sending={copilot.sending}
      failure={copilot.failure}
      onInputChange={copilot.setInput}
      onSend={(text) => void copilot.send(text)}
      onRetry={() => void copilot.retry()}
    />
  );
}

const chat = () => live.calls["ai.chatWithAI"]!;
const input = () => screen.getByRole("textbox", { name: "Message the copilot" });

async function sendMessage(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(input(), text);
  await user.keyboard("{Enter}");
  expect(screen.getByText("Thinking…")).toBeInTheDocument();
  expect(input()).toBeDisabled();
}

beforeEach(() => {
  resetLive({ "ai.chatWithAI": vi.fn(() => new Promise<unknown>(() => {})) });
  live.queries["messages.getMessages"] = { data: [], error: null };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("a copilot message that gets no answer", () => {
  it("stops Thinking… after the timeout, says so, gives the text back and retries it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Copilot />, { wrapper: ToastProvider });
    await sendMessage(user, "Shorten the problem slide");

    await act(() => vi.advanceTimersByTimeAsync(COPILOT_TIMEOUT_MS - 1000));
    expect(screen.getByText("Thinking…")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));

    expect(screen.queryByText("Thinking…")).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
    expect(input()).toHaveValue("Shorten the problem slide");
    expect(screen.getByRole("alert")).toHaveTextContent(SEND_FAILED);
    expect(screen.getByText(NO_ANSWER)).toBeInTheDocument();

    chat().mockResolvedValueOnce(null);
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(chat()).toHaveBeenCalledTimes(2);
    expect(chat()).toHaveBeenLastCalledWith({ deckId: "deck-1", userMessage: "Shorten the problem slide" });
    await vi.waitFor(() => expect(input()).toBeEnabled());
    expect(screen.queryByText(NO_ANSWER)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
    expect(input()).toHaveValue("");
  });

  it("on a lost connection says so at once and offers Retry", async () => {
    const user = userEvent.setup();
    let cut: (error: Error) => void = () => {};
    chat().mockImplementationOnce(() => new Promise<unknown>((_, reject) => (cut = reject)));
    render(<Copilot />, { wrapper: ToastProvider });
    await sendMessage(user, "Review my deck");
    await act(async () => cut(new SyncError("CONNECTION_LOST", CONNECTION_LOST_MESSAGE)));

    expect(screen.getByText(CONNECTION_LOST_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(input()).toBeEnabled();
    expect(input()).toHaveValue("Review my deck");
  });
});

describe("undoing a copilot reply", () => {
  const reply = (undo: "available" | "done" | null, content: string) => ({
    _id: `m-${content}`,
    deckId: "deck-1",
    role: "assistant" as const,
    content,
    status: "done" as const,
    createdAt: 1,
    undo,
  });

  it("offers Undo only under replies that changed the deck, and sends that reply's id", async () => {
    const user = userEvent.setup();
    live.calls["messages.undoCopilotEdit"] = vi.fn(() => Promise.resolve(null));
    live.queries["messages.getMessages"] = {
      data: [
        reply("available", "Shortened 3 slides."),
        reply(null, "Your deck has 9 slides."),
        reply("done", "Added Pricing."),
      ],
      error: null,
    };
    render(<Copilot />, { wrapper: ToastProvider });

    const buttons = screen.getAllByRole("button", { name: "Undo these changes" });
    expect(buttons).toHaveLength(1);
    expect(screen.getByText("Changes undone")).toBeInTheDocument();
    await user.click(buttons[0]!);
    expect(live.calls["messages.undoCopilotEdit"]).toHaveBeenCalledWith({
      messageId: "m-Shortened 3 slides.",
    });
    expect(await screen.findByRole("status")).toHaveTextContent("Changes undone");
  });

  it("says why when the server refuses", async () => {
    const user = userEvent.setup();
    live.calls["messages.undoCopilotEdit"] = vi.fn(() =>
      Promise.reject(new SyncError("CONFLICT", "Those changes were already undone.")),
    );
    live.queries["messages.getMessages"] = { data: [reply("available", "Moved Team.")], error: null };
    render(<Copilot />, { wrapper: ToastProvider });

    await user.click(screen.getByRole("button", { name: "Undo these changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Those changes were already undone.");
    expect(screen.getByRole("button", { name: "Undo these changes" })).toBeEnabled();
  });
});
