import type { FirmTag } from "./entities.ts";

/** What the practice page shows on each mock VC card. */
export interface PersonaCard {
  firmTag: FirmTag;
  name: string;
  focus: string;
}

/** The mock VCs, in the order the practice page lists them. Fictional partners; the firms' real diligence themes. */
export const personas: readonly PersonaCard[] = [
  {
    firmTag: "a16z",
    name: "Maya Chen, General Partner",
    focus: "Market structure, technical edge, network effects and founder-market fit.",
  },
  {
    firmTag: "YC",
    name: "Sam Patel, Group Partner",
    focus: "What you are making, who needs it, traction, why you, and how big it can get.",
  },
  {
    firmTag: "Sequoia",
    name: "Daniel Okafor, Partner",
    focus: "The classic Sequoia outline: purpose, problem, solution, why now, market, team and financials.",
  },
  {
    firmTag: "Lightspeed",
    name: "Priya Raman, Partner",
    focus: "Unit economics, go-to-market, retention and the path to scale.",
  },
];
