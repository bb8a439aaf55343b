/** Where the capture worklet is served from (apps/web/public). */
export const PCM_CAPTURE_WORKLET_URL = "/audio/pcm-capture-worklet.js";

export interface PcmFrame {
  /** 16 kHz mono signed 16-bit little-endian PCM. */
  pcm: ArrayBuffer;
  /** RMS level of the frame, 0..1. */
  level: number;
}

export interface PcmCapture {
  /** The capture graph's context (16 kHz where the browser allows it). */
  context: AudioContext;
  stop: () => void;
}

/**
 * Opens the microphone (echo cancellation and noise suppression on) and streams 16 kHz PCM frames from the
 * capture worklet. Rejects with the browser's DOMException (NotAllowedError when permission is denied).
 */
export async function startPcmCapture(onFrame: (frame: PcmFrame) => void): Promise<PcmCapture> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
  });
  // A 16 kHz context lets the browser's own resampler (with proper filtering) do the downsampling; the
  // worklet's fallback decimation is only used where that is refused (Firefox with a 48 kHz microphone).
  let context = new AudioContext({ sampleRate: 16_000 });
  let source: MediaStreamAudioSourceNode;
  try {
    source = context.createMediaStreamSource(stream);
  } catch {
    void context.close();
    context = new AudioContext();
    source = context.createMediaStreamSource(stream);
  }
  try {
    await context.audioWorklet.addModule(PCM_CAPTURE_WORKLET_URL);
    const node = new AudioWorkletNode(context, "pcm-capture", { numberOfOutputs: 1 });
    // A silent sink keeps the graph pulling the worklet without echoing the microphone.
    const mute = context.createGain();
    mute.gain.value = 0;
    source.connect(node).connect(mute).connect(context.destination);
    node.port.onmessage = (event: MessageEvent<PcmFrame>) => onFrame(event.data);
    if (context.state === "suspended") await context.resume();
    let stopped = false;
    return {
      context,
      stop: () => {
        if (stopped) return;
        stopped = true;
        node.port.onmessage = null;
        source.disconnect();
        node.disconnect();
        for (const track of stream.getTracks()) track.stop();
        void context.close();
      },
    };
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    void context.close();
    throw error;
  }
}

function errorName(error: unknown): string | null {
  return typeof error === "object" && error !== null && "name" in error && typeof error.name === "string"
    ? error.name
    : null;
}

/** True when the error means the user (or the browser policy) refused the microphone. */
export function isMicPermissionError(error: unknown): boolean {
  const name = errorName(error);
  return name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError";
}

/** True when there is no microphone at all. */
export function isNoMicError(error: unknown): boolean {
  const name = errorName(error);
  return name === "NotFoundError" || name === "OverconstrainedError";
}
