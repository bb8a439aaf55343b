import { describe, expect, it } from "vitest";
import { splitAtQuiet, trimSilence } from "../src/stt/audio-chunks.ts";
import {
  MOONSHINE_MAX_QUEUE,
  MoonshineBusyError,
  MoonshineModel,
  MoonshineStt,
  moonshineAvailable,
} from "../src/stt/moonshine.ts";
import { EngineUnavailableError } from "../src/stt/speech-to-text.ts";
import { correctNames, tidyTranscript } from "../src/stt/tidy-transcript.ts";
import { FliteTts } from "../src/tts/flite.ts";

const RATE = 16_000;
const tone = (seconds: number, level = 0.3) =>
  Float32Array.from({ length: Math.round(seconds * RATE) }, (_, i) => level * Math.sin(i / 5));
const join = (...parts: Float32Array[]) => {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

describe("audio for the recognizer", () => {
  it("cuts audio longer than 15 s at its quiet frames, never leaving a piece over 15 s", () => {
    const speech = join(tone(6), tone(0.3, 0), tone(6), tone(0.3, 0), tone(6), tone(0.3, 0), tone(6));
    const pieces = splitAtQuiet(speech, RATE);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.reduce((n, p) => n + p.length, 0)).toBe(speech.length);
    for (const piece of pieces) expect(piece.length / RATE).toBeLessThanOrEqual(15);
    // The first cut falls in the silence after the second sentence (12.3-12.6 s).
    expect(pieces[0]!.length / RATE).toBeGreaterThan(12.2);
    expect(pieces[0]!.length / RATE).toBeLessThan(12.7);
    expect(splitAtQuiet(tone(5), RATE)).toHaveLength(1);
  });

  it("drops leading and trailing silence, keeping a short margin", () => {
    const trimmed = trimSilence(join(tone(2, 0), tone(1), tone(8, 0)), RATE);
    expect(trimmed.length / RATE).toBeCloseTo(1.4, 1);
    expect(trimSilence(tone(3, 0), RATE)).toHaveLength(0);
  });

  it("writes display text with sentence casing and a final stop, and fixes names from the deck", () => {
    expect(tidyTranscript("  we have  38 customers, and i think we grow  ")).toBe(
      "We have 38 customers, and I think we grow.",
    );
    expect(tidyTranscript("is that right? yes it is,")).toBe("Is that right? Yes it is.");
    expect(correctNames("I'm the founder of harbor freight land.", ["Harbor Freight Labs"])).toBe(
      "I'm the founder of Harbor Freight Labs.",
    );
    expect(correctNames("we beat weave on price", ["Weave"])).toBe("we beat Weave on price");
    expect(correctNames("the harbor master said", ["Harbor Freight Labs"])).toBe("the harbor master said");
  });
});

describe("Moonshine tiny", () => {
  it("is installed by npm install (scripts/moonshine-model.mjs)", () => {
    expect(moonshineAvailable()).toBe(true);
  });

  it("transcribes founder speech, one shared model for every session", async () => {
    const audio = await new FliteTts("kal16").synthesize(
      "I am the founder of Harbor Freight Labs. We have thirty eight paying customers and we are raising two million dollars.",
    );
    const first = new MoonshineStt();
    const second = new MoonshineStt();
    const [a, b] = await Promise.all([first.transcribe(audio), second.transcribe(audio)]);
    expect(a).toBe(b);
    expect(a).toMatch(/^I am the founder of Harbou?r Freight Labs\. We have/);
    expect(a).toMatch(/paying customers/i);
    expect(a).toMatch(/two million dollars|\$2 million/);
    expect(a).toMatch(/\.$/);
    expect(MoonshineModel.get()).toBe(MoonshineModel.get());
    first.close();
    await expect(first.transcribe(audio)).rejects.toThrow(/closed/);
  });

  it("refuses turns beyond its queue instead of queueing without end", async () => {
    const model = new MoonshineModel();
    const calls = Array.from({ length: MOONSHINE_MAX_QUEUE + 2 }, () => model.transcribe(tone(0.5)));
    const results = await Promise.allSettled(calls);
    const busy = results.filter((r) => r.status === "rejected" && r.reason instanceof MoonshineBusyError);
    expect(busy).toHaveLength(2);
  });

  it("says why when its model files are missing", async () => {
    await expect(new MoonshineModel("/nonexistent").load()).rejects.toBeInstanceOf(EngineUnavailableError);
  });
});
