/**
 * Sync fan-out, as ours / a bare floor server in the same run (the performance issue's method): how long
 * after a founder's deck is created does each of that founder's subscribed sockets hold the new deck list?
 * Ours runs on PGlite (memory) and on a throwaway PostgreSQL 15; the floor (bench/fanout-targets.ts) is a
 * bare `ws` server keeping the lists in memory. Both servers and every client share this process and the
 * machine's cores, so client-side work (parsing each update) is in every figure: the ratio is what counts.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { startPostgres } from "../scripts/postgres.mjs";
import { floorServer, ourServer, type FanoutTarget, type Subscriber } from "./fanout-targets.ts";
import { ms, summarize, type Stats } from "./support.ts";

interface Scenario {
  label: string;
  subscribers: number;
  /** Subscribers are spread round-robin over the users. */
  users: number;
  /** sequential: one write at a time, rotating over the users; burst: every user writes at once. */
  mode: "sequential" | "burst";
  /** The issue's goals, as multiples of the floor. */
  target: { p50?: number; p95: number };
}

const SCENARIOS: Scenario[] = [
  { label: "100 subscribers", subscribers: 100, users: 1, mode: "sequential", target: { p50: 2, p95: 3 } },
  { label: "1,000 subscribers", subscribers: 1000, users: 1, mode: "sequential", target: { p50: 2, p95: 3 } },
  {
    label: "burst: 10 writers, 100 subscribers / 10 users",
    subscribers: 100,
    users: 10,
    mode: "burst",
    target: { p95: 4 },
  },
];
const WARMUP_ROUNDS = 5;
const ROUNDS = 50;
const CONNECT_BATCH = 50;
const ROUND_TIMEOUT_MS = 30_000;

/** Subscribe the scenario's sockets, then time `ROUNDS` rounds of writes. */
async function measure(target: FanoutTarget, scenario: Scenario): Promise<Stats> {
  const subscribers: Subscriber[] = [];
  for (let start = 0; start < scenario.subscribers; start += CONNECT_BATCH) {
    const batch = [];
    for (let i = start; i < Math.min(scenario.subscribers, start + CONNECT_BATCH); i++)
      batch.push(target.subscribe(i % scenario.users));
    subscribers.push(...(await Promise.all(batch)));
  }
  let roundNumber = 0;
  const runRound = async (users: number[], samples: number[] | null) => {
    const round = roundNumber++;
    const titles = new Map(users.map((u) => [u, `bench ${round} user ${u}`]));
    // Unique titles, so finding one in a frame's text means "the update with the new deck arrived".
    const needles = new Map([...titles].map(([u, title]) => [u, `"title":${JSON.stringify(title)}`]));
    const sentAt = new Map<number, number>();
    let remaining = subscribers.filter((_, i) => needles.has(i % scenario.users)).length;
    let finish: () => void = () => {};
    const done = new Promise<void>((resolve, reject) => {
      finish = resolve;
      setTimeout(
        () => reject(new Error(`round ${round}: ${remaining} subscribers never saw the update`)),
        ROUND_TIMEOUT_MS,
      ).unref();
    });
    subscribers.forEach((subscriber, i) => {
      const user = i % scenario.users;
      const needle = needles.get(user);
      let seen = needle === undefined;
      subscriber.onFrame = (text) => {
        if (seen || !text.includes(needle!)) return false;
        seen = true;
        samples?.push(performance.now() - sentAt.get(user)!);
        if (--remaining === 0) finish();
        return true;
      };
    });
    const writes = users.map((u) => {
      sentAt.set(u, performance.now());
      return target.createDeck(u, titles.get(u)!);
    });
    await Promise.all([...writes, done]);
  };
  const usersFor = (round: number) =>
    scenario.mode === "burst"
      ? Array.from({ length: scenario.users }, (_, u) => u)
      : [round % scenario.users];
  for (let round = 0; round < WARMUP_ROUNDS; round++) await runRound(usersFor(round), null);
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) await runRound(usersFor(round), samples);
  return summarize(samples);
}

async function measureOn(open: () => Promise<FanoutTarget>, scenario: Scenario): Promise<Stats> {
  const target = await open();
  try {
    return await measure(target, scenario);
  } finally {
    await target.close();
  }
}

const ratio = (ours: number, floor: number) => `×${(ours / floor).toFixed(1)}`;

export async function run(): Promise<boolean> {
  console.log(
    [
      `Deck created → subscriber holds the new list, over loopback: ${ROUNDS} rounds (+${WARMUP_ROUNDS} warm-up) each.`,
      `One sample per subscribed socket per write. Servers and clients share this process and its`,
      `${os.availableParallelism()} core(s). Targets: p50 ≤ 2× and p95 ≤ 3× the floor; bursts p95 ≤ 4× the floor.`,
      ``,
    ].join("\n"),
  );
  let postgres: { url: string; stop: () => Promise<void> } | null = null;
  try {
    postgres = await startPostgres();
  } catch (error) {
    console.log(`PostgreSQL rows skipped: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  let met = true;
  try {
    for (const scenario of SCENARIOS) {
      const floor = await measureOn(floorServer, scenario);
      const databases: Array<[string, string | undefined]> = [
        ["PGlite", undefined],
        ...(postgres ? [["PostgreSQL", postgres.url] as [string, string]] : []),
      ];
      console.log(`${scenario.label}: floor p50 ${ms(floor.p50)}, p95 ${ms(floor.p95)}`);
      for (const [name, url] of databases) {
        const ours = await measureOn(() => ourServer(scenario.users, url), scenario);
        const { p50, p95 } = scenario.target;
        const ok = (p50 === undefined || ours.p50 <= p50 * floor.p50) && ours.p95 <= p95 * floor.p95;
        met &&= ok;
        console.log(
          `  ${name.padEnd(10)} p50 ${ms(ours.p50).padStart(8)} ${ratio(ours.p50, floor.p50).padStart(6)}` +
            `   p95 ${ms(ours.p95).padStart(8)} ${ratio(ours.p95, floor.p95).padStart(6)}` +
            `   (target ${p50 === undefined ? "" : `p50 ≤ ×${p50}, `}p95 ≤ ×${p95}) ${ok ? "ok" : "MISSED"}`,
        );
      }
    }
  } finally {
    await postgres?.stop();
  }
  return met;
}
