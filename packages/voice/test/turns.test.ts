import { describe, expect, it } from "vitest";
import { frameLevel, TurnDetector, type TurnEvent } from "../src/turns.ts";

const RATE = 16_000;
const tone = (ms: number, amplitude = 8000) =>
  Int16Array.from({ length: (RATE * ms) / 1000 }, (_, i) =>
    Math.round(amplitude * Math.sin((2 * Math.PI * 220 * i) / RATE)),
  );
const silence = (ms: number) => new Int16Array((RATE * ms) / 1000);

function feed(detector: TurnDetector, chunks: Int16Array[], chunkSamples = 1024): TurnEvent[] {
  const events: TurnEvent[] = [];
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i += chunkSamples)
      events.push(...detector.push(chunk.subarray(i, i + chunkSamples)));
  }
  return events;
}

describe("TurnDetector", () => {
  it("measures frame level as a fraction of full scale", () => {
    expect(frameLevel(silence(20))).toBe(0);
    expect(frameLevel(tone(20, 16384))).toBeCloseTo(0.354, 2);
  });

  it("ends an utterance after 350 ms of trailing silence, not before", () => {
    const detector = new TurnDetector();
    const early = feed(detector, [silence(500), tone(1000), silence(300)]);
    expect(early.map((e) => e.type)).toEqual(["speech-start"]);
    const later = feed(detector, [silence(100)]);
    expect(later.map((e) => e.type)).toEqual(["utterance"]);
    const utterance = later[0];
    if (utterance?.type !== "utterance") throw new Error("expected an utterance");
    expect(utterance.startMs).toBeCloseTo(500, -2);
    expect(utterance.endMs).toBeCloseTo(1500, -2);
    expect(utterance.speechMs).toBeGreaterThanOrEqual(980);
    // The audio keeps a little pre-roll before the speech and the trailing silence.
    expect(utterance.pcm.length / RATE).toBeGreaterThan(1.3);
  });

  it("keeps short pauses inside one utterance and splits on long ones", () => {
    const detector = new TurnDetector();
    const events = feed(detector, [
      tone(600),
      silence(200),
      tone(600),
      silence(600),
      tone(400),
      silence(500),
    ]);
    expect(events.filter((e) => e.type === "utterance")).toHaveLength(2);
  });

  it("ignores clicks shorter than the minimum speech length and quiet noise", () => {
    const detector = new TurnDetector();
    const events = feed(detector, [tone(40), silence(600), tone(2000, 100), silence(600)]);
    expect(events).toEqual([]);
  });

  it("cuts a monologue at the maximum length and flushes what is left at the end", () => {
    const detector = new TurnDetector({ maxUtteranceMs: 1000 });
    const events = feed(detector, [tone(1500)]);
    expect(events.filter((e) => e.type === "utterance")).toHaveLength(1);
    expect(detector.flush().map((e) => e.type)).toEqual(["utterance"]);
    expect(detector.flush()).toEqual([]);
  });

  it("reports a pause before the turn ends, and whether anything was said after it", () => {
    const detector = new TurnDetector({ pauseMs: 120 });
    const ended = feed(detector, [silence(300), tone(700), silence(400)]);
    const pause = ended.find((e) => e.type === "pause");
    const utterance = ended.find((e) => e.type === "utterance");
    expect(ended.map((e) => e.type)).toEqual(["speech-start", "pause", "utterance"]);
    expect(pause && utterance && pause.speechMs === utterance.speechMs).toBe(true);
    const resumed = feed(new TurnDetector({ pauseMs: 120 }), [
      tone(700),
      silence(200),
      tone(400),
      silence(400),
    ]);
    const first = resumed.find((e) => e.type === "pause");
    const last = resumed.find((e) => e.type === "utterance");
    expect(first && last && last.speechMs > first.speechMs).toBe(true);
    expect(feed(new TurnDetector(), [tone(700), silence(400)]).some((e) => e.type === "pause")).toBe(false);
  });

  it("does not depend on how the stream is chunked", () => {
    const audio = [silence(300), tone(700), silence(400), tone(500), silence(400)];
    const a = feed(new TurnDetector(), audio, 160).map((e) => [
      e.type,
      Math.round("endMs" in e ? e.endMs : "atMs" in e ? e.atMs : e.speechMs),
    ]);
    const b = feed(new TurnDetector(), audio, 4096).map((e) => [
      e.type,
      Math.round("endMs" in e ? e.endMs : "atMs" in e ? e.atMs : e.speechMs),
    ]);
    expect(a).toEqual(b);
    expect(a).toHaveLength(4);
  });
});
