import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { voiceServerMessageSchema, type VoiceClientMessage, type VoiceServerMessage } from "@pds/contracts";
import { decodeWav, encodeWav, FliteTts } from "@pds/voice";
import WebSocket from "ws";
import { wsBase, type ServerAddress } from "./server.ts";
import { until } from "./until.ts";

type VoiceOf<T extends VoiceServerMessage["type"]> = Extract<VoiceServerMessage, { type: T }>;

/** A test client for `/api/voice`: records every JSON message and the bytes of persona audio, in order. */
export class VoiceTestClient {
  readonly messages: VoiceServerMessage[] = [];
  /** Bytes of persona audio received after each message index (audio follows its speech-start). */
  readonly audio: Array<{ afterMessage: number; bytes: number }> = [];
  closed = false;

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data, isBinary) => {
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      if (isBinary) this.audio.push({ afterMessage: this.messages.length, bytes: bytes.length });
      else this.messages.push(voiceServerMessageSchema.parse(JSON.parse(bytes.toString("utf8"))));
    });
    ws.on("close", () => (this.closed = true));
  }

  /** Connect; rejects with the HTTP status when the upgrade is refused. */
  static connect(server: ServerAddress, headers: Record<string, string>): Promise<VoiceTestClient> {
    const ws = new WebSocket(`${wsBase(server)}/api/voice`, { headers });
    return new Promise((resolve, reject) => {
      ws.once("open", () => resolve(new VoiceTestClient(ws)));
      ws.once("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
      ws.once("error", reject);
    });
  }

  send(message: VoiceClientMessage) {
    this.ws.send(JSON.stringify(message));
  }

  /** Stream PCM as a microphone would (100 ms frames), without waiting between frames. */
  sendAudio(samples: Int16Array) {
    for (let i = 0; i < samples.length; i += 1600) {
      const frame = samples.subarray(i, i + 1600);
      this.ws.send(Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength));
    }
  }

  async waitFor<T extends VoiceServerMessage["type"]>(
    type: T,
    predicate: (m: VoiceOf<T>) => boolean = () => true,
    timeoutMs = 20_000,
  ): Promise<VoiceOf<T>> {
    const match = () =>
      this.messages.find((m): m is VoiceOf<T> => m.type === type && predicate(m as VoiceOf<T>));
    await until(() => match() !== undefined, `a "${type}" voice message`, timeoutMs);
    return match() as VoiceOf<T>;
  }

  audioBytesAfter(messageIndex: number): number {
    return this.audio.filter((a) => a.afterMessage > messageIndex).reduce((n, a) => n + a.bytes, 0);
  }

  close() {
    this.ws.close();
  }
}

/**
 * A founder's sentence as 16 kHz mono PCM: spoken by flite (espeak is unrecognisable to pocketsphinx),
 * padded with a second of silence so the turn ends, and normalised by `sox -R` (deterministic) when sox
 * is installed.
 */
export async function founderAudio(text: string): Promise<Int16Array> {
  const speech = await new FliteTts("kal16").synthesize(text);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pds-founder-"));
  try {
    const input = path.join(dir, "in.wav");
    const output = path.join(dir, "out.wav");
    fs.writeFileSync(input, encodeWav(speech));
    execFileSync("sox", ["-R", input, "-r", "16000", "-c", "1", "-b", "16", output, "pad", "0.3", "1.0"]);
    const wav = decodeWav(fs.readFileSync(output));
    if (!wav) throw new Error("sox wrote an unreadable WAV");
    return wav.samples;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
