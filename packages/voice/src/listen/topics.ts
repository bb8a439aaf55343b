import { words } from "../text/words.ts";
import type { Claim, ClaimMetric } from "./claims.ts";
import { CUES, type TopicKey } from "./topic-cues.ts";

export type { TopicKey } from "./topic-cues.ts";

/** Claims that put a turn on a topic by themselves. */
const CLAIM_TOPICS: Partial<Record<ClaimMetric, TopicKey>> = {
  customers: "traction",
  users: "traction",
  pilots: "traction",
  revenue: "traction",
  growth: "traction",
  price: "business-model",
  market: "market",
  raise: "raise",
  churn: "retention",
  retention: "retention",
  margin: "unit-economics",
  cac: "unit-economics",
  ltv: "unit-economics",
  payback: "unit-economics",
  team: "team",
};

function matches(list: readonly string[], cue: string): number {
  const prefix = cue.endsWith("*");
  const parts = (prefix ? cue.slice(0, -1) : cue).replace(/-/g, " ").split(" ");
  let count = 0;
  for (let i = 0; i + parts.length <= list.length; i++) {
    const ok = parts.every((part, j) => {
      const word = list[i + j] ?? "";
      return j === parts.length - 1 && prefix ? word.startsWith(part) : word === part;
    });
    if (ok) count++;
  }
  return count;
}

/** A plan, not a result: its revenue and customer words are not traction. */
const FUTURE = /\b(will|we'll|going to|want to|plan to|aim to|hope to|get to|reach)\b/i;
const MEASURED: ReadonlySet<TopicKey> = new Set(["traction", "retention"]);

/** How strongly a turn speaks to each topic (strong cues 2, weak 1, a claim 2). */
export function topicScores(text: string, claims: readonly Claim[] = []): Map<TopicKey, number> {
  const scores = new Map<TopicKey, number>();
  for (const sentence of text.split(/(?<=[.!?;])\s+/)) {
    const list = words(sentence.replace(/-/g, " "));
    const future = FUTURE.test(sentence);
    for (const [topic, cues] of Object.entries(CUES) as Array<[TopicKey, (typeof CUES)[TopicKey]]>) {
      if (future && MEASURED.has(topic)) continue;
      const strong = cues.strong.reduce((n, cue) => n + Math.min(1, matches(list, cue)), 0);
      const weak = cues.weak.reduce((n, cue) => n + Math.min(1, matches(list, cue)), 0);
      const score = strong * 2 + weak;
      if (score > 0) scores.set(topic, (scores.get(topic) ?? 0) + score);
    }
  }
  for (const claim of claims) {
    const topic = CLAIM_TOPICS[claim.metric];
    if (topic) scores.set(topic, (scores.get(topic) ?? 0) + 2);
  }
  return scores;
}

/** The topics a founder's turn addresses: a strong cue or a claim, or two weak cues of one topic. */
export function topicsOf(text: string, claims: readonly Claim[] = []): Set<TopicKey> {
  const covered = new Set<TopicKey>();
  for (const [topic, score] of topicScores(text, claims)) if (score >= 2) covered.add(topic);
  return covered;
}
