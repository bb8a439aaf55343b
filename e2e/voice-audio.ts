// Writes founder speech for the fake microphone: flite (the server's offline TTS) → sox -R (deterministic),
// 48 kHz with leading and trailing silence so the server's turn detection sees the end of each turn. Several
// texts become several turns, 7 s apart (room for the VC's reply in between).
// Usage: node --import tsx e2e/voice-audio.ts <out.wav> "<text>" ["<text>" …]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { encodeWav, FliteTts } from "@pds/voice";

const [out, ...texts] = process.argv.slice(2);
if (!out || texts.length === 0) throw new Error("usage: voice-audio.ts <out.wav> <text> [<text> …]");
const tts = new FliteTts("kal16");
const parts: string[] = [];
for (const [index, text] of texts.entries()) {
  const raw = `${out}.${index}.raw.wav`;
  fs.writeFileSync(raw, encodeWav(await tts.synthesize(text)));
  const padded = `${out}.${index}.wav`;
  execFileSync("sox", [
    "-R",
    raw,
    "-r",
    "48000",
    padded,
    "pad",
    index === 0 ? "1.5" : "0",
    index === texts.length - 1 ? "8" : "7",
  ]);
  fs.rmSync(raw);
  parts.push(padded);
}
if (parts.length === 1) fs.renameSync(parts[0]!, out);
else {
  execFileSync("sox", ["-R", ...parts, out]);
  for (const part of parts) fs.rmSync(part);
}
