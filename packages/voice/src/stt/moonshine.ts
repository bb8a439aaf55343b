import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { resample, type Pcm } from "../wav.ts";
import { splitAtQuiet, trimSilence } from "./audio-chunks.ts";
import { EngineUnavailableError, type SpeechToText } from "./speech-to-text.ts";
import { tidyTranscript } from "./tidy-transcript.ts";

type Ort = typeof import("onnxruntime-node");
type Session = import("onnxruntime-node").InferenceSession;
type Tensor = import("onnxruntime-node").Tensor;

/** Where `scripts/moonshine-model.mjs` puts the model files (run by `npm install`). */
export const MOONSHINE_MODEL_DIR = fileURLToPath(new URL("../../models/moonshine-tiny/", import.meta.url));
const RATE = 16_000;
/** Moonshine tiny's decoder shape (from moonshine-js). */
const LAYERS = 6;
const KV_HEADS = 8;
const HEAD_DIM = 36;
const START_TOKEN = 1;
const END_TOKEN = 2;
/** At most this many tokens per second of audio (moonshine-js uses 6). */
const TOKENS_PER_SECOND = 6;
/** Turns waiting for the shared model beyond this are refused rather than queued without end. */
export const MOONSHINE_MAX_QUEUE = 16;

export const moonshineAvailable = (dir = MOONSHINE_MODEL_DIR) =>
  ["encoder_model.onnx", "decoder_model_merged.onnx"].every((name) => fs.existsSync(`${dir}/${name}`));

/** The shared model's queue is full: this one turn should go to another recognizer. */
export class MoonshineBusyError extends Error {
  override readonly name = "MoonshineBusyError";
}

interface Loaded {
  ort: Ort;
  encoder: Session;
  decoder: Session;
  decode: (ids: number[]) => string;
}

/**
 * The Moonshine tiny model (MIT), loaded once per process and shared by every session: one utterance
 * decodes at a time on one thread, behind a bounded queue. Greedy decoding with the decoder's key/value
 * cache, as moonshine-js does; audio longer than ~15 s is cut at its quietest frames first (one pass over a
 * long piece loses accuracy and memory grows with it).
 */
export class MoonshineModel {
  private static shared: MoonshineModel | null = null;
  private loading: Promise<Loaded> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly dir = MOONSHINE_MODEL_DIR) {}

  /** The process-wide model (loaded on first use). */
  static get(): MoonshineModel {
    MoonshineModel.shared ??= new MoonshineModel();
    return MoonshineModel.shared;
  }

  /** Loads the model (once); rejects with EngineUnavailableError when the files or runtime are missing. */
  load(): Promise<Loaded> {
    this.loading ??= this.open().catch((error: unknown) => {
      this.loading = null;
      throw error instanceof EngineUnavailableError
        ? error
        : new EngineUnavailableError(`The Moonshine model could not load: ${String(error)}`);
    });
    return this.loading;
  }

  private async open(): Promise<Loaded> {
    if (!moonshineAvailable(this.dir))
      throw new EngineUnavailableError(
        `The Moonshine model is not installed in ${this.dir}. Run: node scripts/moonshine-model.mjs`,
      );
    const ort = await import("onnxruntime-node");
    const { default: tokenizer } = await import("llama-tokenizer-js");
    const options = { intraOpNumThreads: 1, interOpNumThreads: 1, executionProviders: ["cpu"] };
    const encoder = await ort.InferenceSession.create(`${this.dir}/encoder_model.onnx`, options);
    const decoder = await ort.InferenceSession.create(`${this.dir}/decoder_model_merged.onnx`, options);
    return { ort, encoder, decoder, decode: (ids) => tokenizer.decode(ids) };
  }

  /** Text of 16 kHz mono audio (samples in -1..1). */
  transcribe(audio: Float32Array): Promise<string> {
    if (this.waiting >= MOONSHINE_MAX_QUEUE)
      return Promise.reject(new MoonshineBusyError("Speech recognition is busy; try again."));
    this.waiting++;
    const run = this.queue.then(async () => {
      const model = await this.load();
      const parts: string[] = [];
      for (const piece of splitAtQuiet(trimSilence(audio, RATE), RATE))
        parts.push(await this.generate(model, piece));
      return parts.join(" ").replace(/\s+/g, " ").trim();
    });
    this.queue = run.catch(() => undefined).finally(() => this.waiting--);
    return run;
  }

  private async generate({ ort, encoder, decoder, decode }: Loaded, audio: Float32Array): Promise<string> {
    if (audio.length < RATE / 10) return "";
    const encoded = await encoder.run({ input_values: new ort.Tensor("float32", audio, [1, audio.length]) });
    const hidden = encoded.last_hidden_state as Tensor;
    const empty = () => new ort.Tensor("float32", new Float32Array(0), [0, KV_HEADS, 1, HEAD_DIM]);
    const past: Record<string, Tensor> = {};
    for (let layer = 0; layer < LAYERS; layer++)
      for (const part of ["decoder", "encoder"])
        for (const kind of ["key", "value"]) past[`past_key_values.${layer}.${part}.${kind}`] = empty();
    const tokens = [START_TOKEN];
    const maxTokens = Math.max(4, Math.trunc((audio.length / RATE) * TOKENS_PER_SECOND));
    for (let step = 0; step < maxTokens; step++) {
      const last = tokens.at(-1) ?? START_TOKEN;
      const output = await decoder.run({
        input_ids: new ort.Tensor("int64", BigInt64Array.from([BigInt(last)]), [1, 1]),
        encoder_hidden_states: hidden,
        use_cache_branch: new ort.Tensor("bool", [step > 0], [1]),
        ...past,
      });
      const next = argMax((output.logits as Tensor).data as Float32Array);
      if (next === END_TOKEN) break;
      tokens.push(next);
      // The encoder's cache is computed on the first step only; the decoder's grows every step.
      const present = Object.keys(output).filter((key) => key.startsWith("present"));
      Object.keys(past).forEach((key, index) => {
        const value = output[present[index] ?? ""] as Tensor | undefined;
        if (value && (step === 0 || key.includes(".decoder."))) past[key] = value;
      });
    }
    return decode(tokens);
  }
}

function argMax(values: Float32Array): number {
  let best = 0;
  for (let i = 1; i < values.length; i++)
    if ((values[i] ?? -Infinity) > (values[best] ?? -Infinity)) best = i;
  return best;
}

/** 16-bit PCM at any rate → 16 kHz floats. */
export function toModelInput({ samples, sampleRate }: Pcm): Float32Array {
  const pcm = sampleRate === RATE ? samples : resample(samples, sampleRate, RATE);
  const out = new Float32Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) out[i] = (pcm[i] ?? 0) / 32768;
  return out;
}

/** Offline speech-to-text with Moonshine tiny; one per session, all sharing the process's model. */
export class MoonshineStt implements SpeechToText {
  readonly name = "moonshine-tiny";
  readonly local = true;
  private closed = false;

  constructor(private readonly model = MoonshineModel.get()) {}

  async transcribe(audio: Pcm): Promise<string> {
    if (this.closed) throw new Error("The speech recognizer was closed.");
    return tidyTranscript(await this.model.transcribe(toModelInput(audio)));
  }

  close(): void {
    this.closed = true;
  }
}
