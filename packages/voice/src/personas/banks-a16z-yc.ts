import type { BankQuestion } from "./question-bank.ts";

/**
 * a16z: market structure, technical edge, network effects and founder-market fit, in a partner's voice
 * (after a16z's published guidance on what it looks for: big markets, hard technology, founder-market fit).
 */
export const A16Z_BANK: BankQuestion[] = [
  [
    "market-structure",
    "Who captures most of the profit in this market today, and why would that move to you?",
  ],
  ["market-structure", "Is this a winner-take-most market, or will five companies split it?", ["market"]],
  ["market-structure", "What does the market look like in ten years if you win?"],
  ["market-structure", "Which incumbent loses the most if you succeed, and how will they respond?"],
  [
    "market-structure",
    "Walk me through your market size bottom up: buyers times what each pays.",
    ["market"],
  ],
  ["market-structure", "Why hasn't a large platform company already taken this market?"],
  ["market-structure", "What share of the spend here is software today, and what share could be?"],
  ["market-structure", "Which adjacent market do you expand into once you own this one?"],
  ["technical-edge", "What is the hardest technical problem you have solved so far?"],
  ["technical-edge", "If I gave a strong team twenty million dollars, how long until they match you?"],
  ["technical-edge", "Which part of your stack is proprietary and which is off the shelf?"],
  ["technical-edge", "What data do you have that nobody else can get?"],
  ["technical-edge", "How does the product get better with every customer you add?"],
  ["technical-edge", "What breaks technically at a hundred times your current scale?"],
  ["technical-edge", "How do you measure quality, and what is the number today?"],
  ["network-effects", "Where does the network effect start: how many users before it is felt?"],
  ["network-effects", "Is this a network effect or an economy of scale? Convince me."],
  ["network-effects", "What stops a user from multi-homing with a competitor?"],
  [
    "network-effects",
    "How much of your growth today comes from users inviting other users?",
    ["growth", "users"],
  ],
  ["network-effects", "What is the cold start problem here, and how did you solve it?"],
  ["network-effects", "Which side of the market is harder to acquire, and what does it cost?", ["cac"]],
  ["network-effects", "How does liquidity look in your best city or segment today?"],
  ["founder-market-fit", "What do you know about this market that took you years to learn?"],
  ["founder-market-fit", "Why is this the problem you want to spend the next ten years on?"],
  ["founder-market-fit", "Who on the team has sold into this market before?"],
  ["founder-market-fit", "How did the founders meet, and how long have you worked together?"],
  ["founder-market-fit", "What is the one hire that would change the trajectory of the company?"],
  ["founder-market-fit", "What did you get wrong in the first six months, and what did you learn?"],
  ["founder-market-fit", "Which customer conversation changed your view of the product the most?"],
  ["founder-market-fit", "Who else is trying to hire your best engineer, and why do they stay?"],
];

/**
 * YC: fast, office-hours questions about what you make, who needs it, traction, the team and the size of
 * the prize (after YC's published interview guidance: what are you making, how do you know people want it).
 */
export const YC_BANK: BankQuestion[] = [
  ["what", "What's the one-sentence version a twelve-year-old would understand?"],
  ["what", "What does a user do in the first five minutes?"],
  ["what", "What's the core feature people would be upset to lose?"],
  ["what", "How long did it take to build the first version?"],
  ["what", "What did you launch with, and what have you cut since?"],
  ["what", "Can you show me the product working right now?"],
  ["who", "Who is your most desperate user, by name?"],
  ["who", "How do you know people want this? What did they do, not say?"],
  ["who", "How did you find your first ten users?", ["customers", "users"]],
  ["who", "What were they using before you, and why did they switch?"],
  ["who", "Which users love it, and what do they have in common?"],
  ["who", "How many users have you talked to this month?"],
  ["traction", "How many users do you have, and how many are active this week?", ["users", "customers"]],
  ["traction", "What's your growth rate week over week?", ["growth"]],
  ["traction", "How much revenue, and how much of it is recurring?", ["revenue"]],
  ["traction", "What's your retention after a month?", ["retention", "churn"]],
  ["traction", "What's the one number you track every day?"],
  ["traction", "How many people pay, and how much?", ["customers", "price"]],
  ["why-you", "Why are you the right founders for this?"],
  ["why-you", "How long have the founders known each other?"],
  ["why-you", "Who writes the code?"],
  ["why-you", "What's the most impressive thing each founder has built?"],
  ["why-you", "Are you all full time on this?"],
  ["why-you", "What's the biggest disagreement the founders have had?"],
  ["how-big", "If this works, how big can it get?"],
  ["how-big", "How many customers could pay for this, and how much?", ["market"]],
  ["how-big", "What's the bigger thing this becomes after the first product?"],
  ["how-big", "Who's your competition, and what do you understand that they don't?"],
  ["how-big", "What's the most likely reason this fails?"],
  ["how-big", "Where will you be in a year if everything goes right?"],
];
