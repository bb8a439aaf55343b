/**
 * Research run time against fake search and page servers that answer after 200 ms each: the total should
 * be far below the sum of the latencies, because searches run concurrently and so do page fetches.
 */
import { createPageFetcher, createSearxngProvider, isBlockedAddress } from "@pds/ai";
import { startFakeResearchWeb } from "@pds/testkit";
import { callFn, signUp, startBenchServer } from "./support.ts";

const LATENCY_MS = 200;
const RUNS = 3;

export async function run(): Promise<boolean> {
  const fake = await startFakeResearchWeb(
    { createPageFetcher, createSearxngProvider, isBlockedAddress },
    LATENCY_MS,
  );
  const bench = await startBenchServer({
    research: { search: fake.provider(10_000), fetchPage: fake.fetchPage },
  });
  let passed = true;
  try {
    const cookie = await signUp(bench.server, "researcher");
    console.log(`Fake search server and fake pages each answer after ${LATENCY_MS} ms; ${RUNS} runs.`);
    for (let index = 1; index <= RUNS; index++) {
      const deckId = (await callFn(bench.server, cookie, "decks.createDeck", {
        title: `Research ${index}`,
      })) as string;
      await callFn(bench.server, cookie, "briefs.saveBrief", {
        deckId,
        title: "Seed",
        startupName: "Groomly",
        overview: "Booking software for independent pet groomers.",
      });
      const searchesBefore = fake.search.hits.length;
      const pagesBefore = fake.web.hits.length;
      fake.search.peak = 0;
      fake.web.peak = 0;
      const started = performance.now();
      await callFn(bench.server, cookie, "research.startResearch", { deckId });
      const total = performance.now() - started;
      const searches = fake.search.hits.length - searchesBefore;
      const pages = fake.web.hits.length - pagesBefore;
      const sum = (searches + pages) * LATENCY_MS;
      // The best a 4-wide pool can do: search waves, then fetch waves.
      const ideal = (Math.ceil(searches / 4) + Math.ceil(pages / 4)) * LATENCY_MS;
      // Sequential work would take the full sum; require at least twice as fast, with requests overlapping.
      const concurrent = fake.search.peak > 1 && fake.web.peak > 1 && total < sum / 2;
      passed &&= concurrent;
      console.log(
        `  run ${index}: ${searches} searches + ${pages} page fetches; total ${total.toFixed(0)} ms vs sum of latencies ${sum} ms ` +
          `(4-wide critical path ${ideal} ms) ` +
          `(${(sum / total).toFixed(1)}× faster; peak in flight: search ${fake.search.peak}, pages ${fake.web.peak}) ${concurrent ? "PASS" : "FAIL"}`,
      );
    }
    console.log(
      `\n  ${passed ? "PASS" : "FAIL"} searches and fetches run concurrently (requests overlap in every run, and each run takes under half the sum of latencies)`,
    );
    return passed;
  } finally {
    await bench.close();
    await fake.close();
  }
}
