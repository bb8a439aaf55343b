import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PcmFrame } from "../lib/audio/pcm-capture.ts";
import { VoiceNoteButton } from "./voice-note-button.tsx";

const mic = vi.hoisted(() => ({
  emit: null as null | ((frame: PcmFrame) => void),
  fail: null as null | Error,
  stop: vi.fn(),
}));

vi.mock("../lib/audio/pcm-capture.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../lib/audio/pcm-capture.ts")>()),
  startPcmCapture: (onFrame: (frame: PcmFrame) => void) => {
    if (mic.fail) return Promise.reject(mic.fail);
    mic.emit = onFrame;
    return Promise.resolve({ context: {} as AudioContext, stop: mic.stop });
  },
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  mic.fail = null;
  mic.stop.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("VoiceNoteButton", () => {
  it("records, shows the stop button, transcribes and hands back the text", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ text: "We help clinics schedule." })));
    const onText = vi.fn();
    const user = userEvent.setup();
    render(<VoiceNoteButton onText={onText} />);
    await user.click(screen.getByRole("button", { name: "Record a voice note" }));
    expect(await screen.findByRole("button", { name: "Stop recording" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Recording 0:00");
    act(() => {
      for (let i = 0; i < 60; i++) mic.emit?.({ pcm: new ArrayBuffer(640), level: 0.1 });
    });
    await user.click(screen.getByRole("button", { name: "Stop recording" }));
    await vi.waitFor(() => expect(onText).toHaveBeenCalledWith("We help clinics schedule."));
    expect(mic.stop).toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/voice\/transcribe$/);
    expect(init?.method).toBe("POST");
    expect((init?.body as Uint8Array).byteLength).toBe(60 * 640);
  });

  it("explains a blocked microphone", async () => {
    mic.fail = new DOMException("denied", "NotAllowedError");
    const user = userEvent.setup();
    render(<VoiceNoteButton onText={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Record a voice note" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Microphone access is blocked");
  });

  it("shows the server's error when transcription fails", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ error: { code: "UPSTREAM_FAILED", message: "Speech recognition is unavailable." } }),
        {
          status: 502,
        },
      ),
    );
    const user = userEvent.setup();
    render(<VoiceNoteButton onText={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Record a voice note" }));
    await screen.findByRole("button", { name: "Stop recording" });
    act(() => {
      for (let i = 0; i < 60; i++) mic.emit?.({ pcm: new ArrayBuffer(640), level: 0.1 });
    });
    await user.click(screen.getByRole("button", { name: "Stop recording" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Speech recognition is unavailable.");
  });
});
