/**
 * The offline engine's own speed (the copilot issue, #13): drafting a 12-section deck ≤ 300 ms and one
 * copilot turn ≤ 150 ms on this machine. Drafts each fixture brief 20 times and answers every labelled
 * copilot request of the evaluation (eval/copilot/cases.ts) 5 times against the drafted deck, in process,
 * after a warm-up; prints p50, p95 and max.
 */
import { createOfflineEngine, draftOfflineDeck, type DeckContext } from "@pds/ai";
import { allBriefs, saasBrief } from "../packages/ai/src/offline/briefs.fixture.ts";
import { COPILOT_CASES } from "../eval/copilot/cases.ts";

const DRAFT_TARGET_MS = 300;
const TURN_TARGET_MS = 150;

function quantiles(samples: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
}

const line = (name: string, q: { p50: number; p95: number; max: number }, target: number) =>
  `${name.padEnd(34)} p50 ${q.p50.toFixed(1)} ms  p95 ${q.p95.toFixed(1)} ms  max ${q.max.toFixed(1)} ms  ` +
  `(target ≤ ${target} ms) ${q.max <= target ? "ok" : "MISSED"}`;

export async function run(): Promise<boolean> {
  const briefs = Object.values(allBriefs);
  for (const brief of briefs) draftOfflineDeck(brief);
  const drafts: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    for (const brief of briefs) {
      const started = performance.now();
      draftOfflineDeck(brief);
      drafts.push(performance.now() - started);
    }
  }

  const engine = createOfflineEngine();
  const deck: DeckContext = {
    title: saasBrief.title,
    slides: draftOfflineDeck(saasBrief).map((slide, i) => ({ id: `s${i + 1}`, ...slide })),
  };
  const turn = (message: string) => engine.chat({ message, history: [], deck, brief: saasBrief });
  for (const testCase of COPILOT_CASES) await turn(testCase.message);
  const turns: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const testCase of COPILOT_CASES) {
      const started = performance.now();
      await turn(testCase.message);
      turns.push(performance.now() - started);
    }
  }

  const draft = quantiles(drafts);
  const chat = quantiles(turns);
  console.log(
    `Offline engine, in process (${briefs.length} briefs × 20, ${COPILOT_CASES.length} requests × 5):\n`,
  );
  console.log(line("draft a deck (13 slides)", draft, DRAFT_TARGET_MS));
  console.log(line("copilot turn", chat, TURN_TARGET_MS));
  return draft.max <= DRAFT_TARGET_MS && chat.max <= TURN_TARGET_MS;
}
