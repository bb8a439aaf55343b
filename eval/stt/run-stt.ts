/**
 * `npm run eval:stt`: word error rate of the offline recognizers, side by side, on speech neither was tuned
 * on: founder sentences spoken by flite voices other than the one the tests speak with (slt, rms, awb) and
 * by espeak-ng, and the LibriVox clips Debian's pocketsphinx-testdata ships (human speech). Targets for
 * Moonshine: ≤ 15% synthetic, ≤ 6% human. Missing voices or clips are reported, not faked.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  decodeWav,
  FliteTts,
  MoonshineStt,
  moonshineAvailable,
  PocketsphinxStt,
  type Pcm,
  type SpeechToText,
} from "@pds/voice";
import { FOUNDER_SENTENCES } from "./sentences.ts";
import { wordErrorRate } from "./wer.ts";

const LIBRIVOX = "/usr/share/pocketsphinx/test/data/librivox";
export const TARGETS = { synthetic: 0.15, human: 0.06 };

interface Clip {
  set: "synthetic" | "human";
  voice: string;
  reference: string;
  audio: Pcm;
}

async function syntheticClips(): Promise<{ clips: Clip[]; notes: string[] }> {
  const clips: Clip[] = [];
  const notes: string[] = [];
  for (const voice of ["slt", "rms", "awb"] as const) {
    const tts = new FliteTts(voice);
    for (const reference of FOUNDER_SENTENCES)
      clips.push({
        set: "synthetic",
        voice: `flite ${voice}`,
        reference,
        audio: await tts.synthesize(reference),
      });
  }
  if (spawnSync("sh", ["-c", "command -v espeak-ng"]).status === 0) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pds-stt-eval-"));
    FOUNDER_SENTENCES.forEach((reference, i) => {
      const file = path.join(dir, `${i}.wav`);
      execFileSync("espeak-ng", ["-v", "en-us", "-s", "150", "-w", file, reference]);
      const audio = decodeWav(fs.readFileSync(file));
      if (audio) clips.push({ set: "synthetic", voice: "espeak-ng", reference, audio });
    });
    fs.rmSync(dir, { recursive: true, force: true });
  } else notes.push("espeak-ng is not installed (apt-get install espeak-ng): its voice is left out.");
  return { clips, notes };
}

function humanClips(): { clips: Clip[]; notes: string[] } {
  const transcription = path.join(LIBRIVOX, "transcription");
  if (!fs.existsSync(transcription))
    return {
      clips: [],
      notes: [
        "pocketsphinx-testdata is not installed: no human clips (apt-get install pocketsphinx-testdata).",
      ],
    };
  const clips = fs
    .readFileSync(transcription, "utf8")
    .split("\n")
    .flatMap((line) => {
      const match = /^<s>\s*(.*?)\s*<\/s>\s*\((.+)\)$/.exec(line.trim());
      const audio = match ? decodeWav(fs.readFileSync(path.join(LIBRIVOX, `${match[2]}.wav`))) : null;
      return match && audio
        ? [{ set: "human" as const, voice: "LibriVox", reference: match[1] ?? "", audio }]
        : [];
    });
  return { clips, notes: [] };
}

async function score(engine: SpeechToText, clips: Clip[]) {
  const results: Array<{ clip: Clip; hypothesis: string; ms: number }> = [];
  for (const clip of clips) {
    const started = performance.now();
    const hypothesis = await engine.transcribe(clip.audio).catch(() => "");
    results.push({ clip, hypothesis, ms: performance.now() - started });
  }
  engine.close();
  const rate = (set: Clip["set"]) => {
    const pairs = results
      .filter((r) => r.clip.set === set)
      .map((r) => ({ reference: r.clip.reference, hypothesis: r.hypothesis }));
    return pairs.length ? wordErrorRate(pairs) : null;
  };
  const perSecond =
    results.reduce((n, r) => n + r.ms, 0) /
    results.reduce((n, r) => n + r.clip.audio.samples.length / r.clip.audio.sampleRate, 0);
  return { synthetic: rate("synthetic"), human: rate("human"), msPerAudioSecond: perSecond, results };
}

const pct = (value: number | null) => (value === null ? "  n/a" : `${(value * 100).toFixed(1).padStart(5)}%`);

const synthetic = await syntheticClips();
const human = humanClips();
const clips = [...synthetic.clips, ...human.clips];
console.log(
  `Speech recognition WER: ${synthetic.clips.length} synthetic clips (flite slt/rms/awb, espeak-ng), ${human.clips.length} human LibriVox clips`,
);
for (const note of [...synthetic.notes, ...human.notes]) console.log(`  note: ${note}`);
const engines: Array<[string, () => SpeechToText]> = process.argv.includes("--moonshine-only")
  ? []
  : [["pocketsphinx", () => new PocketsphinxStt()]];
if (moonshineAvailable()) engines.unshift(["moonshine-tiny", () => new MoonshineStt()]);
else console.log("  note: the Moonshine model is not installed (node scripts/moonshine-model.mjs).");
console.log(`  ${"engine".padEnd(16)} synthetic   human   ms per audio second`);
let passed = moonshineAvailable();
for (const [name, make] of engines) {
  const result = await score(make(), clips);
  console.log(
    `  ${name.padEnd(16)} ${pct(result.synthetic)}   ${pct(result.human)}   ${Math.round(result.msPerAudioSecond)}`,
  );
  if (name === "moonshine-tiny") {
    passed = (result.synthetic ?? 0) <= TARGETS.synthetic && (result.human ?? 0) <= TARGETS.human;
    if (process.argv.includes("--verbose"))
      for (const r of result.results)
        console.log(`    [${r.clip.voice}] ${r.clip.reference}\n      → ${r.hypothesis}`);
  }
}
console.log(
  `Targets for moonshine-tiny: synthetic ≤ ${pct(TARGETS.synthetic)}, human ≤ ${pct(TARGETS.human)}: ${passed ? "met" : "MISSED"}`,
);
process.exitCode = passed ? 0 : 1;
