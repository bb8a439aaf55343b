import type { SpeechToText } from "@pds/voice";
import { describe, expect, it, vi } from "vitest";
import { EarlyTranscript } from "../src/voice/early-transcript.ts";

const pcm = new Int16Array(160);

function recognizer(local: boolean) {
  let calls = 0;
  return {
    name: "test",
    local,
    transcribe: vi.fn(() => Promise.resolve(`text ${++calls}`)),
    close: vi.fn(),
  } satisfies SpeechToText;
}

describe("recognition that starts during the silence window", () => {
  it("uses the text started at the pause when nothing was said after it", async () => {
    const stt = recognizer(true);
    const early = new EarlyTranscript(16_000);
    early.start(stt, pcm, 700);
    expect(await early.take(stt, pcm, 700)).toBe("text 1");
    expect(stt.transcribe).toHaveBeenCalledTimes(1);
  });

  it("recognises the whole turn again when the founder spoke after the pause", async () => {
    const stt = recognizer(true);
    const early = new EarlyTranscript(16_000);
    early.start(stt, pcm, 700);
    expect(await early.take(stt, pcm, 1300)).toBe("text 2");
    // The next turn does not reuse a stale early result.
    expect(await early.take(stt, pcm, 700)).toBe("text 3");
  });

  it("never guesses with a recognizer that is billed per call", async () => {
    const cloud = recognizer(false);
    const early = new EarlyTranscript(16_000);
    early.start(cloud, pcm, 700);
    expect(cloud.transcribe).not.toHaveBeenCalled();
    expect(await early.take(cloud, pcm, 700)).toBe("text 1");
  });
});
