/**
 * AI drafting benchmark (issue 4): a fake OpenAI-compatible server streams a 12-slide deck at a fixed
 * 50 tokens/s; a subscriber watches the deck while ai.generateDeckFromBrief runs over the sync channel. We
 * time the first and the 12th slide reaching the subscriber and the whole action, then run the engine alone
 * against an identical response; the server's overhead for slide i is (subscriber sees slide i) − (engine
 * alone yields slide i), both measured from the start of their run.
 */
import { performance } from "node:perf_hooks";
import {
  createLanguageModel,
  createModelEngine,
  loadAiConfig,
  type AiEngine,
  type BriefInput,
} from "@pds/ai";
import type { DeckWithSlides } from "@pds/contracts";
import { deckJson, splitTokens, startFakeOpenAiServer, type SyncTestClient } from "@pds/testkit";
import {
  ANSWER_TIMEOUT_MS,
  callFn,
  ms,
  openSyncClient,
  signUp,
  startBenchServer,
  summarize,
} from "./support.ts";

const TOKENS_PER_SECOND = 50;
const REPETITIONS = 3;
/** An unmeasured first run: the server's first generation pays JIT and first-use costs the engine-alone
 * baseline (which always runs second) does not, so it would inflate the overhead. Printed, not counted. */
const WARMUP_RUNS = 1;
const SLIDE_COUNT = 12;
/** The issue's targets: first slide shown before 25% of the full time; overhead ≤ 100 ms per slide. */
const FIRST_SLIDE_SHARE_MAX = 0.25;
const OVERHEAD_MAX_MS = 100;

const BRIEF: BriefInput = {
  title: "Acme Seed Round",
  startupName: "Acme Robotics",
  overview: "Warehouse robots that pick mixed items for mid-size e-commerce sellers.",
};

const TOPICS = [
  "Title",
  "Problem",
  "Solution",
  "Product",
  "Market",
  "Business model",
  "Traction",
  "Competition",
  "Go-to-market",
  "Team",
  "Financials",
  "The ask",
];
const DECK_TEXT = deckJson(
  TOPICS.slice(0, SLIDE_COUNT).map((topic, i) => ({
    title: topic,
    content: `${topic} point one for Acme Robotics\nA second short bullet about slide ${i + 1}`,
    notes: "Keep it short.",
  })),
);

interface Repetition {
  firstSeenMs: number;
  lastSeenMs: number;
  totalMs: number;
  engineLastMs: number;
  /** Per slide: subscriber sees it − the engine alone yields it (both from the start of their run). */
  overheadMs: number[];
  /** Per slide: subscriber sees it − the server's own engine yields it, in the same run (cross-check). */
  inRunOverheadMs: number[];
}

export async function run(): Promise<boolean> {
  const tokens = splitTokens(DECK_TEXT).length;
  console.log(
    [
      `Deck drafting with a fake OpenAI-compatible server streaming ${SLIDE_COUNT} slides (${tokens} tokens) at a`,
      `fixed ${TOKENS_PER_SECOND} tokens/s (≈ ${(tokens / TOKENS_PER_SECOND).toFixed(1)} s of streaming); ` +
        `${REPETITIONS} measured repetitions (+${WARMUP_RUNS} warm-up, printed but not counted).`,
      `Times are from the ai.generateDeckFromBrief action being sent over the sync socket; "seen" is the`,
      `deck subscriber receiving the update holding that slide. Overhead for slide i = seen(i) − the time the`,
      `engine alone (a second run against an identical response, no server) yielded slide i. "in-run" is the`,
      `same difference against the server's own engine yields, recorded by wrapping it (a cross-check).`,
      `Server, fake model server and subscriber share this process. Browser render time is not included.`,
      ``,
    ].join("\n"),
  );

  const fake = await startFakeOpenAiServer({ tokensPerSecond: TOKENS_PER_SECOND });
  const sockets: SyncTestClient[] = [];
  let bench: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  try {
    const config = loadAiConfig({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: "bench",
    });
    const model = createLanguageModel(config);
    if (!model) throw new Error("no language model for the openai-compatible config");
    const engine = createModelEngine(model, config, "bench · fake openai-compatible");
    /** Engine yields during the server's run, so the in-run overhead can be computed. */
    let serverYields: number[] = [];
    const recordingEngine: AiEngine = {
      kind: engine.kind,
      label: engine.label,
      chat: (input, options) => engine.chat(input, options),
      async *draftDeck(brief, options) {
        for await (const slide of engine.draftDeck(brief, options)) {
          serverYields.push(performance.now());
          yield slide;
        }
      },
    };
    bench = await startBenchServer({ aiEngine: recordingEngine });
    const { server } = bench;
    const cookie = await signUp(server, "bench-ai");
    const subscriber = await openSyncClient(server, { cookie });
    sockets.push(subscriber);
    const actor = await openSyncClient(server, { cookie });
    sockets.push(actor);

    const repetitions: Repetition[] = [];
    for (let rep = 0; rep < WARMUP_RUNS + REPETITIONS; rep++) {
      const warmup = rep < WARMUP_RUNS;
      const deckId = (await callFn(server, cookie, "decks.createDeck", { title: `Bench ${rep}` })) as string;
      const subscriptionId = `deck-${rep}`;
      await subscriber.subscribeOk(
        subscriptionId,
        "decks.getDeckWithSlidesByStringId",
        { deckId },
        ANSWER_TIMEOUT_MS,
      );

      // Through the server: the subscriber notes when each slide first appears.
      fake.enqueue({ kind: "text", text: DECK_TEXT });
      serverYields = [];
      const seenMs: number[] = [];
      const sentAt = performance.now();
      const result = (await actor.callOk(
        "action",
        "ai.generateDeckFromBrief",
        { deckId, ...BRIEF },
        ANSWER_TIMEOUT_MS,
      )) as { slides: number; cancelled: boolean };
      const totalMs = performance.now() - sentAt;
      // Each update's arrival time was stamped when it came in; the last one may trail the result a moment.
      while (seenMs.length < SLIDE_COUNT) {
        const update = await subscriber.nextUpdate(subscriptionId, 1_000).catch(() => undefined);
        if (!update) break;
        const count = (update.result as DeckWithSlides | null)?.slides.length ?? 0;
        while (seenMs.length < count) seenMs.push(subscriber.arrivedAt(update) - sentAt);
      }
      if (result.slides !== SLIDE_COUNT || seenMs.length !== SLIDE_COUNT) {
        throw new Error(`expected ${SLIDE_COUNT} slides, got ${result.slides} (seen ${seenMs.length})`);
      }
      const inRunOverheadMs = seenMs.map((seen, i) => seen - (serverYields[i]! - sentAt));

      // The engine alone, against an identical response.
      fake.enqueue({ kind: "text", text: DECK_TEXT });
      const engineMs: number[] = [];
      const engineStart = performance.now();
      for await (const slide of engine.draftDeck(BRIEF)) {
        void slide;
        engineMs.push(performance.now() - engineStart);
      }
      if (engineMs.length !== SLIDE_COUNT) throw new Error(`engine alone yielded ${engineMs.length} slides`);

      const repetition: Repetition = {
        firstSeenMs: seenMs[0]!,
        lastSeenMs: seenMs[SLIDE_COUNT - 1]!,
        totalMs,
        engineLastMs: engineMs[SLIDE_COUNT - 1]!,
        overheadMs: seenMs.map((seen, i) => seen - engineMs[i]!),
        inRunOverheadMs,
      };
      if (!warmup) repetitions.push(repetition);
      const overhead = summarize(repetition.overheadMs);
      console.log(
        `  ${warmup ? "warm-up" : `run ${rep + 1 - WARMUP_RUNS}`}: first slide ${ms(repetition.firstSeenMs)}, slide ${SLIDE_COUNT} ` +
          `${ms(repetition.lastSeenMs)}, total ${ms(totalMs)} (engine alone: slide ${SLIDE_COUNT} at ` +
          `${ms(repetition.engineLastMs)}); overhead/slide mean ${ms(overhead.mean)} p50 ` +
          `${ms(overhead.p50)} max ${ms(overhead.max)}`,
      );
    }

    const first = summarize(repetitions.map((r) => r.firstSeenMs));
    const last = summarize(repetitions.map((r) => r.lastSeenMs));
    const total = summarize(repetitions.map((r) => r.totalMs));
    const overhead = summarize(repetitions.flatMap((r) => r.overheadMs));
    const inRun = summarize(repetitions.flatMap((r) => r.inRunOverheadMs));
    const shares = repetitions.map((r) => r.firstSeenMs / r.totalMs);
    const worstShare = Math.max(...shares);
    console.log();
    console.log(`  over ${REPETITIONS} runs (p50 / max):`);
    console.log(`    time to first slide:      ${ms(first.p50)} / ${ms(first.max)}`);
    console.log(`    time to slide ${SLIDE_COUNT}:         ${ms(last.p50)} / ${ms(last.max)}`);
    console.log(`    total (action result):    ${ms(total.p50)} / ${ms(total.max)}`);
    console.log(
      `    server overhead per slide: ${ms(overhead.p50)} / ${ms(overhead.max)} ` +
        `(mean ${ms(overhead.mean)}, ${overhead.samples} slides)`,
    );
    console.log(
      `    in-run overhead per slide: ${ms(inRun.p50)} / ${ms(inRun.max)} (mean ${ms(inRun.mean)}; cross-check)`,
    );
    const firstPass = worstShare < FIRST_SLIDE_SHARE_MAX;
    const overheadPass = overhead.max <= OVERHEAD_MAX_MS;
    console.log();
    console.log(
      `  ${firstPass ? "PASS" : "FAIL"} first slide shown before ${FIRST_SLIDE_SHARE_MAX * 100}% of the full ` +
        `time (worst run: ${(worstShare * 100).toFixed(1)}%)`,
    );
    console.log(
      `  ${overheadPass ? "PASS" : "FAIL"} server overhead ≤ ${OVERHEAD_MAX_MS} ms per slide ` +
        `(every slide of every run; max ${ms(overhead.max)})`,
    );
    return firstPass && overheadPass;
  } finally {
    await Promise.all(sockets.map((socket) => socket.close()));
    await bench?.close();
    await fake.close();
  }
}
