/**
 * Four founders practising at once on one server with the offline engines (Moonshine shared behind its
 * queue): the whole process's peak RSS, sampled every 50 ms, against the practice issue's 1.5 GB, and the
 * turn latency (founder stops → first reply audio) across all four. The server runs in this process.
 */
import { founderAudio, VoiceTestClient } from "@pds/testkit";
import { FOUNDER_SENTENCES, ms, signUp, sleep, speak, startBenchServer, summarize } from "./support.ts";

const SESSIONS = 4;
const TURNS_EACH = 4;
const TARGET_RSS_MB = 1536;

const rssMb = () => process.memoryUsage().rss / 2 ** 20;

async function founder(client: VoiceTestClient, audio: Int16Array[], latencies: number[]) {
  client.send({ type: "start", v: 1, firmTag: "Sequoia", deckOption: "freestyle" });
  await client.waitFor("listening");
  await client.waitFor("speech-end");
  for (const samples of audio) {
    const before = client.audio.length;
    const seen = client.messages.length;
    const stoppedAt = await speak(client, samples);
    const deadline = performance.now() + 15_000;
    while (client.audio.length === before && performance.now() < deadline) await sleep(5);
    if (client.audio.length > before) latencies.push(performance.now() - stoppedAt);
    await client
      .waitFor("speech-end", (m) => client.messages.indexOf(m) >= seen, 15_000)
      .catch(() => undefined);
    await sleep(1500);
  }
  client.send({ type: "stop" });
  await client.waitFor("ended", undefined, 30_000);
}

export async function run(): Promise<boolean> {
  const bench = await startBenchServer();
  let peak = rssMb();
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 50);
  try {
    const { server } = bench;
    const audio = await Promise.all(FOUNDER_SENTENCES.slice(0, TURNS_EACH).map((s) => founderAudio(s)));
    const idle = rssMb();
    const clients = await Promise.all(
      Array.from({ length: SESSIONS }, async (_, i) => {
        const cookie = await signUp(server, `voice-concurrency-${i}`);
        return VoiceTestClient.connect(server, { origin: server.url, cookie });
      }),
    );
    const latencies: number[] = [];
    await Promise.all(clients.map((client) => founder(client, audio, latencies)));
    const turns = summarize(latencies);
    console.log(
      `${SESSIONS} sessions at once, ${TURNS_EACH} founder turns each (${latencies.length} replies heard); offline engines, one process.`,
    );
    console.log(`  RSS before the sessions ${Math.round(idle)} MB, peak during them ${Math.round(peak)} MB`);
    console.log(`  founder stops → first reply audio byte: p50 ${ms(turns.p50)}  p95 ${ms(turns.p95)}`);
    const passed = peak <= TARGET_RSS_MB && latencies.length >= SESSIONS * TURNS_EACH - 1;
    console.log(`\n  ${passed ? "PASS" : "FAIL"} peak RSS ≤ ${TARGET_RSS_MB} MB with every session answered`);
    return passed;
  } finally {
    clearInterval(sampler);
    await bench.close();
  }
}
