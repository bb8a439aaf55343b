// Writes founder speech for the fake microphone: flite (the server's offline TTS) → sox -R (deterministic),
// 48 kHz with leading and trailing silence so the server's turn detection sees the end of the turn.
// Usage: node --import tsx e2e/voice-audio.ts <out.wav> "<text>"
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { encodeWav, FliteTts } from "@pds/voice";

const [out, text] = process.argv.slice(2);
if (!out || !text) throw new Error("usage: voice-audio.ts <out.wav> <text>");
const raw = `${out}.raw.wav`;
fs.writeFileSync(raw, encodeWav(await new FliteTts("kal16").synthesize(text)));
execFileSync("sox", ["-R", raw, "-r", "48000", out, "pad", "1.5", "8"]);
fs.rmSync(raw);
