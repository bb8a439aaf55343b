/* global AudioWorkletProcessor, registerProcessor, sampleRate */
// Microphone capture: downsamples the context's input to 16 kHz mono, packs signed 16-bit little-endian
// PCM and posts 20 ms frames with the frame's RMS level. Loaded with audioWorklet.addModule().
const TARGET_RATE = 16000;
const FRAME_SAMPLES = 320;

class PcmCaptureProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    this.ratio = sampleRate / TARGET_RATE;
    this.position = 0;
    this.frame = new Int16Array(FRAME_SAMPLES);
    this.filled = 0;
    this.sumSquares = 0;
  }

  process(inputs) {
    const channels = inputs[0];
    if (!channels || channels.length === 0 || !channels[0]) return true;
    const input = channels[0];
    // Average the source samples that fall into each output sample (a box filter against aliasing).
    while (this.position + this.ratio <= input.length) {
      const start = Math.floor(this.position);
      const end = Math.max(start + 1, Math.floor(this.position + this.ratio));
      let sum = 0;
      for (let i = start; i < end; i++) sum += input[i];
      const value = Math.max(-1, Math.min(1, sum / (end - start)));
      this.sumSquares += value * value;
      this.frame[this.filled++] = value < 0 ? value * 0x8000 : value * 0x7fff;
      this.position += this.ratio;
      if (this.filled === FRAME_SAMPLES) {
        const level = Math.sqrt(this.sumSquares / FRAME_SAMPLES);
        const pcm = this.frame.buffer.slice(0);
        this.port.postMessage({ pcm, level }, [pcm]);
        this.filled = 0;
        this.sumSquares = 0;
      }
    }
    this.position -= input.length;
    return true;
  }
}

registerProcessor("pcm-capture", PcmCaptureProcessor);
