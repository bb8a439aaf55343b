import type { FirmTag } from "@pds/contracts";
import type { Claim, ClaimMetric } from "../listen/claims.ts";

type Template = (claim: Claim) => string;

/** A follow-up per claim metric, quoting the founder's claim back. */
const BASE: Record<ClaimMetric, Template> = {
  customers: (c) => `${cap(c.quote)}: how many were paying three months ago?`,
  users: (c) => `${cap(c.quote)}: how many of them used it this week?`,
  pilots: (c) => `${cap(c.quote)}: when does the first one convert to a paid contract, and at what price?`,
  revenue: (c) =>
    `${cap(c.quote)}: what was it three months ago, and how much comes from your largest customer?`,
  growth: (c) => `${cap(c.quote)}: for how many months has that held, and what drives it?`,
  price: (c) => `${cap(c.quote)}: who signs off on that, and how did you arrive at the number?`,
  market: (c) => `${cap(c.quote)}: how did you get to that number, bottom up or from a report?`,
  raise: (c) => `${cap(c.quote)}: how many months of runway is that, and what milestone does it reach?`,
  churn: (c) => `${cap(c.quote)}: why do the customers who leave, leave?`,
  retention: (c) => `${cap(c.quote)}: is that logos or revenue, and for which cohort?`,
  margin: (c) => `${cap(c.quote)}: what is in cost of goods, and where does it go at scale?`,
  cac: (c) => `${cap(c.quote)}: is that blended or paid, and what does that customer pay you?`,
  ltv: (c) => `${cap(c.quote)}: what churn did you assume to get there?`,
  payback: (c) => `${cap(c.quote)}: is that on gross margin or on revenue?`,
  team: (c) => `${cap(c.quote)}: who are the next three hires?`,
  amount: (c) => `You said ${c.quote}. What does that figure measure, and over what period?`,
};

/** Where a firm's partner would push on the same claim differently. */
const FIRM: Record<FirmTag, Partial<Record<ClaimMetric, Template>>> = {
  YC: {
    customers: (c) => `${cap(c.quote)}. How many were paying a month ago?`,
    users: (c) => `${cap(c.quote)}. How many came back this week?`,
    revenue: (c) => `${cap(c.quote)}. What was it four weeks ago?`,
    growth: (c) => `${cap(c.quote)}. Is that every week, or one good week?`,
  },
  a16z: {
    customers: (c) => `${cap(c.quote)}: which of them would be upset if you disappeared tomorrow, and why?`,
    market: (c) => `${cap(c.quote)}: how much of that is spend that software can actually capture?`,
    growth: (c) => `${cap(c.quote)}: how much of that growth is word of mouth?`,
  },
  Sequoia: {
    customers: (c) => `${cap(c.quote)}: how many of them found you on their own, without your outreach?`,
    market: (c) => `${cap(c.quote)}: walk me from the number of buyers and what each pays to that figure.`,
    raise: (c) => `${cap(c.quote)}: what will be true in eighteen months that is not true today?`,
  },
  Lightspeed: {
    customers: (c) => `${cap(c.quote)}: what did it cost you to acquire each of them?`,
    revenue: (c) => `${cap(c.quote)}: what is the gross margin on that revenue?`,
    price: (c) => `${cap(c.quote)}: what does it cost you to win a customer at that price?`,
  },
};

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The partner's follow-up to a claim, in the firm's voice, quoting what the founder said. */
export function claimFollowUp(firmTag: FirmTag, claim: Claim): string {
  return (FIRM[firmTag][claim.metric] ?? BASE[claim.metric])(claim);
}

/** A named competitor, asked about by name. */
export function competitorFollowUp(firmTag: FirmTag, name: string): string {
  switch (firmTag) {
    case "YC":
      return `Why would someone pick you over ${name}?`;
    case "a16z":
      return `What would ${name} have to build to beat you, and why won't they?`;
    case "Sequoia":
      return `When you lose a deal to ${name}, why do you lose it?`;
    case "Lightspeed":
      return `How does your price and win rate compare with ${name}'s?`;
  }
}

/** Pushback on an answer that made a claim without a number ("a lot of customers"). */
export function unquantifiedPushback(phrase: string): string {
  return `You said "${phrase}". How many, exactly, and can you name one?`;
}
