/* global AudioWorkletProcessor, registerProcessor, sampleRate */
// Microphone capture: converts the context's input to 16 kHz mono, packs signed 16-bit little-endian
// PCM and posts 20 ms frames with the frame's RMS level. Loaded with audioWorklet.addModule().
const TARGET_RATE = 16000;
const FRAME_SAMPLES = 320;

class PcmCaptureProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    // The capture context runs at 16 kHz where the browser allows it (ratio 1: no resampling here).
    this.ratio = sampleRate / TARGET_RATE;
    this.position = 0;
    this.last = 0;
    this.frame = new Int16Array(FRAME_SAMPLES);
    this.filled = 0;
    this.sumSquares = 0;
  }

  push(sample) {
    const value = Math.max(-1, Math.min(1, sample));
    this.sumSquares += value * value;
    this.frame[this.filled++] = value < 0 ? value * 0x8000 : value * 0x7fff;
    if (this.filled === FRAME_SAMPLES) {
      const level = Math.sqrt(this.sumSquares / FRAME_SAMPLES);
      const pcm = this.frame.buffer.slice(0);
      this.port.postMessage({ pcm, level }, [pcm]);
      this.filled = 0;
      this.sumSquares = 0;
    }
  }

  process(inputs) {
    const channels = inputs[0];
    if (!channels || channels.length === 0 || !channels[0]) return true;
    const input = channels[0];
    if (this.ratio === 1) {
      for (let i = 0; i < input.length; i++) this.push(input[i]);
      return true;
    }
    // Fallback: linear interpolation at exact fractional positions (an uneven pick of source samples
    // jitters the timing and wrecks speech recognition). `position` -1..0 interpolates from the last block.
    while (this.position < input.length - 1) {
      const i0 = Math.floor(this.position);
      const frac = this.position - i0;
      const a = i0 < 0 ? this.last : input[i0];
      const b = input[i0 + 1];
      this.push(a + (b - a) * frac);
      this.position += this.ratio;
    }
    this.position -= input.length;
    this.last = input[input.length - 1];
    return true;
  }
}

registerProcessor("pcm-capture", PcmCaptureProcessor);
