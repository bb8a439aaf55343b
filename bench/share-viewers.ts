/**
 * Share-link viewers at scale: 200 investors read a shared deck at once, each sending its reading time
 * every 10 s as the viewer page does. Prints the event ingest latency (POST /api/share/<token>/events) and
 * how long after a viewer's batch the owner's live analytics (shares.getDeckAnalytics over the sync
 * socket) show it. Targets from the issue: ingest p95 ≤ 50 ms, the owner's view updated within 1 s.
 * Each viewer comes from its own address (TRUST_PROXY with X-Forwarded-For), as behind a proxy.
 */
import { performance } from "node:perf_hooks";
import type { DeckAnalytics, ShareOpened } from "@pds/contracts";
import type { AppServer } from "../apps/server/src/server.ts";
import { callFn, ms, openSyncClient, signUp, sleep, startBenchServer, summarize } from "./support.ts";

const VIEWERS = 200;
const SLIDES = 12;
const FLUSH_MS = 10_000;
const RUN_MS = 30_000;
const PROBES = 12;
const INGEST_P95_TARGET_MS = 50;
const OWNER_UPDATE_TARGET_MS = 1_000;

interface Viewer {
  ip: string;
  opened: ShareOpened;
  slide: number;
}

async function post(server: AppServer, path: string, ip: string, body: unknown) {
  const response = await fetch(`${server.url}/api/share/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

async function openViewers(server: AppServer, token: string): Promise<Viewer[]> {
  const viewers: Viewer[] = [];
  for (let start = 0; start < VIEWERS; start += 20) {
    const batch = Array.from({ length: Math.min(20, VIEWERS - start) }, async (_, offset) => {
      const n = start + offset;
      const ip = `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
      const opened = (await post(server, `${token}/open`, ip, {})) as ShareOpened;
      return { ip, opened, slide: 0 };
    });
    viewers.push(...(await Promise.all(batch)));
  }
  return viewers;
}

/** One viewer's batch: the time since its last one, on its current slide, then it may turn the page. */
async function sendBatch(server: AppServer, token: string, viewer: Viewer, readMs: number): Promise<number> {
  const started = performance.now();
  await post(server, `${token}/events`, viewer.ip, {
    viewToken: viewer.opened.viewToken,
    dwell: [{ slide: viewer.slide, ms: readMs }],
    current: viewer.slide,
  });
  viewer.slide = Math.min(SLIDES - 1, viewer.slide + 1);
  return performance.now() - started;
}

export async function run(): Promise<boolean> {
  const bench = await startBenchServer({ env: { TRUST_PROXY: "true" } });
  const { server } = bench;
  try {
    const cookie = await signUp(server, `share-owner-${Date.now()}`);
    const deckId = (await callFn(server, cookie, "decks.createDeck", { title: "Shared deck" })) as string;
    for (let i = 0; i < SLIDES; i += 1) {
      await callFn(server, cookie, "slides.createSlide", {
        deckId,
        title: `Slide ${i + 1}`,
        content: "Point",
      });
    }
    const { token } = (await callFn(server, cookie, "shares.createShareLink", {
      deckId,
      label: "Bench fund",
      requireEmail: false,
      passcode: null,
      expiresAt: null,
      allowDownload: false,
    })) as { token: string };

    const owner = await openSyncClient(server, { cookie });
    const frames: Array<{ at: number; text: string }> = [];
    owner.onFrame = (text) => {
      if (!text.includes('"type":"update"')) return false;
      frames.push({ at: performance.now(), text });
      return true;
    };
    owner.send({ type: "subscribe", id: "analytics", name: "shares.getDeckAnalytics", args: { deckId } });

    const viewers = await openViewers(server, token);
    const [probe, ...readers] = viewers;
    const ingest: number[] = [];
    let stop = false;
    // Every reader flushes every 10 s, at its own phase, as the viewer page does.
    const loops = readers.map(async (viewer, index) => {
      await sleep((index / readers.length) * FLUSH_MS);
      while (!stop) {
        ingest.push(await sendBatch(server, token, viewer, FLUSH_MS));
        await sleep(FLUSH_MS);
      }
    });

    // The probe viewer sends a batch; the owner's view is updated when an update shows its new total.
    const ownerUpdates: number[] = [];
    let probeTotal = 0;
    const runStart = performance.now();
    for (let i = 0; i < PROBES && performance.now() - runStart < RUN_MS + 5_000; i += 1) {
      await sleep(RUN_MS / PROBES);
      const sentAt = performance.now();
      const readMs = Math.round(sentAt - runStart) - probeTotal;
      ingest.push(await sendBatch(server, token, probe!, readMs));
      probeTotal += readMs;
      const deadline = sentAt + 10_000;
      let seenAt: number | null = null;
      while (seenAt === null && performance.now() < deadline) {
        const frame = frames.find((f) => {
          if (f.at < sentAt) return false;
          const result = (JSON.parse(f.text) as { result: DeckAnalytics }).result;
          const view = result.views.find((row) => row.viewerId === probe!.opened.viewerId);
          return (view?.totalMs ?? 0) >= probeTotal;
        });
        if (frame) seenAt = frame.at;
        else await sleep(5);
      }
      ownerUpdates.push((seenAt ?? deadline) - sentAt);
      frames.splice(0, frames.length);
    }
    stop = true;
    await Promise.all(loops);
    await owner.close();

    const ingestStats = summarize(ingest);
    const updateStats = summarize(ownerUpdates);
    console.log(`${VIEWERS} viewers, one batch every ${FLUSH_MS / 1000} s each, ${RUN_MS / 1000} s`);
    console.log(
      `event ingest (${ingestStats.samples} batches): p50 ${ms(ingestStats.p50)}, p95 ${ms(ingestStats.p95)}, max ${ms(ingestStats.max)} (target p95 ≤ ${INGEST_P95_TARGET_MS} ms)`,
    );
    console.log(
      `owner's live analytics updated after a batch (${updateStats.samples} probes): p50 ${ms(updateStats.p50)}, p95 ${ms(updateStats.p95)}, max ${ms(updateStats.max)} (target ≤ ${OWNER_UPDATE_TARGET_MS} ms)`,
    );
    return ingestStats.p95 <= INGEST_P95_TARGET_MS && updateStats.max <= OWNER_UPDATE_TARGET_MS;
  } finally {
    await bench.close();
  }
}
