import type { TopicKey } from "@pds/voice";

/**
 * Founder turns from practice sessions, labelled with every topic they address (and only those). Written
 * as speech-to-text returns them: some lower case and with spelled-out numbers, some with hedges, dodges
 * and small talk that address nothing. The coverage classifier is scored against these labels.
 */
export interface LabelledTurn {
  text: string;
  topics: TopicKey[];
}

export const LABELLED_TURNS: LabelledTurn[] = [
  { text: "We build scheduling software for independent dental clinics.", topics: ["solution"] },
  {
    text: "We sell scheduling software to dental clinics, and we have forty customers.",
    topics: ["solution", "traction"],
  },
  {
    text: "Clinics lose about eighteen percent of revenue to no-shows and their front desk spends hours on the phone.",
    topics: ["problem"],
  },
  { text: "We have 38 paying clinics and $21k in monthly recurring revenue.", topics: ["traction"] },
  { text: "we're growing twenty percent month over month since january", topics: ["traction"] },
  {
    text: "There are 135,000 dental practices in the US and 70% of them are independent, so the market is about two billion dollars a year.",
    topics: ["market"],
  },
  {
    text: "Weave and Dental Intelligence are built for large groups; unlike them we price for a single chair.",
    topics: ["competition"],
  },
  { text: "We charge $49 per seat per month, billed annually.", topics: ["business-model"] },
  { text: "We're raising a two million dollar seed round to get to 200 clinics.", topics: ["raise"] },
  {
    text: "My co-founder ran operations at a 40-clinic dental group for six years and I was an engineer at Stripe.",
    topics: ["team"],
  },
  {
    text: "Why now? Patients expect to book by text, and the new insurance rules since 2024 made phone confirmations mandatory paperwork.",
    topics: ["why-now"],
  },
  { text: "Um, I'm not sure, I'd have to get back to you on that.", topics: [] },
  { text: "Thanks for having me, it's great to be here.", topics: [] },
  { text: "Yeah, good question.", topics: [] },
  { text: "Sure, happy to go deeper on anything.", topics: [] },
  { text: "Can you repeat the question?", topics: [] },
  {
    text: "Our customer is the practice owner, usually a dentist who runs the front desk herself.",
    topics: ["customer"],
  },
  {
    text: "CAC is about four hundred dollars and payback is seven months with eighty percent gross margin.",
    topics: ["unit-economics"],
  },
  {
    text: "We sell through dental supply distributors and a referral program, plus some outbound to clinic owners.",
    topics: ["go-to-market"],
  },
  {
    text: "Monthly churn is under two percent and our oldest cohort has expanded seats.",
    topics: ["retention"],
  },
  {
    text: "our model was trained on four million labelled fabric images, which took us two years to collect",
    topics: ["technical"],
  },
  {
    text: "It's a marketplace, so each new mill makes the network more valuable for buyers, a real flywheel.",
    topics: ["network"],
  },
  {
    text: "In ten years we want to be the operating system for every independent clinic in the world.",
    topics: ["vision"],
  },
  {
    text: "Loomwise puts a camera on the loom that spots defects as the fabric is woven.",
    topics: ["solution"],
  },
  {
    text: "Today mills find four percent of fabric defective only at final inspection, after it's been dyed.",
    topics: ["problem"],
  },
  {
    text: "We have pilots with three mills in Portugal and one has signed a paid contract.",
    topics: ["traction"],
  },
  {
    text: "the alternative today is manual inspection by people at a light table, and a couple of German incumbents selling hardware for a million dollars",
    topics: ["competition", "problem"],
  },
  {
    text: "We charge a subscription per loom, about two hundred dollars a month.",
    topics: ["business-model"],
  },
  {
    text: "I spent eight years as a process engineer at a textile mill, so I've lived this problem.",
    topics: ["team", "problem"],
  },
  {
    text: "Cameras and edge chips only became cheap enough in the last two years, which is why this wasn't possible before.",
    topics: ["why-now"],
  },
  {
    text: "The money will go to hiring four engineers and a sales lead, which gives us eighteen months of runway.",
    topics: ["raise"],
  },
  { text: "I think it's probably going well, people seem to like it.", topics: [] },
  {
    text: "Text messaging became the default for patients after covid, and the new insurance rules made reminders mandatory.",
    topics: ["why-now"],
  },
  { text: "That's confidential for now.", topics: [] },
  {
    text: "Honestly we're still figuring that out, maybe later this year.",
    topics: [],
  },
  {
    text: "we help freight brokers quote loads in seconds instead of emailing back and forth",
    topics: ["solution", "problem"],
  },
  {
    text: "brokers waste two hours a day on email quoting, that's the pain",
    topics: ["problem"],
  },
  {
    text: "we have twelve brokerages paying us about nine thousand dollars a month combined",
    topics: ["traction"],
  },
  {
    text: "the freight brokerage market in the us is about twenty billion dollars of software spend",
    topics: ["market"],
  },
  {
    text: "our competitors are DAT and Truckstop, but they're load boards, not quoting tools",
    topics: ["competition"],
  },
  {
    text: "we land one brokerage, then expand to every desk, it's a land and expand sales motion with a small inside sales team",
    topics: ["go-to-market"],
  },
  {
    text: "net revenue retention is a hundred and thirty percent because teams add seats",
    topics: ["retention"],
  },
  {
    text: "we spend about two thousand dollars to acquire a brokerage and lifetime value is over forty thousand",
    topics: ["unit-economics"],
  },
  {
    text: "my cofounder and I built the pricing engine at Convoy for four years",
    topics: ["team"],
  },
  {
    text: "We're raising three million dollars, and we want to close the round by March.",
    topics: ["raise"],
  },
  {
    text: "Users open it every day; our daily active users are sixty percent of monthly.",
    topics: ["retention"],
  },
  {
    text: "We have a waitlist of 2,000 teachers and 40 schools in pilots.",
    topics: ["traction"],
  },
  {
    text: "Teachers spend six hours a week grading essays by hand.",
    topics: ["problem"],
  },
  {
    text: "Our app grades essays against the teacher's own rubric and explains every score.",
    topics: ["solution"],
  },
  {
    text: "Schools buy per student, three dollars a year, and districts sign annual contracts.",
    topics: ["business-model"],
  },
  {
    text: "We go to market through district procurement and teacher conferences, and teachers refer each other.",
    topics: ["go-to-market"],
  },
  {
    text: "The buyer is the district's head of curriculum; the users are the teachers.",
    topics: ["customer"],
  },
  {
    text: "Large language models only got good enough at rubric grading last year.",
    topics: ["why-now"],
  },
  {
    text: "Unlike Turnitin, we grade the argument, not just plagiarism.",
    topics: ["competition"],
  },
  { text: "Okay, next question.", topics: [] },
  { text: "Right, so, um, yeah.", topics: [] },
  {
    text: "It just works really well and everyone loves it.",
    topics: [],
  },
  {
    text: "Our mission is that no clinic ever loses a patient to a missed call.",
    topics: ["vision"],
  },
  {
    text: "every new driver on the platform shortens wait times for riders, which brings more riders, so it gets better as it grows",
    topics: ["network"],
  },
  {
    text: "the hard part is latency: our inference runs on the camera in under ten milliseconds, it took us a year to build",
    topics: ["technical"],
  },
  {
    text: "we have four thousand active users and four hundred of them pay",
    topics: ["traction"],
  },
  {
    text: "I was a dentist for ten years before starting this company.",
    topics: ["team"],
  },
  {
    text: "Gross margin is about seventy five percent after hosting and support.",
    topics: ["unit-economics"],
  },
  {
    text: "We'll reach ten million in ARR in three years by adding multi-location groups.",
    topics: ["vision"],
  },
  {
    text: "Most clinics still use paper appointment books or a spreadsheet, which is what we replace.",
    topics: ["competition", "problem"],
  },
  {
    text: "We hit a thousand dollars in MRR in our second month and doubled it in the third.",
    topics: ["traction"],
  },
  {
    text: "The weather was terrible on the way here.",
    topics: [],
  },
  {
    text: "That's a great point, I'll think about it.",
    topics: [],
  },
];
