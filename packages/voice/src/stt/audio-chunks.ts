/** Pieces longer than this are cut: one pass over long audio loses accuracy (and memory grows). */
export const MAX_PIECE_SECONDS = 15;
/** A cut is made at the quietest frame in the last part of a piece, never before this. */
const MIN_PIECE_SECONDS = 8;
const FRAME_SECONDS = 0.02;

function frameEnergy(audio: Float32Array, start: number, length: number): number {
  let sum = 0;
  const end = Math.min(audio.length, start + length);
  for (let i = start; i < end; i++) sum += (audio[i] ?? 0) ** 2;
  return sum / Math.max(1, end - start);
}

/**
 * Cuts audio longer than MAX_PIECE_SECONDS into pieces at its quietest 20 ms frames (between words), each
 * piece between 8 and 15 seconds except the last. Shorter audio comes back whole.
 */
export function splitAtQuiet(audio: Float32Array, sampleRate: number): Float32Array[] {
  const max = Math.round(MAX_PIECE_SECONDS * sampleRate);
  const min = Math.round(MIN_PIECE_SECONDS * sampleRate);
  const frame = Math.round(FRAME_SECONDS * sampleRate);
  const pieces: Float32Array[] = [];
  let start = 0;
  while (audio.length - start > max) {
    let cut = start + max;
    let quietest = Infinity;
    for (let at = start + min; at + frame <= start + max; at += frame) {
      const energy = frameEnergy(audio, at, frame);
      if (energy < quietest) {
        quietest = energy;
        cut = at + Math.floor(frame / 2);
      }
    }
    pieces.push(audio.subarray(start, cut));
    start = cut;
  }
  pieces.push(audio.subarray(start));
  return pieces;
}

/** Quieter than this (RMS of a 20 ms frame, full scale 1) is silence at the edges of a recording. */
const SILENCE_RMS = 0.01;
const MARGIN_SECONDS = 0.2;

/**
 * Audio without its leading and trailing silence (a 200 ms margin kept): a recogniser given seconds of
 * silence around speech may answer with nothing. All-silent audio comes back empty.
 */
export function trimSilence(audio: Float32Array, sampleRate: number): Float32Array {
  const frame = Math.round(FRAME_SECONDS * sampleRate);
  const loud = (at: number) => Math.sqrt(frameEnergy(audio, at, frame)) >= SILENCE_RMS;
  let first = -1;
  let last = -1;
  for (let at = 0; at < audio.length; at += frame) {
    if (!loud(at)) continue;
    if (first < 0) first = at;
    last = at + frame;
  }
  if (first < 0) return audio.subarray(0, 0);
  const margin = Math.round(MARGIN_SECONDS * sampleRate);
  return audio.subarray(Math.max(0, first - margin), Math.min(audio.length, last + margin));
}
