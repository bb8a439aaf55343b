/** Spec §9: audio levels are observed every 100 ms. */
export const LEVEL_INTERVAL_MS = 100;
/** A total level above this counts as speaking. */
export const SPEAKING_THRESHOLD = 0.01;
/** Volume = level / 0.15, capped at 1. */
export const VOLUME_DIVISOR = 0.15;
/** Speech ends after this much silence. */
export const SILENCE_MS = 1000;

export function volumeFromLevel(level: number): number {
  if (!Number.isFinite(level) || level <= 0) return 0;
  return Math.min(1, level / VOLUME_DIVISOR);
}

export interface SpeechDetector {
  speaking: boolean;
  /** When the level last crossed the threshold (ms), null before any speech. */
  lastVoiceAt: number | null;
}

export const initialSpeechDetector: SpeechDetector = { speaking: false, lastVoiceAt: null };

export type SpeechTransition = "speech-start" | "speech-end" | null;

/** One observation: a level above the threshold starts speech; 1000 ms without one ends it. */
export function observeLevel(
  state: SpeechDetector,
  level: number,
  now: number,
): { state: SpeechDetector; transition: SpeechTransition } {
  if (level > SPEAKING_THRESHOLD) {
    return {
      state: { speaking: true, lastVoiceAt: now },
      transition: state.speaking ? null : "speech-start",
    };
  }
  if (state.speaking && state.lastVoiceAt !== null && now - state.lastVoiceAt >= SILENCE_MS) {
    return { state: { speaking: false, lastVoiceAt: state.lastVoiceAt }, transition: "speech-end" };
  }
  return { state, transition: null };
}

export interface LevelObserver {
  stop: () => void;
}

/**
 * Polls `readLevel` every 100 ms, reporting the scaled volume and speech start/end transitions.
 * Returns a handle whose stop() clears the timer (and ends speech in progress).
 */
export function observeLevels(
  readLevel: () => number,
  onVolume: (volume: number) => void,
  onTransition: (transition: "speech-start" | "speech-end") => void,
  now: () => number = Date.now,
): LevelObserver {
  let state = initialSpeechDetector;
  const timer = setInterval(() => {
    const level = readLevel();
    onVolume(volumeFromLevel(level));
    const next = observeLevel(state, level, now());
    state = next.state;
    if (next.transition) onTransition(next.transition);
  }, LEVEL_INTERVAL_MS);
  return {
    stop: () => {
      clearInterval(timer);
      if (state.speaking) {
        state = { ...state, speaking: false };
        onTransition("speech-end");
      }
    },
  };
}
