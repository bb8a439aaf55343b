/**
 * Turn latency measured in Chromium, the way a founder meets it: headless Chromium plays founder speech
 * into the practice page as a fake microphone, the page's own AudioWorklet sends it, and a wrapper around
 * the page's WebSocket timestamps what goes out and what comes in. A turn's latency runs from the last
 * frame of speech the page sent to the first byte of reply audio the page received after the founder's
 * transcript. Needs the built web app (built here when missing) and Debian's chromium.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { encodeWav, FliteTts } from "@pds/voice";
import { FOUNDER_SENTENCES, ms, startBenchServer, summarize } from "./support.ts";

const RATE = 16_000;
const LEAD_SECONDS = 4; // room to connect before the founder speaks
const GAP_SECONDS = 5; // silence after each sentence: the VC answers in it
const SPEECH_RMS = 300; // an outgoing frame louder than this (s16) carries speech
/** The practice issue's targets for the browser-measured turn (last speech frame → first reply audio). */
const TARGET_P50_MS = 400;
const TARGET_P95_MS = 700;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** What the page's voice socket saw, in page time (performance.now()). */
interface SocketEvent {
  at: number;
  dir: "out" | "in";
  /** Outgoing audio: RMS of the frame. */
  rms?: number;
  /** Incoming: a JSON message's type and role, or "audio" for a binary frame. */
  type?: string;
  role?: string;
  transcriptType?: string;
}

/**
 * Installed in the page before its scripts run: wraps WebSocket to log the voice socket's traffic. Plain
 * JavaScript in a string, since the page gets the source as written (tsx's helpers do not exist there).
 */
const RECORD_VOICE_SOCKET = `
(() => {
  const log = [];
  window.__voiceLog = log;
  const Native = window.WebSocket;
  const isVoice = (url) => new URL(String(url), location.href).pathname === "/api/voice";
  class Recording extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      if (!isVoice(url)) return;
      this.addEventListener("message", (event) => {
        const at = performance.now();
        if (typeof event.data !== "string") { log.push({ at, dir: "in", type: "audio" }); return; }
        const m = JSON.parse(event.data);
        log.push({ at, dir: "in", type: m.type, role: m.role, transcriptType: m.transcriptType });
      });
    }
    send(data) {
      if (isVoice(this.url) && typeof data !== "string" && !(data instanceof Blob)) {
        const samples = ArrayBuffer.isView(data)
          ? new Int16Array(data.buffer, data.byteOffset, Math.floor(data.byteLength / 2))
          : new Int16Array(data);
        let sum = 0;
        for (const sample of samples) sum += sample * sample;
        log.push({ at: performance.now(), dir: "out", rms: Math.sqrt(sum / Math.max(1, samples.length)) });
      }
      super.send(data);
    }
  }
  window.WebSocket = Recording;
})();
`;

/** The founder's side of the call as one WAV: a lead-in, then each sentence followed by a pause. */
async function founderTrack(file: string): Promise<number> {
  const tts = new FliteTts("kal16");
  const parts: Int16Array[] = [new Int16Array(RATE * LEAD_SECONDS)];
  for (const sentence of FOUNDER_SENTENCES) {
    parts.push((await tts.synthesize(sentence)).samples, new Int16Array(RATE * GAP_SECONDS));
  }
  const samples = new Int16Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    samples.set(part, offset);
    offset += part.length;
  }
  const raw = `${file}.raw.wav`;
  fs.writeFileSync(raw, encodeWav({ samples, sampleRate: RATE }));
  execFileSync("sox", ["-R", raw, "-r", "48000", file]);
  fs.rmSync(raw);
  return samples.length / RATE;
}

/** Per turn: the last speech frame sent before the founder's transcript, the transcript, the first reply audio. */
function turnsFrom(log: SocketEvent[]): Array<{ stopped: number; transcript: number; audio: number }> {
  const turns: Array<{ stopped: number; transcript: number; audio: number }> = [];
  let lastSpeech = 0;
  let counted = 0;
  for (let i = 0; i < log.length; i++) {
    const event = log[i]!;
    if (event.dir === "out" && (event.rms ?? 0) > SPEECH_RMS) lastSpeech = event.at;
    const isFounderTranscript =
      event.type === "transcript" && event.role === "user" && event.transcriptType === "final";
    if (!isFounderTranscript || !lastSpeech || lastSpeech === counted) continue;
    const audio = log.slice(i + 1).find((later) => later.type === "audio");
    if (!audio) continue;
    counted = lastSpeech;
    turns.push({ stopped: lastSpeech, transcript: event.at, audio: audio.at });
  }
  return turns;
}

function ensureBuiltWebApp() {
  if (fs.existsSync(path.join(root, "apps/web/dist/index.html"))) return;
  console.log("  (building the web app first)");
  execFileSync("npm", ["run", "build", "-w", "@pds/web"], { cwd: root, stdio: "ignore" });
}

export async function run(): Promise<boolean> {
  ensureBuiltWebApp();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pds-bench-voice-"));
  const wav = path.join(dir, "founder.wav");
  const seconds = await founderTrack(wav);
  const bench = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${wav}%noloop`,
      "--autoplay-policy=no-user-gesture-required",
    ],
  });
  try {
    const origin = bench.server.url;
    const context = await browser.newContext({ baseURL: origin, permissions: ["microphone"] });
    const page = await context.newPage();
    await page.addInitScript({ content: RECORD_VOICE_SOCKET });
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      data: { name: "Voice Bench", email: "voice-browser@example.com", password: "bench-password-123" },
      headers: { origin },
    });
    if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);

    await page.goto("/practice");
    await page.getByRole("radio", { name: /YC/ }).click();
    await page.getByRole("combobox").selectOption({ label: "Practice without a deck" });
    await page.getByRole("button", { name: "Start Practice" }).click();
    const overlay = page.getByRole("dialog", { name: "Voice Practice Session" });
    await overlay.getByRole("status").getByText("Connected").waitFor({ timeout: 30_000 });
    // The whole track plays in real time; then a little longer for the last reply.
    await page.waitForTimeout(seconds * 1000 + 3000);
    const log = await page.evaluate(() => (window as unknown as { __voiceLog: SocketEvent[] }).__voiceLog);
    await overlay.getByRole("button", { name: "End Session" }).click();
    await overlay.waitFor({ state: "hidden", timeout: 20_000 });

    const turns = turnsFrom(log);
    const total = summarize(turns.map((turn) => turn.audio - turn.stopped));
    const stt = summarize(turns.map((turn) => turn.transcript - turn.stopped));
    const reply = summarize(turns.map((turn) => turn.audio - turn.transcript));
    console.log(
      `Chromium (headless, fake microphone playing ${FOUNDER_SENTENCES.length} flite sentences with ${GAP_SECONDS} s pauses, ${Math.round(seconds)} s); ${turns.length} turns measured; offline engines.`,
    );
    console.log(
      `  last speech frame sent → first reply audio received: p50 ${ms(total.p50)}  p95 ${ms(total.p95)}  max ${ms(total.max)}`,
    );
    console.log(
      `  where the time goes (p50): turn end + speech-to-text ${ms(stt.p50)}, persona + TTS + delivery ${ms(reply.p50)}`,
    );
    console.log(
      "  (times are the page's own clock; the page's capture batches audio, so a frame leaves up to one batch after it was spoken)",
    );
    const passed = turns.length >= 10 && total.p50 <= TARGET_P50_MS && total.p95 <= TARGET_P95_MS;
    console.log(
      `\n  ${passed ? "PASS" : "FAIL"} p50 ≤ ${TARGET_P50_MS} ms and p95 ≤ ${TARGET_P95_MS} ms over at least 10 turns`,
    );
    return passed;
  } finally {
    await browser.close();
    await bench.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
