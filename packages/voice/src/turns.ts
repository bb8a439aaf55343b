/** Options for the energy-based turn detector (16 kHz mono s16le unless told). */
export interface TurnOptions {
  sampleRate?: number;
  /** RMS level (0..1 of full scale) above which a 20 ms frame counts as speech. */
  threshold?: number;
  /** Trailing silence that ends an utterance. */
  silenceMs?: number;
  /** Speech shorter than this is a click or a cough, not an utterance. */
  minSpeechMs?: number;
  /** Audio kept from before the speech started, so the first syllable is not clipped. */
  preRollMs?: number;
  /** An utterance this long is cut even without a pause. */
  maxUtteranceMs?: number;
  /**
   * After this much trailing silence (less than `silenceMs`) a "pause" event carries the speech so far, so
   * a recognizer can start while the silence window runs; 0 turns it off.
   */
  pauseMs?: number;
}

export type TurnEvent =
  | { type: "speech-start"; atMs: number }
  /** The speaker paused: the utterance so far. If the utterance ends with the same `speechMs`, it is this. */
  | { type: "pause"; pcm: Int16Array; speechMs: number }
  | {
      type: "utterance";
      pcm: Int16Array;
      startMs: number;
      endMs: number;
      speechMs: number;
      /** Cut at `maxUtteranceMs` while the speaker was still going (a monologue the VC interrupts). */
      cut: boolean;
    };

const FRAME_MS = 20;

/** RMS of a frame as a fraction of full scale. */
export function frameLevel(frame: Int16Array): number {
  if (frame.length === 0) return 0;
  let sum = 0;
  for (const sample of frame) sum += sample * sample;
  return Math.sqrt(sum / frame.length) / 32768;
}

/**
 * Splits a stream of PCM into utterances: a frame is speech when its RMS passes the threshold; an
 * utterance starts after `minSpeechMs` of speech and ends after `silenceMs` of trailing silence. Pure: feed
 * it audio, get events; time is counted in samples, never read from a clock.
 */
export class TurnDetector {
  private readonly frameSamples: number;
  private readonly o: Required<TurnOptions>;
  private pending = new Int16Array(0);
  private frames: Int16Array[] = [];
  private preRoll: Int16Array[] = [];
  private samples = 0;
  private speaking = false;
  private speechFrames = 0;
  private silentFrames = 0;
  private voicedRun = 0;
  private startMs = 0;

  constructor(options: TurnOptions = {}) {
    this.o = {
      sampleRate: 16_000,
      threshold: 0.015,
      silenceMs: 350,
      minSpeechMs: 100,
      preRollMs: 200,
      maxUtteranceMs: 30_000,
      pauseMs: 0,
      ...options,
    };
    this.frameSamples = Math.round((this.o.sampleRate * FRAME_MS) / 1000);
  }

  /** Milliseconds of audio seen so far. */
  get elapsedMs(): number {
    return (this.samples / this.o.sampleRate) * 1000;
  }

  push(chunk: Int16Array): TurnEvent[] {
    const events: TurnEvent[] = [];
    const joined = new Int16Array(this.pending.length + chunk.length);
    joined.set(this.pending);
    joined.set(chunk, this.pending.length);
    let offset = 0;
    for (; offset + this.frameSamples <= joined.length; offset += this.frameSamples) {
      const frame = joined.slice(offset, offset + this.frameSamples);
      this.samples += frame.length;
      const event = this.onFrame(frame);
      if (event) events.push(event);
    }
    this.pending = joined.slice(offset);
    return events;
  }

  /** End of stream: an utterance in progress is returned as it stands. */
  flush(): TurnEvent[] {
    if (!this.speaking) return [];
    return [this.finish(false)];
  }

  private onFrame(frame: Int16Array): TurnEvent | null {
    const voiced = frameLevel(frame) >= this.o.threshold;
    const minFrames = Math.ceil(this.o.minSpeechMs / FRAME_MS);
    if (!this.speaking) {
      this.preRoll.push(frame);
      this.voicedRun = voiced ? this.voicedRun + 1 : 0;
      const keep = Math.ceil(this.o.preRollMs / FRAME_MS) + minFrames;
      if (this.preRoll.length > keep) this.preRoll.shift();
      if (this.voicedRun < minFrames) return null;
      this.speaking = true;
      this.frames = this.preRoll;
      this.preRoll = [];
      this.speechFrames = this.voicedRun;
      this.silentFrames = 0;
      this.startMs = this.elapsedMs - this.voicedRun * FRAME_MS;
      return { type: "speech-start", atMs: this.startMs };
    }
    this.frames.push(frame);
    if (voiced) {
      this.speechFrames += 1 + this.silentFrames;
      this.silentFrames = 0;
    } else this.silentFrames += 1;
    const tooLong = this.elapsedMs - this.startMs >= this.o.maxUtteranceMs;
    if (this.silentFrames * FRAME_MS >= this.o.silenceMs) return this.finish(false);
    if (this.o.pauseMs > 0 && !voiced && this.silentFrames * FRAME_MS === this.o.pauseMs)
      return { type: "pause", pcm: concat(this.frames), speechMs: this.speechFrames * FRAME_MS };
    if (tooLong) return this.finish(true);
    return null;
  }

  private finish(cut: boolean): TurnEvent {
    const pcm = concat(this.frames);
    const event: TurnEvent = {
      type: "utterance",
      pcm,
      startMs: this.startMs,
      endMs: this.elapsedMs - this.silentFrames * FRAME_MS,
      speechMs: this.speechFrames * FRAME_MS,
      cut,
    };
    this.speaking = false;
    this.frames = [];
    this.speechFrames = 0;
    this.silentFrames = 0;
    this.voicedRun = 0;
    return event;
  }
}

function concat(frames: readonly Int16Array[]): Int16Array {
  const pcm = new Int16Array(frames.reduce((n, f) => n + f.length, 0));
  let at = 0;
  for (const f of frames) {
    pcm.set(f, at);
    at += f.length;
  }
  return pcm;
}
