import type { FirmTag } from "./entities.ts";

/** What the practice studio shows for each mock VC; the server's persona engine uses the same topics. */
export interface PersonaDisplay {
  firmTag: FirmTag;
  /** The mock partner's name. */
  name: string;
  /** One line on what this partner probes. */
  focus: string;
  /** The firm's must-ask topics, in the order a partner tends to reach them. */
  topics: readonly string[];
}

export const personas: readonly PersonaDisplay[] = [
  {
    firmTag: "a16z",
    name: "Maya Chen",
    focus: "Market structure, technical edge, network effects and founder-market fit.",
    topics: ["market structure", "technical edge", "network effects", "founder-market fit"],
  },
  {
    firmTag: "YC",
    name: "Sam Okafor",
    focus: "What are you making, who needs it, traction, why you, and how big it gets.",
    topics: ["what are you making", "who needs it", "traction", "why you", "how big"],
  },
  {
    firmTag: "Sequoia",
    name: "Elena Rossi",
    focus: "Purpose, problem, solution, why now, market, competition, model, team and financials.",
    topics: [
      "purpose",
      "problem",
      "solution",
      "why now",
      "market",
      "competition",
      "product",
      "business model",
      "team",
      "financials",
    ],
  },
  {
    firmTag: "Lightspeed",
    name: "David Park",
    focus: "Unit economics, go-to-market, retention and the path to scale.",
    topics: ["unit economics", "go-to-market", "retention", "path to scale"],
  },
];

export function personaFor(firmTag: FirmTag): PersonaDisplay {
  const persona = personas.find((p) => p.firmTag === firmTag);
  if (!persona) throw new Error(`Unknown firm ${firmTag}`);
  return persona;
}
