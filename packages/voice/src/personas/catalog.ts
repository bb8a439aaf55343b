import { personas, type FirmTag, type PersonaCard } from "@pds/contracts";

/** One must-ask diligence topic: the question, what a real answer mentions, and the deck section it maps to. */
export interface DiligenceTopic {
  id: string;
  label: string;
  question: string;
  /** Words a substantive answer tends to use (lower case, matched as substrings of words). */
  keywords: string[];
  /** Slide-title words for the deck section that should back this topic up. */
  section: string[];
  /** Asked when the answer is vague or too short. */
  probe: string;
  /** Asked when the answer names a figure. */
  numberProbe: string;
}

export interface PersonaScript extends PersonaCard {
  /** How the partner opens, before the first question. */
  opener: string;
  topics: DiligenceTopic[];
  closing: string;
}

const topic = (t: DiligenceTopic) => t;

const scripts: Record<FirmTag, Omit<PersonaScript, keyof PersonaCard>> = {
  a16z: {
    opener:
      "Thanks for making the time. I care most about whether this market can produce a very large company.",
    topics: [
      topic({
        id: "market-structure",
        label: "Market structure",
        question:
          "How is this market structured today: who captures the value, and why does that shift to you?",
        keywords: ["market", "incumbent", "competitor", "fragment", "consolidat", "margin", "value"],
        section: ["market", "competition", "landscape"],
        probe: "Be concrete: name the two or three players who capture the most value today.",
        numberProbe: "Where does that figure come from, bottom up or top down?",
      }),
      topic({
        id: "technical-edge",
        label: "Technical edge",
        question:
          "What is technically hard about what you have built, and how long would it take a strong team to copy it?",
        keywords: [
          "model",
          "data",
          "infrastructure",
          "patent",
          "algorithm",
          "latency",
          "engineer",
          "proprietary",
        ],
        section: ["product", "technology", "solution"],
        probe: "What exactly would a well-funded competitor get stuck on if they started tomorrow?",
        numberProbe: "How did you measure that, and against which baseline?",
      }),
      topic({
        id: "network-effects",
        label: "Network effects",
        question:
          "Does the product get better as more people use it? Walk me through the network effect, if there is one.",
        keywords: [
          "network",
          "marketplace",
          "more users",
          "data",
          "flywheel",
          "liquidity",
          "community",
          "viral",
        ],
        section: ["business model", "moat", "strategy"],
        probe:
          "So is it a true network effect or a scale advantage? What gets better for user one hundred because of user ninety-nine?",
        numberProbe: "How has that number moved as you added users?",
      }),
      topic({
        id: "founder-market-fit",
        label: "Founder-market fit",
        question: "Why are you the right team for this market? What do you know that others do not?",
        keywords: ["years", "built", "worked", "founded", "experience", "background", "team", "insight"],
        section: ["team"],
        probe: "Give me the one experience that convinced you of this insight.",
        numberProbe: "What did you learn in those years that shapes the product today?",
      }),
    ],
    closing:
      "That covers what I wanted to dig into. I would want to go deeper on the market map next time. Thank you.",
  },
  YC: {
    opener: "Let's keep this fast, like office hours.",
    topics: [
      topic({
        id: "what",
        label: "What are you making",
        question: "In one or two sentences, what are you making?",
        keywords: ["we build", "we make", "platform", "app", "tool", "software", "product", "helps", "lets"],
        section: ["solution", "product", "title"],
        probe: "Simpler. Explain it the way you would to a friend who is not in your industry.",
        numberProbe: "And is that the core of the product or a feature?",
      }),
      topic({
        id: "who",
        label: "Who needs it",
        question: "Who needs this so badly they would be upset if it went away? How do you know?",
        keywords: [
          "customer",
          "user",
          "team",
          "compan",
          "restaurant",
          "doctor",
          "developer",
          "small business",
          "pain",
        ],
        section: ["problem", "customer"],
        probe: "Name a specific customer and the moment they realised they needed you.",
        numberProbe: "How many of those customers have you actually talked to?",
      }),
      topic({
        id: "traction",
        label: "Traction",
        question: "What traction do you have? Users, revenue, growth rate week over week.",
        keywords: [
          "revenue",
          "users",
          "customers",
          "growth",
          "week",
          "month",
          "paying",
          "pilot",
          "mrr",
          "dollar",
        ],
        section: ["traction", "metrics"],
        probe: "Give me a number. How many people used the product last week?",
        numberProbe: "What was that number a month ago, and what is your weekly growth rate?",
      }),
      topic({
        id: "why-you",
        label: "Why you",
        question: "Why are you the team to build this?",
        keywords: ["built", "worked", "years", "founder", "engineer", "experience", "team"],
        section: ["team"],
        probe: "What have you built before that shows you can ship fast?",
        numberProbe: "Which of you writes the code, and how fast do you ship?",
      }),
      topic({
        id: "how-big",
        label: "How big",
        question: "If everything goes right, how big can this get?",
        keywords: ["billion", "million", "market", "tam", "expand", "global", "every"],
        section: ["market"],
        probe: "Walk me through the math: how many customers, paying how much?",
        numberProbe: "How many customers times what price gets you there?",
      }),
    ],
    closing: "Okay, that is what I needed. Keep talking to users and keep shipping. Thanks.",
  },
  Sequoia: {
    opener: "Welcome. I would like to walk through the business the way we write it up internally.",
    topics: [
      topic({
        id: "purpose",
        label: "Purpose",
        question: "Start with the company purpose: what do you exist to do, in a single sentence?",
        keywords: ["mission", "purpose", "exist", "we help", "make it", "world"],
        section: ["title", "purpose", "mission", "vision"],
        probe: "Shorter. One declarative sentence, no jargon.",
        numberProbe: "How does that number connect to the purpose?",
      }),
      topic({
        id: "problem",
        label: "Problem",
        question: "What is the customer's pain, and how do they deal with it today?",
        keywords: ["pain", "problem", "today", "spend", "waste", "manual", "spreadsheet", "hours", "cost"],
        section: ["problem"],
        probe: "Who feels that pain the most, and what does it cost them?",
        numberProbe: "How did you measure that cost?",
      }),
      topic({
        id: "solution",
        label: "Solution",
        question: "What is your value proposition, and why is it better than the way they do it today?",
        keywords: ["solution", "automat", "faster", "cheaper", "better", "instead", "value"],
        section: ["solution", "product"],
        probe: "What is the one thing a customer can do now that they could not do before?",
        numberProbe: "Is that improvement measured with customers or estimated?",
      }),
      topic({
        id: "why-now",
        label: "Why now",
        question: "Why now? What changed recently that makes this possible?",
        keywords: ["now", "recent", "change", "regulation", "cost", "shift", "new", "ai", "mobile", "cloud"],
        section: ["why now", "timing"],
        probe: "Point to the specific change, and when it happened.",
        numberProbe: "How fast is that trend moving?",
      }),
      topic({
        id: "market",
        label: "Market size",
        question: "How big is the market, and how did you size it?",
        keywords: ["market", "tam", "billion", "million", "customers", "segment", "bottom"],
        section: ["market"],
        probe: "Size it bottom up for me: number of customers times what they would pay.",
        numberProbe: "Is that the total market or the part you can realistically serve?",
      }),
      topic({
        id: "competition",
        label: "Competition",
        question: "Who are the competitors, and how do you win against them?",
        keywords: ["compet", "incumbent", "alternative", "versus", "differen", "unlike", "win"],
        section: ["competition", "landscape"],
        probe: "Name them. Who do you lose deals to today?",
        numberProbe: "What is your win rate against them?",
      }),
      topic({
        id: "product",
        label: "Product",
        question: "Tell me about the product and the roadmap for the next eighteen months.",
        keywords: ["product", "feature", "roadmap", "launch", "build", "release", "integrat"],
        section: ["product", "roadmap"],
        probe: "What ships next quarter, and why that first?",
        numberProbe: "How does usage of that feature look so far?",
      }),
      topic({
        id: "business-model",
        label: "Business model",
        question: "How do you make money? Pricing, who pays, and how you reach them.",
        keywords: ["price", "pricing", "subscription", "per", "fee", "revenue", "sell", "sales", "month"],
        section: ["business model", "pricing", "revenue"],
        probe: "What does a typical customer pay per year?",
        numberProbe: "What does it cost you to acquire a customer at that price?",
      }),
      topic({
        id: "team",
        label: "Team",
        question: "Tell me about the founders and the team. Who do you still need to hire?",
        keywords: ["founder", "team", "hire", "engineer", "years", "experience", "cto", "ceo"],
        section: ["team"],
        probe: "Which key role is missing today?",
        numberProbe: "How many people is that, and in which functions?",
      }),
      topic({
        id: "financials",
        label: "Financials",
        question:
          "Finally, the financials: revenue today, burn, and how much you are raising to reach which milestones.",
        keywords: ["raise", "raising", "burn", "runway", "revenue", "million", "month", "milestone"],
        section: ["financials", "ask", "raise", "funding"],
        probe: "How much are you raising, and what milestone does it get you to?",
        numberProbe: "How many months of runway does that buy?",
      }),
    ],
    closing: "Thank you, that gives me a complete picture to take back to the partnership.",
  },
  Lightspeed: {
    opener: "Great to meet you. I am going to focus on the economics of the business.",
    topics: [
      topic({
        id: "unit-economics",
        label: "Unit economics",
        question:
          "What are your unit economics: customer acquisition cost, contract value, gross margin and payback?",
        keywords: ["cac", "acquisition", "margin", "payback", "ltv", "lifetime", "contract", "per customer"],
        section: ["business model", "unit economics", "financials"],
        probe: "Even a rough number helps: what does a new customer cost you, and what do they pay?",
        numberProbe: "Is that blended or paid acquisition only, and how has it trended?",
      }),
      topic({
        id: "go-to-market",
        label: "Go-to-market",
        question: "How do you find and close customers today, and which channel will scale?",
        keywords: [
          "sales",
          "channel",
          "inbound",
          "outbound",
          "partner",
          "marketing",
          "self serve",
          "pipeline",
        ],
        section: ["go-to-market", "gtm", "sales", "marketing"],
        probe: "Which single channel brought in most of your last ten customers?",
        numberProbe: "What is the conversion rate through that channel?",
      }),
      topic({
        id: "retention",
        label: "Retention",
        question: "What does retention look like? Logo churn and net revenue retention by cohort.",
        keywords: ["retention", "churn", "cohort", "renew", "expand", "net revenue", "stay"],
        section: ["traction", "metrics", "retention"],
        probe: "Of the customers who started six months ago, how many are still paying?",
        numberProbe: "Is that logo retention or revenue retention?",
      }),
      topic({
        id: "path-to-scale",
        label: "Path to scale",
        question: "What is the path from here to a hundred million in revenue, and what breaks on the way?",
        keywords: ["scale", "hire", "expand", "international", "enterprise", "million", "milestone", "raise"],
        section: ["financials", "roadmap", "ask", "vision"],
        probe: "What are the next two milestones, and what does this round fund?",
        numberProbe: "How many months does that take, and with what team size?",
      }),
    ],
    closing: "Thanks, this was helpful. Send me the cohort data and we will take it from there.",
  },
};

/** A firm's must-ask topics; none for a firm the catalog does not know (an older session's). */
export function firmTopics(firmTag: string): DiligenceTopic[] {
  return Object.hasOwn(scripts, firmTag) ? scripts[firmTag as FirmTag].topics : [];
}

/** The full persona script for a firm: card data plus its ordered diligence topics. */
export function personaScript(firmTag: FirmTag): PersonaScript {
  const card = personas.find((p) => p.firmTag === firmTag);
  if (!card) throw new Error(`Unknown firm ${firmTag}`);
  return { ...card, ...scripts[firmTag] };
}
