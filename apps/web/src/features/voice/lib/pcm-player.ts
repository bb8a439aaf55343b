/** Plays the persona's speech: mono s16le PCM chunks queued back to back on an AudioContext. */
export class PcmPlayer {
  private nextStart = 0;
  private sources = new Set<AudioBufferSourceNode>();
  private closed = false;
  private readonly context: AudioContext;

  /** Its own context at the device's rate, so playback quality does not depend on the capture rate. */
  constructor(private readonly sampleRate: number) {
    this.context = new AudioContext();
    if (this.context.state === "suspended") void this.context.resume();
  }

  play(chunk: ArrayBuffer): void {
    if (this.closed || chunk.byteLength < 2) return;
    const samples = new Int16Array(chunk, 0, Math.floor(chunk.byteLength / 2));
    const buffer = this.context.createBuffer(1, samples.length, this.sampleRate);
    const channel = buffer.getChannelData(0);
    for (let i = 0; i < samples.length; i++) channel[i] = (samples[i] ?? 0) / 0x8000;
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.context.destination);
    // A small lead avoids clicks when the first chunk arrives; later chunks follow without gaps.
    const startAt = Math.max(this.context.currentTime + 0.02, this.nextStart);
    source.start(startAt);
    this.nextStart = startAt + buffer.duration;
    this.sources.add(source);
    source.onended = () => this.sources.delete(source);
  }

  close(): void {
    this.closed = true;
    for (const source of this.sources) {
      try {
        source.stop();
      } catch {
        // Already stopped.
      }
    }
    this.sources.clear();
    void this.context.close();
  }
}
