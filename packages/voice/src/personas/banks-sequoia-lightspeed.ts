import type { BankQuestion } from "./question-bank.ts";

/**
 * Sequoia: the ten parts of its published pitch-deck guidance (purpose, problem, solution, why now, market,
 * competition, product, business model, team, financials), asked in a partner's measured voice.
 */
export const SEQUOIA_BANK: BankQuestion[] = [
  ["purpose", "If we meet again in ten years, what will the company have changed?"],
  ["purpose", "Say the purpose again, in twelve words or fewer."],
  ["purpose", "What do you refuse to do, even if customers ask for it?"],
  ["problem", "Who feels this pain the most, and what does it cost them each month?"],
  ["problem", "How do they work around the problem today?"],
  ["problem", "How did you discover this problem?"],
  ["solution", "What is the moment a customer realises it works?"],
  ["solution", "Why is your approach ten times better, not ten percent better?"],
  ["solution", "What would make a customer stop using you?"],
  ["why-now", "What changed in the last two years that makes this possible?"],
  ["why-now", "Why did the companies that tried this five years ago fail?"],
  ["why-now", "What trend are you riding, and what would slow it down?"],
  ["market", "Size the market from the customer backwards: how many buyers, paying how much?", ["market"]],
  ["market", "Which segment do you own first, and how big is it on its own?"],
  ["market", "What share of that market do you need to be a large company?"],
  ["competition", "Who do you lose deals to today?"],
  ["competition", "What is your sustainable advantage once competitors copy the product?"],
  ["competition", "Where do competitors beat you today?"],
  ["product", "What is on the roadmap for the next eighteen months, and what is not?"],
  ["product", "Which feature do customers use most, and which did you get wrong?"],
  ["product", "How do you decide what to build next?"],
  ["business-model", "Who pays, how much, and who signs the contract?", ["price"]],
  ["business-model", "How did you arrive at your price, and what happens if you double it?"],
  ["business-model", "What is the average contract value, and how does it grow?", ["price", "revenue"]],
  ["team", "Tell me about the founders' history together."],
  ["team", "Which roles will you hire with this round?"],
  ["team", "Who on the board or among your advisors has built a company like this?"],
  ["financials", "What is the burn today, and how many months of runway do you have?"],
  ["financials", "How much are you raising, and what milestones will it reach?", ["raise"]],
  ["financials", "What do the next twelve months of revenue look like, month by month?", ["revenue"]],
];

/**
 * Lightspeed: the economics of the business: unit economics, go-to-market, retention and the path to scale
 * (after Lightspeed's published views on efficient growth and durable revenue).
 */
export const LIGHTSPEED_BANK: BankQuestion[] = [
  ["unit-economics", "What does it cost you to acquire a customer, blended and paid?", ["cac"]],
  ["unit-economics", "What is your gross margin, and what will it be at scale?", ["margin"]],
  [
    "unit-economics",
    "How many months until a new customer pays back what you spent to win them?",
    ["payback"],
  ],
  ["unit-economics", "What is the lifetime value of a customer, and how did you compute it?", ["ltv"]],
  ["unit-economics", "What is your average contract value, and how is it trending?", ["price"]],
  ["unit-economics", "Which costs grow with each customer, and which do not?"],
  ["unit-economics", "What is your burn multiple: burn divided by net new revenue?"],
  ["unit-economics", "How do the economics differ between your smallest and largest customers?"],
  ["go-to-market", "Which channel brought your last ten customers?"],
  ["go-to-market", "How long is your sales cycle, from first call to signed contract?"],
  ["go-to-market", "What is the win rate on qualified deals?"],
  ["go-to-market", "Who is the buyer, who is the user, and who can say no?"],
  ["go-to-market", "What would it take for one salesperson to be profitable in their first year?"],
  ["go-to-market", "Is this a self-serve motion, a sales motion, or both?"],
  ["go-to-market", "How does the pipeline look for the next quarter?"],
  ["go-to-market", "What does a customer do right before they buy?"],
  ["retention", "What share of customers are still with you after twelve months?", ["retention", "churn"]],
  ["retention", "What is net revenue retention for your oldest cohort?", ["retention"]],
  ["retention", "Why did the customers who left, leave?"],
  ["retention", "How do customers expand after the first purchase?"],
  ["retention", "Which usage metric predicts a renewal?"],
  ["retention", "How often do customers use the product in a normal week?"],
  ["retention", "What is logo churn, month by month, over the last year?", ["churn"]],
  ["path-to-scale", "What is the path from today's revenue to a hundred million?", ["revenue"]],
  ["path-to-scale", "What breaks first as you scale: product, sales or support?"],
  ["path-to-scale", "How many customers do you need for a hundred million in revenue?"],
  ["path-to-scale", "What will this round let you prove, and by when?", ["raise"]],
  ["path-to-scale", "Which new product line gets you to the next stage?"],
  ["path-to-scale", "What does the company look like at three hundred people?"],
  ["path-to-scale", "Where will the next ten million in revenue come from?"],
];
