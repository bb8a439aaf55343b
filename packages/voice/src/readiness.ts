import { readinessAreas, type FirmTag, type ReadinessArea, type VoiceMetrics } from "@pds/contracts";
import { firmTopics } from "./personas/catalog.ts";

export interface Readiness {
  /** Share of the firm's must-ask topics the founder covered (answered or volunteered), 0-100. */
  readiness: number;
  covered: string[];
  /** Topics dodged or never reached. */
  open: string[];
  /** The deck areas the partner asked about, in deck order, each covered when every topic of it was. */
  areas: Array<{ area: string; covered: boolean }>;
}

/**
 * The deck area each firm's topic belongs to, by the first deck section that backs it up, so sessions with
 * different firms compare: a16z's "Market structure", YC's "How big" and Sequoia's "Market size" are all
 * the founder's answer on the market.
 */
const AREA_OF_SECTION: Record<string, ReadinessArea> = {
  title: "Vision",
  problem: "Problem",
  solution: "Solution",
  product: "Product",
  "why now": "Why now",
  market: "Market",
  competition: "Competition",
  "business model": "Business model",
  "go-to-market": "Go-to-market",
  traction: "Traction",
  team: "Team",
  financials: "Financials",
};

/** The area of a firm's topic (by its label); a topic the catalog no longer has is its own area. */
export function topicArea(firmTag: string, label: string): string {
  const topic = firmTopics(firmTag).find((t) => t.label === label);
  const section = topic?.section[0];
  return (section && AREA_OF_SECTION[section]) ?? label;
}

const isCovered = (state: VoiceMetrics["coverage"][number]["state"]) =>
  state === "answered" || state === "volunteered";

/** How ready a session showed the founder to be, from its honest coverage. */
export function readinessOf(coverage: VoiceMetrics["coverage"], firmTag: FirmTag | string): Readiness {
  const covered = coverage.filter((c) => isCovered(c.state)).map((c) => c.topic);
  const open = coverage.filter((c) => !isCovered(c.state)).map((c) => c.topic);
  const areas = new Map<string, boolean>();
  for (const c of coverage) {
    const area = topicArea(firmTag, c.topic);
    areas.set(area, (areas.get(area) ?? true) && isCovered(c.state));
  }
  const rank = (area: string) => {
    const index = readinessAreas.indexOf(area as ReadinessArea);
    return index === -1 ? readinessAreas.length : index;
  };
  return {
    readiness: coverage.length === 0 ? 0 : Math.round((covered.length / coverage.length) * 100),
    covered,
    open,
    areas: [...areas]
      .map(([area, isDone]) => ({ area, covered: isDone }))
      .sort((a, b) => rank(a.area) - rank(b.area)),
  };
}
