import type { FirmTag } from "@pds/contracts";
import type { ClaimMetric } from "../listen/claims.ts";
import type { TopicKey } from "../listen/topics.ts";
import { A16Z_BANK, YC_BANK } from "./banks-a16z-yc.ts";
import { LIGHTSPEED_BANK, SEQUOIA_BANK } from "./banks-sequoia-lightspeed.ts";

/** A bank question: the diligence topic it belongs to, the question, and the claims that make it moot. */
export type BankQuestion = readonly [topicId: string, question: string, answeredBy?: readonly ClaimMetric[]];

const BANKS: Record<FirmTag, readonly BankQuestion[]> = {
  a16z: A16Z_BANK,
  YC: YC_BANK,
  Sequoia: SEQUOIA_BANK,
  Lightspeed: LIGHTSPEED_BANK,
};

/** A firm's question bank (at least 30 questions, in its voice). */
export const questionBank = (firmTag: FirmTag): readonly BankQuestion[] => BANKS[firmTag];

/** What each firm's diligence topic is about, in the listener's topics: a turn on any of them covers it. */
export const TOPIC_KEYS: Record<string, readonly TopicKey[]> = {
  "market-structure": ["market", "competition"],
  "technical-edge": ["technical"],
  "network-effects": ["network"],
  "founder-market-fit": ["team"],
  what: ["solution"],
  who: ["customer", "problem"],
  traction: ["traction"],
  "why-you": ["team"],
  "how-big": ["market", "vision"],
  purpose: ["vision"],
  problem: ["problem"],
  solution: ["solution"],
  "why-now": ["why-now"],
  market: ["market"],
  competition: ["competition"],
  product: ["solution", "technical"],
  "business-model": ["business-model"],
  team: ["team"],
  financials: ["raise", "unit-economics"],
  "unit-economics": ["unit-economics"],
  "go-to-market": ["go-to-market"],
  retention: ["retention"],
  "path-to-scale": ["vision", "go-to-market"],
};

/** What a partner asks the founder to send after the meeting when a topic was left open. */
export const FOLLOW_UP_MATERIAL: Partial<Record<TopicKey, string>> = {
  problem: "three customer interviews that show the pain in their words",
  solution: "a two-minute demo video",
  customer: "the list of your ten most active customers and why they bought",
  market: "a bottom-up market model: buyers times what each pays",
  competition: "your win and loss record against the top two competitors",
  traction: "monthly revenue and customer counts for the last six months",
  "business-model": "your pricing page and the average contract value",
  "unit-economics": "CAC, payback and gross margin by month",
  "go-to-market": "your pipeline by channel for the next quarter",
  team: "the founders' backgrounds and your hiring plan",
  "why-now": "a one-page note on what changed and when",
  raise: "the use of funds and the milestones this round reaches",
  retention: "a cohort retention table",
  technical: "a technical walkthrough with your CTO",
  network: "liquidity metrics for your best segment",
  vision: "a one-page memo on where this is in ten years",
};
