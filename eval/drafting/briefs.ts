/**
 * Labelled founder briefs for the drafting evaluation (npm run eval): each sentence of a brief's overview
 * with the deck section it belongs on. Written the way founders write, not the way a classifier reads.
 */
export type Section =
  | "problem"
  | "solution"
  | "whyNow"
  | "market"
  | "product"
  | "businessModel"
  | "traction"
  | "competition"
  | "team"
  | "ask";

export interface LabelledSentence {
  text: string;
  /** The section this sentence belongs on; a second acceptable one when a careful analyst could go either way. */
  section: Section;
  also?: Section;
}

export interface LabelledBrief {
  name: string;
  title: string;
  startupName: string;
  sentences: LabelledSentence[];
}

export const labelledBriefs: LabelledBrief[] = [
  {
    name: "shiftloop-restaurant-scheduling",
    title: "ShiftLoop seed deck",
    startupName: "ShiftLoop",
    sentences: [
      {
        text: "Restaurant managers spend six to eight hours a week building shift schedules in Excel and then texting them out to 30 people one by one.",
        section: "problem",
      },
      {
        text: "Half the no-shows we've seen come from someone not knowing the schedule changed.",
        section: "problem",
      },
      {
        text: "ShiftLoop lets staff pick up and swap shifts from their phone, and the manager just approves with one tap.",
        section: "solution",
      },
      {
        text: "It plugs into Toast and Square so labor cost shows up right next to the sales forecast for the day.",
        section: "product",
      },
      {
        text: "We're live in 41 locations across two restaurant groups in Austin and churn so far is zero.",
        section: "traction",
      },
      {
        text: "We charge $4 per employee per month, which for a typical 25-person store works out to about $100 a month.",
        section: "businessModel",
      },
      {
        text: "There are roughly 660,000 restaurant locations in the US, and most of them still schedule on paper or spreadsheets.",
        section: "market",
      },
      {
        text: "Raising a $1.5M seed to hire two engineers and a sales lead for Texas and Florida.",
        section: "ask",
      },
    ],
  },
  {
    name: "tallybook-freelancer-taxes",
    title: "Tallybook — taxes on autopilot for freelancers",
    startupName: "Tallybook",
    sentences: [
      {
        text: "Freelancers in the US get hit with a surprise tax bill every April because nobody told them to set money aside.",
        section: "problem",
      },
      {
        text: "Tallybook connects to your bank, spots incoming client payments and moves the right percentage into a tax pot automatically.",
        section: "solution",
        also: "product",
      },
      {
        text: "We estimate quarterly payments using the IRS safe harbor rules and can file them for you in two taps.",
        section: "product",
      },
      {
        text: "Something like 64 million Americans do some freelance work now, up from 53 million in 2014.",
        section: "market",
      },
      {
        text: "Open banking APIs like Plaid got cheap enough in the last two years that we can run this for under 30 cents a user per month.",
        section: "whyNow",
      },
      {
        text: "12,400 people on the waitlist, 3,100 active, and 38% of them have turned on auto-save.",
        section: "traction",
      },
      { text: "Premium is $7.99/month and covers filing the estimated payments.", section: "businessModel" },
    ],
  },
  {
    name: "wardnote-nurse-charting",
    title: "WardNote",
    startupName: "WardNote",
    sentences: [
      {
        text: "Nurses on med-surg floors still chart on paper at the bedside and then re-type everything into Epic at the end of a 12-hour shift.",
        section: "problem",
      },
      {
        text: "That's roughly 90 minutes of overtime per nurse per shift, and the hospital pays for every minute of it.",
        section: "problem",
      },
      {
        text: "WardNote is an ambient voice assistant that listens during the patient check and drafts the flowsheet entries for the nurse to confirm.",
        section: "solution",
      },
      {
        text: "It runs on the hospital-issued iPhone, writes back through Epic's FHIR APIs, and never keeps audio after transcription.",
        section: "product",
      },
      {
        text: "Speech models finally handle clinical vocabulary in a noisy ward, which was not true even 18 months ago.",
        section: "whyNow",
      },
      {
        text: "We have a paid pilot on two units at a 400-bed hospital in Ohio, and charting time dropped 41% in the first month.",
        section: "traction",
      },
      {
        text: "My cofounder was a charge nurse for nine years and I led clinical speech recognition at Nuance.",
        section: "team",
      },
      {
        text: "Nuance DAX does this for physicians but nobody has built it for nursing workflows, which are completely different.",
        section: "competition",
      },
    ],
  },
  {
    name: "heatwise-heat-pump-installers",
    title: "Heatwise pre-seed",
    startupName: "Heatwise",
    sentences: [
      {
        text: "Heat pump installers lose a full day per job doing load calcs by hand and chasing rebate paperwork.",
        section: "problem",
      },
      {
        text: "Heatwise turns a 10-minute phone walkthrough of the house into a Manual J load calc, an equipment quote and the rebate forms already filled in.",
        section: "solution",
      },
      {
        text: "The IRA put $8.8 billion into home electrification rebates and states are only starting to hand that money out now.",
        section: "whyNow",
      },
      {
        text: "About 110,000 HVAC contractors in the US, and most of them have never sold a heat pump.",
        section: "market",
      },
      {
        text: "We're pre-revenue but 14 installers in Massachusetts and Maine are using the beta every week.",
        section: "traction",
      },
      {
        text: "Plan is to charge $79 per completed job, because installers hate monthly software fees.",
        section: "businessModel",
      },
      {
        text: "We're raising $900k pre-seed to get to 100 paying installers by the end of next year.",
        section: "ask",
      },
    ],
  },
  {
    name: "benchside-lab-equipment",
    title: "Benchside — the marketplace for used lab gear",
    startupName: "Benchside",
    sentences: [
      {
        text: "Biotech startups pay full list price for centrifuges and incubators while university labs have whole rooms of idle equipment gathering dust.",
        section: "problem",
      },
      {
        text: "Benchside is a marketplace for refurbished lab equipment where every item is tested and certified by our own technicians before it ships.",
        section: "solution",
      },
      {
        text: "We take a 15% fee from the seller and offer buyers an optional one-year warranty on top.",
        section: "businessModel",
      },
      {
        text: "GMV hit $380k last quarter, growing about 20% month over month, and 70% of buyers come back within six months.",
        section: "traction",
      },
      {
        text: "Used lab equipment is around a $4B a year market, and most of it still trades through brokers, eBay listings and phone calls.",
        section: "market",
      },
      {
        text: "Compared to liquidators like BioSurplus, we never list anything we haven't tested and we turn inventory in under two weeks.",
        section: "competition",
      },
    ],
  },
  {
    name: "yappa-conversation-practice",
    title: "Yappa",
    startupName: "Yappa",
    sentences: [
      {
        text: "Duolingo streaks keep people opening the app but almost nobody who uses it can actually hold a conversation.",
        section: "problem",
        also: "competition",
      },
      {
        text: "Yappa pairs you with a native speaker who's learning your language for 15-minute voice calls, with an AI coach that whispers hints when you get stuck.",
        section: "solution",
      },
      {
        text: "Real-time voice models got fast and cheap enough this year to run the coach for pennies a call.",
        section: "whyNow",
      },
      { text: "We launched on TikTok three weeks ago and it kind of blew up!", section: "traction" },
      { text: "18k signups, 40% day-7 retention.", section: "traction" },
      {
        text: "Two of us, both ex-Spotify, one did growth and one did audio infrastructure.",
        section: "team",
      },
    ],
  },
  {
    name: "flakehound-flaky-tests",
    title: "Flakehound Series A",
    startupName: "Flakehound",
    sentences: [
      {
        text: "Every engineering team over about 50 people has a CI pipeline that fails for reasons nobody understands.",
        section: "problem",
      },
      {
        text: "Engineers just hit re-run, which burns CI minutes and trains everyone to ignore red builds.",
        section: "problem",
      },
      {
        text: "Flakehound watches every test run across branches, works out which tests are flaky versus actually broken, and quarantines the flaky ones automatically.",
        section: "solution",
      },
      {
        text: "It's a GitHub App plus a small reporter for Jest, pytest, JUnit and Go test, so setup takes about five minutes.",
        section: "product",
      },
      {
        text: "We charge $25 per active committer per month and sell bottoms-up, then expand to a company plan once three teams are on it.",
        section: "businessModel",
      },
      {
        text: "The team that first brought us this problem now has 1,200 engineers on Flakehound, and overall we're at $410k ARR from 37 companies with 140% net revenue retention.",
        section: "traction",
      },
      {
        text: "Datadog and BuildPulse will flag flaky tests for you, but they leave the fixing to you, while we actually keep the pipeline green.",
        section: "competition",
      },
      {
        text: "Both founders were on the developer productivity team at Stripe, where we built the internal version of this.",
        section: "team",
      },
    ],
  },
  {
    name: "furrow-weeding-robot",
    title: "Furrow Robotics seed",
    startupName: "Furrow Robotics",
    sentences: [
      {
        text: "Organic vegetable farms spend up to $1,000 an acre on hand weeding, and crews get harder to hire every season.",
        section: "problem",
      },
      {
        text: "We build a solar-powered weeding robot that uses cameras to tell crop from weed and pulls the weeds with a small mechanical tine.",
        section: "solution",
        also: "product",
      },
      {
        text: "The robot covers about 4 acres a day and runs overnight, so nobody has to stand there watching it.",
        section: "product",
      },
      {
        text: "Farmers rent it by the season at $12k per robot, which is less than half of what they pay in weeding labor now.",
        section: "businessModel",
      },
      {
        text: "Six farms in the Salinas Valley ran it this summer and four have already signed up for next season.",
        section: "traction",
      },
      {
        text: "Carbon Robotics sells a laser weeder for around $1M that only the biggest growers can afford, and we're going after the 20,000 mid-sized farms they skip.",
        section: "competition",
        also: "market",
      },
      { text: "Raising a $4M seed to build 40 robots and open a field service hub in Yuma.", section: "ask" },
    ],
  },
  {
    name: "redpen-essay-feedback",
    title: "RedPen",
    startupName: "RedPen",
    sentences: [
      {
        text: "High school English teachers take home 150 essays every couple of weeks and lose their weekends grading them.",
        section: "problem",
      },
      {
        text: "RedPen drafts feedback on each essay against the teacher's own rubric, and the teacher edits and approves it before any student sees it.",
        section: "solution",
      },
      {
        text: "Students get their feedback in two days instead of two weeks, which is when it actually helps them.",
        section: "solution",
      },
      {
        text: "We sell to districts at $8 per student per year, usually paid out of the ELA curriculum budget.",
        section: "businessModel",
      },
      { text: "Three districts in Georgia are paying, about 11,000 students total.", section: "traction" },
      {
        text: "There are about 13,000 school districts in the US and ELA software spend is over $2B a year.",
        section: "market",
      },
      {
        text: "Honestly the hardest part is procurement, so our first hire was a former district curriculum director who knows how the buying works.",
        section: "team",
      },
    ],
  },
  {
    name: "corvine-antibody-design",
    title: "Corvine Bio — Series A",
    startupName: "Corvine Bio",
    sentences: [
      {
        text: "Finding an antibody against a hard target like a GPCR takes a big pharma team about 18 months and a few million dollars, and it often fails anyway.",
        section: "problem",
      },
      {
        text: "Corvine Bio designs antibody candidates computationally and tests them in our own wet lab in a weekly design-build-test loop.",
        section: "solution",
      },
      {
        text: "The platform combines a protein language model fine-tuned on 2 million antibody sequences with a high-throughput yeast display assay.",
        section: "product",
      },
      {
        text: "We've produced binders to four targets that previous campaigns failed on, including two GPCRs.",
        section: "traction",
      },
      {
        text: "In March we signed a partnership with a top-20 pharma, $2M upfront and milestones of up to $60M per program.",
        section: "traction",
        also: "businessModel",
      },
      {
        text: "Founders are a Stanford structural biology PhD and the former head of antibody engineering at Adimab.",
        section: "team",
      },
      {
        text: "We're raising a $12M Series A to expand the wet lab and take one internal program to in vivo proof of concept.",
        section: "ask",
      },
    ],
  },
  {
    name: "loadline-freight-inbox",
    title: "Loadline",
    startupName: "Loadline",
    sentences: [
      {
        text: "Most freight brokers run on email and spreadsheets, and a rep handles maybe 40 loads a week because so much of the day is copy-paste.",
        section: "problem",
      },
      {
        text: "Loadline reads the inbox, pulls load details out of tender emails and rate confirmations, and books them into the TMS without anyone retyping anything.",
        section: "solution",
      },
      {
        text: "We integrate with McLeod, Revenova and Aljex, which covers most mid-market brokers.",
        section: "product",
      },
      { text: "There are about 17,000 licensed freight brokerages in the US.", section: "market" },
      {
        text: "Freight is in a downturn, brokers are cutting headcount and need every rep to move more loads, which makes this an easy sell right now.",
        section: "whyNow",
      },
      {
        text: "Pricing is per load processed, about $1.50, so we grow with their volume.",
        section: "businessModel",
      },
      {
        text: "Nine brokerages live, $35k MRR, and our biggest customer just moved all 120 of its reps onto it.",
        section: "traction",
      },
    ],
  },
  {
    name: "mise-senior-meals",
    title: "Mise",
    startupName: "Mise",
    sentences: [
      {
        text: "My grandmother lives alone and eats crackers for dinner three nights a week because cooking for one is exhausting.",
        section: "problem",
      },
      {
        text: "There are 16 million Americans over 65 who live alone, and a lot of them are in the same spot.",
        section: "market",
      },
      {
        text: "We're building Mise, a weekly delivery of fresh, soft-texture, low-sodium meals designed with geriatric dietitians.",
        section: "solution",
      },
      {
        text: "Medicare Advantage plans can now cover meal delivery as a supplemental benefit, so the payer can be the insurer instead of the family.",
        section: "whyNow",
        also: "businessModel",
      },
      { text: "We haven't launched yet.", section: "traction" },
      {
        text: "I ran operations at a meal-kit company for four years and my cofounder is a registered dietitian.",
        section: "team",
      },
    ],
  },
  {
    name: "clausebook-contract-review",
    title: "Clausebook — contract review for lean legal teams",
    startupName: "Clausebook",
    sentences: [
      {
        text: "In-house legal at a mid-sized company gets buried under NDAs and vendor contracts that sales needs signed by Friday.",
        section: "problem",
      },
      {
        text: "Clausebook reviews incoming contracts against the company's own playbook, redlines the risky clauses, and sends the clean ones straight to signature.",
        section: "solution",
      },
      {
        text: "It works inside Word and Google Docs, so lawyers never have to leave the document.",
        section: "product",
      },
      {
        text: "Ironclad and Harvey are built for big legal departments with big budgets, while we're built for a general counsel who is a team of one or two.",
        section: "competition",
      },
      { text: "Plans start at $600 a month for up to 100 contracts.", section: "businessModel" },
      {
        text: "We have 52 paying customers and went from $20k to $95k MRR in the last six months.",
        section: "traction",
      },
      {
        text: "We want to raise $3M to build out the procurement-side product and hire our first three account executives.",
        section: "ask",
      },
    ],
  },
  {
    name: "keyward-secrets-in-chat",
    title: "Keyward",
    startupName: "Keyward",
    sentences: [
      {
        text: "Developers paste API keys and database passwords into Slack and Jira all the time and nobody ever cleans them up.",
        section: "problem",
      },
      {
        text: "Keyward scans Slack, Jira, Confluence and Notion for secrets, revokes them automatically through the provider's API, and pings whoever posted it.",
        section: "solution",
        also: "product",
      },
      {
        text: "After the Okta and CircleCI breaches, auditors started asking about secrets outside of code, and that question now comes up in SOC 2 reviews.",
        section: "whyNow",
      },
      {
        text: "GitGuardian covers code repos well, but nobody is watching the collaboration tools where most leaks actually happen.",
        section: "competition",
      },
      {
        text: "Four design partners so far, and one converted to a $30k annual contract last month after we found 300 live AWS keys in their Slack.",
        section: "traction",
      },
    ],
  },
  {
    name: "moss-and-lantern-cozy-game",
    title: "Moss & Lantern — Pixel Hearth Studio",
    startupName: "Pixel Hearth",
    sentences: [
      {
        text: "We're making Moss & Lantern, a cozy co-op farming game for 2 to 4 players that you can play across Switch, PC and phone.",
        section: "solution",
      },
      {
        text: "Cozy games are one of the fastest-growing genres on Steam, and Stardew Valley alone has sold over 30 million copies.",
        section: "market",
      },
      {
        text: "The demo hit 85k Steam wishlists in two months and a 94% positive rating during Next Fest.",
        section: "traction",
      },
      {
        text: "We're a team of five from Ubisoft Montreal and Supercell, and we've shipped nine titles between us.",
        section: "team",
      },
      {
        text: "Premium price of $19.99 with cosmetic DLC packs after launch, no loot boxes ever.",
        section: "businessModel",
      },
      {
        text: "Looking for $2.5M to finish the game and fund the console ports, targeting a launch next autumn.",
        section: "ask",
      },
    ],
  },
  {
    name: "keyturn-small-landlords",
    title: "Keyturn",
    startupName: "Keyturn",
    sentences: [
      {
        text: "Small landlords with 2 to 20 units run everything over text message, from rent reminders to 2am plumbing emergencies.",
        section: "problem",
      },
      {
        text: "Keyturn gives the building one phone number that tenants text, and an AI assistant triages the request, books the plumber and follows up on late rent.",
        section: "solution",
      },
      {
        text: "About 10 million individual landlords in the US own close to half of all rental units.",
        section: "market",
      },
      {
        text: "We charge $3 per unit per month plus a small fee when tenants pay rent by card.",
        section: "businessModel",
      },
      {
        text: "AppFolio and Buildium are way too heavy for someone with six units who manages them after their day job.",
        section: "competition",
      },
      {
        text: "We've been live for four months and have 1,900 units on the platform, almost all from word of mouth in landlord Facebook groups.",
        section: "traction",
      },
    ],
  },
  {
    name: "tidemark-parametric-flood",
    title: "Tidemark — flood cover that pays in 72 hours",
    startupName: "Tidemark",
    sentences: [
      {
        text: "When a small business floods, the insurance check takes four to six months to arrive, and a lot of them close before it does.",
        section: "problem",
      },
      {
        text: "Tidemark sells parametric flood cover that pays out within 72 hours when a water sensor or the nearest river gauge crosses a set level.",
        section: "solution",
      },
      { text: "No adjuster, no claim form, the payout is triggered by the data.", section: "product" },
      {
        text: "We're an MGA, so we underwrite and price the policies but the risk sits with our capacity partner, and we keep a commission of about 25% of premium.",
        section: "businessModel",
      },
      {
        text: "Cheap IoT water sensors and much better flood data from FEMA's Risk Rating 2.0 made this workable only in the last couple of years.",
        section: "whyNow",
      },
      {
        text: "Only about 4% of small businesses in flood zones carry any flood insurance at all.",
        section: "market",
        also: "problem",
      },
      {
        text: "We're licensed in Florida and Louisiana and have written 210 policies since launching in June.",
        section: "traction",
      },
      { text: "The founding team comes from Lemonade and Swiss Re.", section: "team" },
    ],
  },
  {
    name: "townsheet-local-news",
    title: "Townsheet",
    startupName: "Townsheet",
    sentences: [
      {
        text: "Local newspapers have been closing at about two a week, and a third of US counties now have no real local news source.",
        section: "problem",
      },
      {
        text: "Townsheet gives one local journalist everything they need to run a paid newsletter for their town: publishing, payments, ad sales and a shared legal defense fund.",
        section: "solution",
      },
      {
        text: "Writers keep 85% of subscription revenue, and we sell local ads across the whole network and split those with the writers too.",
        section: "businessModel",
      },
      {
        text: "Substack works for national voices but it won't help you sell an ad to the hardware store down the street.",
        section: "competition",
      },
      {
        text: "62 towns launched, 48k paying subscribers between them, and the median writer is making $71k a year.",
        section: "traction",
      },
      { text: "Next step is a $5M round to get to 500 towns.", section: "ask" },
    ],
  },
  {
    name: "spansheet-construction-submittals",
    title: "Spansheet Series A",
    startupName: "Spansheet",
    sentences: [
      {
        text: "On a commercial construction job the general contractor tracks hundreds of submittals in a spreadsheet, and one late approval can stall a crew for a week.",
        section: "problem",
      },
      {
        text: "Spansheet builds the submittal log for you by reading the spec book and generating the required submittals for every trade on day one.",
        section: "solution",
      },
      {
        text: "Our model parses a 1,500-page spec in about ten minutes, where a project engineer usually spends two weeks.",
        section: "product",
      },
      {
        text: "Procore is the system of record and we sync straight into it, so we sell as an add-on rather than a replacement.",
        section: "competition",
        also: "product",
      },
      {
        text: "Pricing is per project and scales with construction value, typically $3k to $15k.",
        section: "businessModel",
      },
      {
        text: "We did $640k in revenue last year, up from $90k, across 28 general contractors.",
        section: "traction",
      },
      {
        text: "My cofounder and I were both project engineers at Turner for six years before starting this.",
        section: "team",
      },
    ],
  },
  {
    name: "chairside-dental-insurance",
    title: "Chairside",
    startupName: "Chairside",
    sentences: [
      {
        text: "Dental offices leave a lot of money on the table because insurance is verified by phone, one patient at a time, the day before the appointment.",
        section: "problem",
      },
      {
        text: "Chairside verifies insurance for the whole next-day schedule overnight and flags anything that's going to come back as a denial.",
        section: "solution",
      },
      { text: "The average practice has 4 chairs and sees about 30 patients a day.", section: "market" },
      {
        text: "There are about 200,000 dentists in the US, most of them in small practices like that.",
        section: "market",
      },
      { text: "We bill $299 per location per month.", section: "businessModel" },
      {
        text: "Live in 140 offices, mostly through a partnership with one dental service organization.",
        section: "traction",
      },
      {
        text: "We'll use the $2M seed to build the claims side and bring on two more people in customer success.",
        section: "ask",
      },
    ],
  },
  {
    name: "loamline-soil-carbon",
    title: "Loamline",
    startupName: "Loamline",
    sentences: [
      {
        text: "Carbon removal buyers like Microsoft and Frontier are paying $200 to $600 a ton but have no cheap way to check that the carbon is actually in the soil.",
        section: "problem",
      },
      {
        text: "Loamline measures soil carbon with a handheld spectrometer plus satellite data instead of lab samples, at about a tenth of the cost.",
        section: "solution",
      },
      {
        text: "Most projects still pay a lab $50 per core sample and need hundreds of cores per field.",
        section: "problem",
      },
      {
        text: "Verra's new soil carbon methodology accepts remote sensing if it's calibrated, which wasn't allowed until this year.",
        section: "whyNow",
      },
      {
        text: "We're in conversations with two project developers about paid pilots, nothing signed yet.",
        section: "traction",
      },
      { text: "Tiny team for now, just the two of us and a part-time soil scientist.", section: "team" },
    ],
  },
  {
    name: "whiskerly-cat-health",
    title: "Whiskerly",
    startupName: "Whiskerly",
    sentences: [
      {
        text: "Cat owners usually notice their cat is sick way too late, because cats are experts at hiding pain.",
        section: "problem",
      },
      {
        text: "Whiskerly is a smart mat for the litter box that tracks your cat's weight and bathroom habits and texts you when something changes.",
        section: "solution",
      },
      {
        text: "It slides under any litter box you already own, and the battery lasts about six months.",
        section: "product",
      },
      {
        text: "There are 46 million cat-owning households in the US, and owners spent $38B on vet care last year.",
        section: "market",
      },
      { text: "We sold 2,300 units on Kickstarter at $89 each.", section: "traction" },
      {
        text: "After the hardware sale there's a $5/month subscription for vet-reviewed alerts and monthly health reports.",
        section: "businessModel",
      },
      { text: "Raising $1.2M to get through the first production run of 10,000 units.", section: "ask" },
    ],
  },
  {
    name: "migrata-safe-migrations",
    title: "Migrata",
    startupName: "Migrata",
    sentences: [
      {
        text: "Bad database migrations are still one of the top causes of outages, whether it's a missing index or a table lock on a huge table at 2pm on a Tuesday.",
        section: "problem",
      },
      {
        text: "Migrata checks every migration in the pull request against a copy of production stats and tells you how long it will lock and what it will break.",
        section: "solution",
      },
      {
        text: "Supports Postgres and MySQL today, with Rails, Django, Prisma and Flyway migrations.",
        section: "product",
      },
      {
        text: "The open source CLI has 6,200 GitHub stars and the hosted version has 140 teams on it.",
        section: "traction",
      },
      {
        text: "We make money on the hosted version, free up to 3 developers and then $400/month per team.",
        section: "businessModel",
      },
      {
        text: "I was on the database reliability team at Shopify and watched this exact problem take the site down twice.",
        section: "team",
      },
    ],
  },
  {
    name: "vouchly-reference-checks",
    title: "Vouchly",
    startupName: "Vouchly",
    sentences: [
      {
        text: "Reference checks are the most skipped step in hiring because recruiters hate a week of phone tag.",
        section: "problem",
      },
      {
        text: "Vouchly sends a candidate's references a five-minute structured survey and gives the hiring manager a summary the same day.",
        section: "solution",
      },
      {
        text: "Checkster and SkillSurvey already automate references, but they're sold as enterprise suites with annual contracts and a long setup.",
        section: "competition",
      },
      {
        text: "We plug into Greenhouse and Lever, so the check kicks off on its own when a candidate hits the offer stage.",
        section: "product",
      },
      {
        text: "We charge $15 per candidate with no contract, and most customers find us through the Greenhouse marketplace.",
        section: "businessModel",
      },
      {
        text: "Around 2,900 companies have run at least one check, and paid usage is up 3x since January.",
        section: "traction",
      },
    ],
  },
  {
    name: "puente-crossborder-payments",
    title: "Puente — seed round",
    startupName: "Puente",
    sentences: [
      {
        text: "Mexican importers paying suppliers in China lose 3 to 5% on the FX spread and wait up to a week for wires to land.",
        section: "problem",
      },
      {
        text: "Puente lets them pay in pesos and have the supplier receive dollars or yuan the same day, for a flat 0.8% fee.",
        section: "solution",
        also: "businessModel",
      },
      {
        text: "Mexico imports about $600B of goods a year, and roughly a fifth of that comes from China.",
        section: "market",
      },
      {
        text: "Stablecoin rails plus SPEI, Mexico's real-time payment system, mean we can settle in minutes instead of days.",
        section: "whyNow",
      },
      {
        text: "We processed $48M in volume last quarter for 210 importers, up from $9M the quarter before.",
        section: "traction",
      },
      {
        text: "Our CEO ran treasury at a large Mexican bank and our CTO built cross-border payment rails at Wise.",
        section: "team",
      },
      {
        text: "The $6M seed gets us licensed in Colombia and pays for a credit product built on top of the payments data.",
        section: "ask",
      },
    ],
  },
  {
    name: "cudline-dairy-mastitis",
    title: "Cudline",
    startupName: "Cudline",
    sentences: [
      {
        text: "Dairy farmers usually catch mastitis once the milk yield has already dropped, and by then they've lost a week of milk from that cow and need antibiotics.",
        section: "problem",
      },
      {
        text: "We built an in-line sensor for the milking parlor that picks up mastitis from milk conductivity and color two to three days earlier.",
        section: "solution",
        also: "product",
      },
      {
        text: "Farms lease the sensors per milking stall, about $40 a stall a month, installation included.",
        section: "businessModel",
      },
      {
        text: "Sensor costs finally came down far enough that we can put one on every stall instead of one per parlor.",
        section: "whyNow",
      },
      {
        text: "Three farms in Wisconsin, roughly 2,400 cows, and antibiotic use is down 30% since install.",
        section: "traction",
      },
    ],
  },
  {
    name: "arcline-trades-vr",
    title: "Arcline — VR training for the skilled trades",
    startupName: "Arcline",
    sentences: [
      {
        text: "The US is short something like 500,000 electricians and welders, and the average tradesperson is over 40.",
        section: "problem",
      },
      {
        text: "Trade schools have waitlists because every student needs hours on real equipment burning real materials, which are expensive and limited.",
        section: "problem",
      },
      {
        text: "Arcline builds VR simulators for welding and electrical work so students get their first 100 hours of practice before they touch a real torch.",
        section: "solution",
      },
      {
        text: "The welding sim tracks torch angle, travel speed and arc length at 90 frames per second and grades every bead the way an instructor would.",
        section: "product",
      },
      {
        text: "Quest headsets are around $500 now, which makes 20 stations in one classroom affordable for a community college.",
        section: "whyNow",
      },
      { text: "We sell a site license at $18k a year per classroom.", section: "businessModel" },
      {
        text: "Lincoln Electric's VRTEX simulator runs over $50k per station, so most schools have one or none.",
        section: "competition",
      },
    ],
  },
  {
    name: "sitwell-backup-childcare",
    title: "Sitwell",
    startupName: "Sitwell",
    sentences: [
      {
        text: "When daycare closes for a sick day, one parent misses work, and employers lose an estimated $23B a year to it.",
        section: "problem",
      },
      {
        text: "Sitwell is backup childcare as an employee benefit: parents book a vetted sitter in the app and the employer picks up the bill.",
        section: "solution",
      },
      {
        text: "We've signed 11 employers covering about 26,000 employees, including a regional hospital system.",
        section: "traction",
      },
      {
        text: "Employers pay $2 per employee per month, and we also take a margin on every booking.",
        section: "businessModel",
      },
      {
        text: "Bright Horizons owns enterprise backup care, but their sitters need 48 hours' notice and we fill same-day requests in under two hours.",
        section: "competition",
      },
      {
        text: "Since the pandemic, employers treat childcare as a retention tool for hourly workers, not just a perk for executives.",
        section: "whyNow",
      },
    ],
  },
  {
    name: "vocalock-voice-fraud",
    title: "Vocalock seed",
    startupName: "Vocalock",
    sentences: [
      {
        text: "Fraudsters are using cloned voices to call bank call centers and talk their way past the security questions.",
        section: "problem",
      },
      {
        text: "Last year one credit union we talked to lost $1.1M to a single voice-cloning attack.",
        section: "problem",
      },
      {
        text: "Vocalock listens to the first few seconds of an inbound call and flags whether the voice is synthetic, right on the agent's screen.",
        section: "solution",
      },
      {
        text: "It taps the call audio stream from Genesys, NICE or Amazon Connect, with latency under 300 milliseconds.",
        section: "product",
      },
      {
        text: "There are about 9,000 banks and credit unions in the US, and every one of them runs a call center.",
        section: "market",
      },
      {
        text: "Pindrop is the incumbent, but their voice biometrics were built before generative voice existed and are getting beaten by it.",
        section: "competition",
      },
      {
        text: "Founders are a former Pindrop research scientist and an ex-FBI cybercrime agent.",
        section: "team",
      },
      {
        text: "We're raising a $3.5M seed led by a fintech-focused fund, with about $1M left in the round.",
        section: "ask",
      },
    ],
  },
  {
    name: "cargo-kite-ebike-hubs",
    title: "Cargo Kite",
    startupName: "Cargo Kite",
    sentences: [
      {
        text: "Delivery vans in dense city centers spend a third of their day circling for parking and collecting tickets.",
        section: "problem",
      },
      {
        text: "We run e-cargo bike micro-hubs so parcel carriers can hand the last mile downtown to our riders.",
        section: "solution",
      },
      {
        text: "London, Paris and New York are all bringing in congestion charges or low-emission zones, which makes every van trip downtown more expensive.",
        section: "whyNow",
      },
      {
        text: "We get paid per parcel delivered, about 1.9 euros, and a rider does around 120 parcels a day.",
        section: "businessModel",
      },
      {
        text: "Running in Lyon and Ghent with DPD and a large grocery chain as customers.",
        section: "traction",
      },
      { text: "We're raising 2.5 million euros to open four more cities in 2025.", section: "ask" },
    ],
  },
  {
    name: "ledgerleaf-cpa-close",
    title: "Ledgerleaf",
    startupName: "Ledgerleaf",
    sentences: [
      { text: "Ever tried to close 40 clients' books in the first week of the month?", section: "problem" },
      {
        text: "At small accounting firms it's bank feeds, receipts buried in email, and a partner reviewing everything at 11pm.",
        section: "problem",
      },
      {
        text: "Ledgerleaf does the first pass of bookkeeping for every client, categorizing transactions and chasing missing receipts, so accountants only review the exceptions.",
        section: "solution",
      },
      { text: "Works with QuickBooks Online and Xero.", section: "product" },
      { text: "Roughly 45,000 CPA firms in the US have fewer than 10 people.", section: "market" },
      { text: "Pre-revenue, 6 firms in a free pilot.", section: "traction" },
      { text: "Looking for $750k.", section: "ask" },
    ],
  },
  {
    name: "veyra-endometriosis-test",
    title: "Veyra Diagnostics",
    startupName: "Veyra Diagnostics",
    sentences: [
      {
        text: "It takes an average of seven years to get diagnosed with endometriosis, and usually the diagnosis comes from surgery.",
        section: "problem",
      },
      {
        text: "Veyra is developing a blood test that detects endometriosis from a panel of microRNAs, so a gynecologist can diagnose it at the first visit.",
        section: "solution",
      },
      {
        text: "In our retrospective study of 320 patients the test had 91% sensitivity and 88% specificity against surgical diagnosis.",
        section: "traction",
        also: "product",
      },
      {
        text: "Roughly 190 million women worldwide have endometriosis, around 6.5 million of them in the US.",
        section: "market",
      },
      {
        text: "We plan to launch as a lab-developed test out of our own CLIA lab first and then go for FDA clearance.",
        section: "product",
        also: "businessModel",
      },
      {
        text: "Reimbursement is the big open question, so we're starting with self-pay at $650 while we build the evidence payers want.",
        section: "businessModel",
      },
      { text: "Raising $8M to run the prospective validation study and open the CLIA lab.", section: "ask" },
    ],
  },
];
