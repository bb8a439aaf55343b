import { EngineUnavailableError, MoonshineBusyError, type Pcm, type SpeechToText } from "@pds/voice";
import { describe, expect, it, vi } from "vitest";
import { withFallback } from "../src/voice/fallback-stt.ts";

const audio: Pcm = { samples: new Int16Array(1600), sampleRate: 16_000 };

function engine(name: string, answer: () => Promise<string>) {
  return { name, transcribe: vi.fn(answer), close: vi.fn() } satisfies SpeechToText;
}

describe("offline speech recognition with a fallback", () => {
  it("switches to pocketsphinx for good when Moonshine cannot load", async () => {
    const moonshine = engine("moonshine-tiny", () => Promise.reject(new EngineUnavailableError("no model")));
    const pocketsphinx = engine("pocketsphinx", () => Promise.resolve("we have forty customers"));
    const stt = withFallback(moonshine, () => pocketsphinx);
    expect(await stt.transcribe(audio)).toBe("we have forty customers");
    expect(stt.name).toBe("pocketsphinx");
    await stt.transcribe(audio);
    expect(moonshine.transcribe).toHaveBeenCalledTimes(1);
    expect(pocketsphinx.transcribe).toHaveBeenCalledTimes(2);
  });

  it("sends one turn elsewhere when the shared model is busy, and keeps Moonshine for the next", async () => {
    let busy = true;
    const moonshine = engine("moonshine-tiny", () =>
      busy ? Promise.reject(new MoonshineBusyError("busy")) : Promise.resolve("Moonshine."),
    );
    const oneOff = engine("pocketsphinx", () => Promise.resolve("pocketsphinx"));
    const stt = withFallback(moonshine, () => oneOff);
    expect(await stt.transcribe(audio)).toBe("pocketsphinx");
    expect(oneOff.close).toHaveBeenCalled();
    busy = false;
    expect(await stt.transcribe(audio)).toBe("Moonshine.");
    expect(stt.name).toBe("moonshine-tiny");
  });

  it("passes any other failure on", async () => {
    const stt = withFallback(
      engine("moonshine-tiny", () => Promise.reject(new Error("decoder crashed"))),
      () => engine("pocketsphinx", () => Promise.resolve("")),
    );
    await expect(stt.transcribe(audio)).rejects.toThrow("decoder crashed");
  });
});
