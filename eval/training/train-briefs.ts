/**
 * Training sentences for the offline drafter's section classifier (scripts/train-sections.ts reads them and
 * writes the committed weights). Labelled by hand; independent of the evaluation set in eval/drafting.
 */
export type TrainSection =
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

export const trainBriefs: Array<{ name: string; sentences: Array<[text: string, section: TrainSection]> }> = [
  {
    name: "Haulwise (freight brokerage data entry)",
    sentences: [
      [
        "Freight brokers still retype every load from emails and PDFs into their TMS, which eats about two hours a day per rep.",
        "problem",
      ],
      ["Haulwise reads inbound load tenders and books them straight into the broker's system.", "solution"],
      [
        "It parses rate confirmations, BOLs and email threads, then pushes clean loads into McLeod, Turvo or Aljex through their APIs.",
        "product",
      ],
      [
        "There are roughly 17,000 licensed freight brokerages in the US, and the top 500 alone employ over 80,000 reps.",
        "market",
      ],
      ["We charge $89 per rep per month, billed annually, after a paid 30-day pilot.", "businessModel"],
      [
        "Six brokerages are paying today, and the largest one cut manual data entry by 70% in its first month.",
        "traction",
      ],
      [
        "Most brokers lean on offshore data-entry teams instead, which look cheap per hour but are slow and make mistakes overnight.",
        "competition",
      ],
      ["We're raising a $2.5M seed to hire two engineers and our first enterprise AE.", "ask"],
    ],
  },
  {
    name: "Clinnote (nursing documentation)",
    sentences: [
      [
        "On a typical 12-hour shift, a med-surg nurse spends close to four hours charting, much of it after patients are already asleep.",
        "problem",
      ],
      [
        "Clinnote is an ambient charting assistant that turns a nurse's spoken bedside notes into structured flowsheet entries.",
        "solution",
      ],
      [
        "Speech models finally run well on a hospital-issued phone, and CMS is putting real pressure on nurse burnout metrics this year.",
        "whyNow",
      ],
      [
        "Nurses tap once on their phone, talk, and the app maps what they said to the right Epic flowsheet rows for review.",
        "product",
      ],
      [
        "We're live in two units at a 400-bed community hospital, where nurses saved 52 minutes per shift during the pilot.",
        "traction",
      ],
      [
        "Nuance DAX is built for physician notes, not nursing flowsheets, and it's priced for doctors.",
        "competition",
      ],
      [
        "My cofounder built the speech stack at Amazon Alexa, and our CNO advisor ran nursing operations at HCA for a decade.",
        "team",
      ],
      ["We're looking for $3M to finish Epic certification and expand to five more hospitals.", "ask"],
    ],
  },
  {
    name: "Tallyhand (restaurant accounts payable)",
    sentences: [
      [
        "Restaurant groups pay hundreds of food invoices a week, and most are still keyed in by a bookkeeper from crumpled paper.",
        "problem",
      ],
      [
        "Tallyhand turns a photo of any vendor invoice into a coded, approved bill in your accounting software.",
        "solution",
      ],
      [
        "The app captures line items down to the case of tomatoes, so owners see food cost by item and by location.",
        "product",
      ],
      ["US restaurants spend over $300 billion a year with food and beverage suppliers.", "market"],
      [
        "We take a flat $149 per location per month, plus 0.5% on the payments we send for them.",
        "businessModel",
      ],
      [
        "Restaurant365 bundles AP into a full ERP that takes months to roll out, while we go live in one afternoon.",
        "competition",
      ],
      ["Founded by a former line cook turned controller and an engineer from Toast's payments team.", "team"],
    ],
  },
  {
    name: "Kelpwise (methane-reducing cattle feed)",
    sentences: [
      [
        "A single dairy cow burps out around 100 kg of methane a year, and farms have no practical way to cut it.",
        "problem",
      ],
      [
        "We make a seaweed-based feed supplement that cuts enteric methane by up to 80% without hurting milk yield.",
        "solution",
      ],
      [
        "California's dairy methane targets and new carbon insetting programs from Danone and Nestle mean farms can now get paid for reductions.",
        "whyNow",
      ],
      ["There are about 9 million dairy cows in the US and over 260 million worldwide.", "market"],
      [
        "Trials at three dairies in Sonoma showed a 64% methane drop over 90 days, measured with GreenFeed sensors.",
        "traction",
      ],
      [
        "Unlike DSM's Bovaer, ours is a natural feed ingredient, so it doesn't need drug approval in most markets.",
        "competition",
      ],
      ["We're raising $6M to build our first 20-acre production facility in Baja.", "ask"],
    ],
  },
  {
    name: "Stackpilot (flaky test detection)",
    sentences: [
      [
        "Every engineer at a growth-stage company knows the ritual: CI goes red, you hit rerun, and you lose another 25 minutes.",
        "problem",
      ],
      [
        "Stackpilot finds flaky tests automatically and quarantines them before they block a merge.",
        "solution",
      ],
      [
        "It plugs into GitHub Actions, CircleCI and Buildkite, and reads JUnit output to score each test's flakiness over time.",
        "product",
      ],
      [
        "We give it away for open source and charge $12 per committer per month for private repos.",
        "businessModel",
      ],
      [
        "About 1,900 teams installed the GitHub app in the first ten weeks, and 140 have converted to paid.",
        "traction",
      ],
      [
        "BuildPulse and Trunk offer similar detection, but neither suggests a patch that actually fixes the test.",
        "competition",
      ],
      [
        "Both founders were on Stripe's developer productivity team, where we ran CI for 3,000 engineers.",
        "team",
      ],
      ["We're closing a $1.8M pre-seed, which extends our runway to 24 months.", "ask"],
    ],
  },
  {
    name: "Brightcase (immigration law case management)",
    sentences: [
      [
        "Immigration paralegals copy the same passport details into a dozen USCIS forms per case, and one typo can mean a rejection months later.",
        "problem",
      ],
      ["Brightcase is case management built only for immigration law firms.", "solution"],
      [
        "USCIS moved most employment petitions to online filing last year, so firms suddenly need clean structured data instead of PDFs.",
        "whyNow",
      ],
      [
        "A client fills out one smart questionnaire in Spanish, English or Hindi, and we generate every form, cover letter and exhibit index.",
        "product",
      ],
      [
        "There are roughly 15,000 immigration attorneys in the US, and their firms spend about $1.4 billion a year on software and support staff.",
        "market",
      ],
      [
        "We sell attorney seats at $199 a month and make paralegal seats free, which makes the decision easy for partners.",
        "businessModel",
      ],
      [
        "We have 62 paying firms, net revenue retention is 128%, and we haven't lost a single firm yet.",
        "traction",
      ],
      [
        "Docketwise and INSZoom are the incumbents, but both still treat forms as static PDFs rather than data.",
        "competition",
      ],
      ["The round is $2M, and it pays for two engineers and a head of customer success.", "ask"],
    ],
  },
  {
    name: "Fernhill (hourly hiring by text)",
    sentences: [
      [
        "Warehouse managers lose half their applicants because it takes five days to call anyone back.",
        "problem",
      ],
      [
        "We built a text-message hiring assistant that screens and schedules hourly candidates in minutes.",
        "solution",
      ],
      [
        "Candidates text a short code from a job ad, answer four quick questions, and pick an interview slot right in the chat.",
        "product",
      ],
      [
        "Since the labor shortage, hourly employers have started treating speed-to-hire as a board-level metric.",
        "whyNow",
      ],
      [
        "ARR is $740k, up from $90k a year ago, and time-to-hire at our customers dropped from six days to 19 hours.",
        "traction",
      ],
      [
        "Paradox does this for Fortune 500 budgets; we're built for the 200-location regional operator who can't wait through a six-month rollout.",
        "competition",
      ],
      ["My cofounder and I both ran hiring for Amazon fulfillment centers before starting this.", "team"],
      ["The $4M seed pays for a mid-market sales team of four and gets us to $3M ARR.", "ask"],
    ],
  },
  {
    name: "Keyward (leaked secrets in collaboration tools)",
    sentences: [
      [
        "The average mid-size company has thousands of API keys sitting in Slack messages, Notion pages and old Jira tickets.",
        "problem",
      ],
      [
        "Keyward scans your collaboration tools for leaked secrets and rotates them automatically.",
        "solution",
      ],
      [
        "Connectors for Slack, Confluence, Notion, Jira and Google Drive take about ten minutes to set up with OAuth.",
        "product",
      ],
      [
        "Half the breach reports this year start with a token pasted into a chat, and auditors have started asking about it during SOC 2 reviews.",
        "whyNow",
      ],
      [
        "Companies spend over $7 billion a year on application security, and secrets management is the fastest-growing slice.",
        "market",
      ],
      [
        "GitGuardian covers code repos well, but most of the leaked secrets we find live outside git, in chat and docs.",
        "competition",
      ],
      [
        "We found over 11,000 live credentials across our first 20 design partners, and eight of them have since signed annual contracts.",
        "traction",
      ],
      ["The founding team came out of Okta's incident response group and Google's red team.", "team"],
      ["We are raising $3M, which gives us 20 months of runway and gets us to 50 paying customers.", "ask"],
    ],
  },
  {
    name: "Readloop (early reading tutor)",
    sentences: [
      [
        "Readloop is a reading tutor that listens to children read out loud and coaches them in real time.",
        "solution",
      ],
      [
        "Speech recognition for children used to be terrible, but the newest open models handle young voices and accents well enough to trust.",
        "whyNow",
      ],
      [
        "The app runs on school Chromebooks, flags each misread word, and sends teachers a weekly fluency report for every student.",
        "product",
      ],
      [
        "There are about 13,000 school districts in the US, and together they spend roughly $2 billion a year on supplemental reading programs.",
        "market",
      ],
      [
        "We're in 34 schools across Ohio and Texas, and students using Readloop three times a week gained 1.6 grade levels in one semester.",
        "traction",
      ],
      [
        "Our founder taught second grade for eight years and then led the literacy product at Amplify.",
        "team",
      ],
      ["We're raising $3.5M to build a Spanish version and hire a district sales lead.", "ask"],
    ],
  },
  {
    name: "Harvestiq (orchard irrigation)",
    sentences: [
      [
        "Almond growers in the Central Valley still decide when to irrigate by walking the rows and kicking the dirt.",
        "problem",
      ],
      [
        "Harvestiq tells growers exactly when and how much to water each block, down to the hour.",
        "solution",
      ],
      [
        "Cheap soil probes, free satellite evapotranspiration data and the new SGMA groundwater limits all arrived at the same time.",
        "whyNow",
      ],
      [
        "Solar-powered probes sit at three depths, report every 15 minutes over LoRa, and our model turns the readings into a watering schedule.",
        "product",
      ],
      [
        "California has around 1.4 million acres of almonds, and permanent crops cover over 3 million irrigated acres in the state.",
        "market",
      ],
      ["We charge $22 per acre per season, hardware included.", "businessModel"],
      [
        "Growers on 18,000 acres use us this season, and they applied 19% less water on average with no yield loss.",
        "traction",
      ],
      [
        "Tule and CropX sell sensors and dashboards, but we're the only ones that also open and close the valves automatically.",
        "competition",
      ],
      [
        "I grew up on an almond farm near Modesto, and my cofounder designed soil sensors at CropX before we started Harvestiq.",
        "team",
      ],
    ],
  },
  {
    name: "Nestmark (rental maintenance coordination)",
    sentences: [
      [
        "When a tenant's sink leaks, the property manager makes eight calls and sends twelve texts before a plumber actually shows up.",
        "problem",
      ],
      [
        "Tenants report an issue by text or photo, we triage it, dispatch a vendor from the manager's own list, and follow up until it's closed.",
        "product",
      ],
      [
        "There are about 300,000 property management companies in the US overseeing more than 40 million rental units.",
        "market",
      ],
      [
        "We price at $1.50 per unit per month, so a 2,000-unit portfolio pays $3,000 a month.",
        "businessModel",
      ],
      [
        "Latchel offers a similar service with a human call center, which is why their margins are thin and ours are not.",
        "competition",
      ],
      ["We coordinate over 4,200 work orders a month across 31,000 units, up 3x since January.", "traction"],
      [
        "Before Nestmark I managed a 6,000-unit portfolio in Phoenix, and my cofounder was a staff engineer at Zillow.",
        "team",
      ],
      ["We're looking for $5M to build the Yardi and AppFolio integrations and add 100,000 units.", "ask"],
    ],
  },
  {
    name: "Covella (small business cyber insurance)",
    sentences: [
      [
        "Dental offices and accounting firms get hit by ransomware every week, and most of them have no cyber policy at all.",
        "problem",
      ],
      [
        "Covella sells cyber insurance to small businesses in minutes, bundled with the security tools that make them insurable.",
        "solution",
      ],
      [
        "Carriers have tightened cyber underwriting so much since 2022 that brokers now turn most micro-businesses away.",
        "whyNow",
      ],
      [
        "During the quote we scan the applicant's domain, email setup and exposed ports, then switch on MFA and endpoint backup for them.",
        "product",
      ],
      [
        "There are over 30 million small businesses in the US, and fewer than one in five carries standalone cyber coverage.",
        "market",
      ],
      ["We earn a 15% commission on premium plus $20 a month for the security bundle.", "businessModel"],
      [
        "Coalition is the closest player, but it sells through brokers and focuses on companies with more than 50 employees.",
        "competition",
      ],
      [
        "We are a former Coalition underwriter and a security engineer who ran incident response at CrowdStrike.",
        "team",
      ],
      [
        "Since launching in March we've bound 1,150 policies with $2.1M in written premium and a loss ratio under 30%.",
        "traction",
      ],
    ],
  },
  {
    name: "Shelfsense (grocery shelf monitoring)",
    sentences: [
      [
        "Grocery stores lose about 4% of sales to empty shelves that nobody notices until closing time.",
        "problem",
      ],
      [
        "We put tiny cameras on shelves that spot out-of-stocks and wrong price tags as they happen.",
        "solution",
      ],
      [
        "Each camera clips onto the shelf edge, runs two years on a battery, and sends a photo every hour to our vision model.",
        "product",
      ],
      [
        "Camera modules dropped below $8 each, which makes per-shelf monitoring cheaper than an associate doing manual walks.",
        "whyNow",
      ],
      [
        "Simbe and Badger use roaming robots, which cost six figures per store and only pass each aisle a few times a day.",
        "competition",
      ],
      [
        "A regional chain with 22 stores is running us in four of them, and on-shelf availability went from 91% to 97%.",
        "traction",
      ],
      ["Our CTO built computer vision for Amazon Go, and our CEO ran store operations at Kroger.", "team"],
      ["This $7M round covers hardware inventory for the first 200 stores.", "ask"],
    ],
  },
  {
    name: "Millcraft (CNC job shop quoting)",
    sentences: [
      [
        "Job shops spend up to three hours building a quote for a single machined part, and they win maybe one in five.",
        "problem",
      ],
      ["Millcraft generates accurate quotes for CNC parts directly from a customer's CAD file.", "solution"],
      [
        "You upload a STEP file and the software estimates cycle time, tooling, material and setup cost on your specific machines.",
        "product",
      ],
      [
        "There are about 21,000 machine shops in the US doing roughly $45 billion in annual revenue.",
        "market",
      ],
      [
        "Reshoring after the supply chain crunch has flooded small shops with more RFQs than their estimators can handle.",
        "whyNow",
      ],
      [
        "Shops pay $500 a month per estimator seat, and we land new accounts through regional manufacturing associations.",
        "businessModel",
      ],
      [
        "Paperless Parts is the incumbent, but shops tell us its estimates still need heavy manual tweaking.",
        "competition",
      ],
      [
        "Twenty-seven shops are paying, and their average quoting time dropped from three hours to 20 minutes.",
        "traction",
      ],
      [
        "We are looking for a $1.5M seed to hire a sales lead and build integrations with the ERPs job shops already use.",
        "ask",
      ],
    ],
  },
  {
    name: "Donorly (nonprofit donor CRM)",
    sentences: [
      [
        "Small nonprofits track donors in spreadsheets and forget to thank half of them, which is why most first-time donors never give again.",
        "problem",
      ],
      [
        "Donorly is a donor CRM that writes and sends personal thank-you notes and follow-ups automatically.",
        "solution",
      ],
      [
        "It syncs gifts from Stripe, PayPal and Givebutter, and drafts each note in the executive director's voice for one-click approval.",
        "product",
      ],
      [
        "There are roughly 1.5 million registered nonprofits in the US, and over 90% of them have budgets under $1 million.",
        "market",
      ],
      [
        "We charge $59 a month for up to 2,000 contacts and sell mostly through fiscal sponsors and state nonprofit associations.",
        "businessModel",
      ],
      [
        "Bloomerang and Little Green Light are solid, but they were built for development teams, not a solo director doing everything.",
        "competition",
      ],
      [
        "I ran a food bank for seven years before learning to code, and my cofounder led growth at Classy.",
        "team",
      ],
      ["We're raising a $1.2M pre-seed to hire two engineers and reach break-even within 18 months.", "ask"],
    ],
  },
  {
    name: "Coinrail (stablecoin contractor payouts)",
    sentences: [
      [
        "Companies paying contractors in Nigeria or Argentina wait four days for a wire and lose up to 6% to fees and bad FX.",
        "problem",
      ],
      [
        "Coinrail lets companies pay international contractors in USDC, with instant cash-out to local bank accounts.",
        "solution",
      ],
      [
        "New stablecoin rules in the US and the EU's MiCA framework finally give finance teams legal cover to use them.",
        "whyNow",
      ],
      [
        "Finance uploads a CSV or syncs from Deel, we fund the batch from a USD account, and contractors withdraw in naira, pesos or reais.",
        "product",
      ],
      ["Cross-border payments to contractors add up to about $120 billion a year.", "market"],
      ["We charge 1% per payout with no FX markup.", "businessModel"],
      [
        "Deel and Remote offer crypto payouts as an add-on, but they route through their own treasury and still take days to settle.",
        "competition",
      ],
      [
        "Our CEO spent five years on the treasury team at Wise, and our CTO built stablecoin settlement at Circle.",
        "team",
      ],
      [
        "We processed $14M in payouts last quarter across 3,800 contractors, and volume is growing 22% month over month.",
        "traction",
      ],
    ],
  },
  {
    name: "Orbitframe (ground stations as a service)",
    sentences: [
      [
        "We run a network of low-cost ground stations that any satellite operator can book by the minute.",
        "solution",
      ],
      [
        "Rideshare launch prices have fallen below $6,000 per kilo, so thousands more small satellites go up every year.",
        "whyNow",
      ],
      [
        "Our phased-array antennas are steered in software, have no moving parts, and can track four satellites at once.",
        "product",
      ],
      [
        "Over 2,800 satellites launched last year, and ground segment spending is expected to reach $10 billion by 2030.",
        "market",
      ],
      [
        "AWS Ground Station and KSAT are the main alternatives, but their pricing assumes big operators on long contracts.",
        "competition",
      ],
      [
        "We have eight stations live on four continents and signed contracts with five Earth observation operators.",
        "traction",
      ],
      [
        "Our founders built ground software at Planet and antenna hardware on SpaceX's Starlink team.",
        "team",
      ],
      ["The $12M Series A funds 20 more stations and takes us to cash-flow positive.", "ask"],
    ],
  },
  {
    name: "Courtside (youth sports club management)",
    sentences: [
      ["Courtside is the all-in-one app for running a youth sports club!", "solution"],
      [
        "About 60 million kids play organized sports in the US, and families spend over $30 billion a year on youth sports.",
        "market",
      ],
      [
        "Clubs use it for free, and we make money from a 3% processing fee on registrations and tournament fees.",
        "businessModel",
      ],
      [
        "TeamSnap and SportsEngine dominate, but smaller clubs keep telling us they're clunky and expensive.",
        "competition",
      ],
      ["We run 210 clubs in Texas and Florida and processed $9.5M in registrations this spring.", "traction"],
      ["We're raising $2M to expand into baseball and basketball leagues.", "ask"],
    ],
  },
  {
    name: "Glowlab (personalized skincare)",
    sentences: [
      ["Glowlab makes personalized serums based on a selfie analysis and a short questionnaire.", "solution"],
      [
        "Phone cameras are finally good enough to measure redness, pigment and pore size reliably, and small-batch compounding is now cheap enough to do per order.",
        "whyNow",
      ],
      [
        "Skincare is a $150 billion global market, and personalized beauty is growing three times faster than the category.",
        "market",
      ],
      [
        "A subscription is $45 a month, gross margin is 74%, and CAC has stayed under $60 thanks to creator partnerships.",
        "businessModel",
      ],
      ["We have 11,000 active subscribers, and 68% are still subscribed after six months.", "traction"],
      [
        "Curology and Proven are the best known players, but neither changes your formula based on how your skin actually responds.",
        "competition",
      ],
      ["Our cofounders are a cosmetic chemist from L'Oreal and a growth lead from Glossier.", "team"],
    ],
  },
  {
    name: "Pawpoint (at-home cat health tests)",
    sentences: [
      [
        "Cat owners usually find out about kidney disease when it's already advanced, because a vet visit costs $250 and cats hide pain.",
        "problem",
      ],
      ["Pawpoint is an at-home test kit that catches urinary and kidney issues in cats early.", "solution"],
      [
        "Owners sprinkle our treated granules in the litter box, snap a photo of the color change, and the app reads the result and books a vet if needed.",
        "product",
      ],
      [
        "There are about 74 million pet cats in the US, and owners spend over $38 billion a year on vet care.",
        "market",
      ],
      [
        "Pet spending kept climbing after the pandemic adoption boom, and owners now expect preventive care for their pets the way they do for themselves.",
        "whyNow",
      ],
      [
        "A quarterly kit subscription costs $24, and partner vet clinics pay us a referral fee for each visit we book.",
        "businessModel",
      ],
      [
        "I'm a veterinarian who spent six years at Banfield, and my cofounder ran the hardware supply chain at Fitbit.",
        "team",
      ],
    ],
  },
  {
    name: "Framebuild (construction submittal review)",
    sentences: [
      [
        "On a mid-size commercial build, the general contractor handles over 600 submittals, and each one bounces between four firms by email.",
        "problem",
      ],
      [
        "Framebuild checks construction submittals against the spec book automatically and routes them to the right reviewer.",
        "solution",
      ],
      [
        "We parse spec sections and shop drawings with a vision-language model and flag mismatches like a wrong fire rating or missing product data.",
        "product",
      ],
      [
        "Language models can finally read a 2,000-page project manual, something no software could do even two years ago.",
        "whyNow",
      ],
      [
        "We price per project at 0.05% of contract value, which on a $40M building comes to $20,000.",
        "businessModel",
      ],
      [
        "Procore handles the workflow but not the review itself, so we integrate with Procore instead of competing with it.",
        "competition",
      ],
      [
        "Three top-100 GCs have us on 14 active projects, and review time per submittal fell from nine days to two.",
        "traction",
      ],
      ["We're raising a $4.5M seed to hire a sales team that actually comes from construction.", "ask"],
    ],
  },
  {
    name: "Torquebase (auto repair shop software)",
    sentences: [
      [
        "Torquebase is a shop management system that builds a full repair estimate from a VIN in under a minute.",
        "solution",
      ],
      [
        "It pulls OEM repair data, checks parts stock at local distributors like NAPA and O'Reilly, and texts the estimate to the customer for approval.",
        "product",
      ],
      [
        "There are about 160,000 independent auto repair shops in the US, and they handle roughly 70% of post-warranty repairs.",
        "market",
      ],
      [
        "Right-to-repair laws in Massachusetts and Maine now force automakers to share telematics data with independent shops.",
        "whyNow",
      ],
      [
        "Tekmetric and Shopmonkey are well known, but their estimates still make the tech look up labor guides by hand.",
        "competition",
      ],
      [
        "We have 380 shops live, average revenue per shop grew 11% after switching, and monthly churn is under 1%.",
        "traction",
      ],
      [
        "My family has run a repair shop in Ohio for 40 years, and my cofounder was an early engineer at CDK Global.",
        "team",
      ],
    ],
  },
  {
    name: "Tablehop (surplus food marketplace)",
    sentences: [
      [
        "Tablehop is a marketplace where people buy surprise bags of unsold food from local shops at a third of the price.",
        "solution",
      ],
      [
        "The US wastes about $400 billion worth of food a year, and restaurants and grocers account for roughly 40% of it.",
        "market",
      ],
      [
        "Too Good To Go proved the model in Europe, but it's still thin in most American cities outside New York.",
        "competition",
      ],
      [
        "Before this I launched new cities for DoorDash, and my cofounder ran merchant operations for Too Good To Go in Denmark.",
        "team",
      ],
      [
        "We take $1.50 per bag from the buyer and charge merchants nothing, so signing them up is easy.",
        "businessModel",
      ],
      [
        "We're live in Austin and Denver with 640 merchants, have sold 95,000 bags, and saved about 110 tons of food.",
        "traction",
      ],
      [
        "Next quarter we're adding scheduled pickups and a merchant dashboard that predicts how many bags to list each day.",
        "product",
      ],
      ["We're looking for $3M to launch in six more cities by the end of next year.", "ask"],
    ],
  },
  {
    name: "Quillstack (local news from public meetings)",
    sentences: [
      [
        "Local newsrooms have lost two thirds of their reporters since 2008, so most city council meetings simply go uncovered.",
        "problem",
      ],
      [
        "Quillstack turns public meeting recordings into draft news stories that local editors can check and publish.",
        "solution",
      ],
      [
        "Most cities now livestream council meetings to YouTube, and transcription has dropped to pennies per hour.",
        "whyNow",
      ],
      [
        "We monitor over 2,000 government video feeds, transcribe them, and alert editors when something newsworthy like a zoning vote happens.",
        "product",
      ],
      [
        "There are still about 6,000 local newspapers and digital outlets in the US, and most can't afford a full-time city hall reporter.",
        "market",
      ],
      [
        "Newsrooms subscribe at $400 to $1,500 a month depending on how many jurisdictions they cover.",
        "businessModel",
      ],
      [
        "Fifty-two newsrooms are paying, including two Gannett papers, and they published 3,100 stories from our drafts last quarter.",
        "traction",
      ],
      [
        "Our founder spent 12 years as a metro reporter at the Chicago Tribune before moving to product at the Texas Tribune.",
        "team",
      ],
      ["We're raising $2.2M to expand coverage to every county seat in the Midwest.", "ask"],
    ],
  },
  {
    name: "Permitly (AI plan review for cities)",
    sentences: [
      [
        "In most mid-size cities a homeowner waits three months for a deck permit because plan reviewers are buried in paper.",
        "problem",
      ],
      [
        "We give city building departments an AI plan reviewer that checks residential drawings against local code.",
        "solution",
      ],
      [
        "New housing laws in California and Washington require cities to approve permits within fixed deadlines or lose state funding.",
        "whyNow",
      ],
      [
        "Applicants upload plans through a web portal, the software marks code issues right on the drawing, and reviewers approve or comment in one click.",
        "product",
      ],
      [
        "There are about 20,000 local permitting jurisdictions in the US, spending an estimated $5 billion a year on plan review.",
        "market",
      ],
      [
        "Cities pay an annual subscription based on permit volume, usually $40,000 to $200,000, funded out of permit fees.",
        "businessModel",
      ],
      [
        "Accela and Tyler Technologies run the permit workflow in most cities, but neither one actually reviews the plans.",
        "competition",
      ],
      [
        "Four cities have signed contracts, and in Fresno the average turnaround fell from 41 days to nine.",
        "traction",
      ],
    ],
  },
  {
    name: "Wayfarer (group trip planning)",
    sentences: [
      [
        "Ever planned a bachelor party or family reunion over a 90-message group chat while one person fronts everyone's money?",
        "problem",
      ],
      [
        "Wayfarer is a shared trip planner where the group votes on plans, books together and splits costs automatically.",
        "solution",
      ],
      [
        "Americans take about 400 million group leisure trips a year and spend over $200 billion on them.",
        "market",
      ],
      [
        "We make money from booking commissions on stays and activities, which average about $38 per trip.",
        "businessModel",
      ],
      [
        "Splitwise handles the money and Google Docs handles the plans, but nobody connects planning to booking.",
        "competition",
      ],
      [
        "Since our summer launch 27,000 trips have been planned, and 40% of new users arrive through an invite to someone else's trip.",
        "traction",
      ],
      ["We're closing a $2.8M seed, mostly to grow engineering from three people to eight.", "ask"],
    ],
  },
  {
    name: "Tessera Bio (computational antibody design)",
    sentences: [
      [
        "Finding a therapeutic antibody still takes 12 to 18 months of animal immunization and screening before a drug program can even start.",
        "problem",
      ],
      [
        "Tessera designs antibodies computationally and validates them in our own wet lab in under eight weeks.",
        "solution",
      ],
      [
        "Protein structure models like AlphaFold and cheap DNA synthesis have made it practical to design binders from scratch.",
        "whyNow",
      ],
      [
        "Our pipeline generates about 10,000 candidate sequences per target, expresses the top 300 in cell-free systems, and measures binding the same week.",
        "product",
      ],
      [
        "Pharma spends over $20 billion a year on early discovery, and antibodies make up about a third of new drug approvals.",
        "market",
      ],
      [
        "We partner with pharma on specific targets for upfront fees, milestones and royalties, and keep a few programs in-house.",
        "businessModel",
      ],
      [
        "We signed two discovery deals with top-20 pharma companies worth $9M in upfront payments.",
        "traction",
      ],
      [
        "Our CSO led antibody engineering at Regeneron, and our head of ML came from DeepMind's protein team.",
        "team",
      ],
      ["We're raising a $25M Series A to take our first in-house program to candidate selection.", "ask"],
    ],
  },
  {
    name: "Voltstreet (home electrification sales for installers)",
    sentences: [
      [
        "Homeowners who want a heat pump wait weeks for a quote, and half of installers never call them back.",
        "problem",
      ],
      [
        "Voltstreet gives HVAC and solar installers a fast way to quote, finance and sell electrification jobs.",
        "solution",
      ],
      [
        "IRA rebates and new state heat pump programs have put thousands of dollars per home on the table, but the paperwork is a mess.",
        "whyNow",
      ],
      [
        "We estimate load from satellite imagery and utility data, generate a proposal with rebates already applied, and file the rebate paperwork automatically.",
        "product",
      ],
      [
        "There are roughly 120,000 HVAC contractors in the US, and heat pumps now outsell gas furnaces.",
        "market",
      ],
      [
        "Installers pay $399 a month, and we earn a referral fee from lenders when a homeowner finances through us.",
        "businessModel",
      ],
      [
        "ServiceTitan is the default for large HVAC shops, but it has no rebate engine and costs five times as much.",
        "competition",
      ],
      [
        "We signed 85 installers in nine months, and they've closed $31M of jobs through the platform.",
        "traction",
      ],
      [
        "Both founders came from Sunrun, one running installer operations and the other leading the quoting software team.",
        "team",
      ],
    ],
  },
  {
    name: "Loomstock (deadstock fabric marketplace)",
    sentences: [
      [
        "Fashion brands have millions of yards of unused fabric sitting in warehouses, while small designers can't buy anything under a 1,000-yard minimum.",
        "problem",
      ],
      [
        "Loomstock is a marketplace for deadstock fabric where brands sell leftovers and independent designers buy by the yard.",
        "solution",
      ],
      [
        "The EU's textile waste rules and France's ban on destroying unsold goods are pushing brands to find a second life for surplus.",
        "whyNow",
      ],
      [
        "There are around 200,000 independent fashion designers and small labels across the US and Europe.",
        "market",
      ],
      [
        "We take a 20% commission on each sale plus a cutting fee, and the average order is $310.",
        "businessModel",
      ],
      ["GMV hit $1.1M last year, with 4,000 designers buying at least twice.", "traction"],
      [
        "I spent ten years as a fabric buyer at Ralph Lauren and watched how much material got landfilled.",
        "team",
      ],
    ],
  },
  {
    name: "Linefinder (sale-driven meal planning)",
    sentences: [
      [
        "A family of four spends about $1,200 a month on groceries and still throws away a third of what it buys.",
        "problem",
      ],
      [
        "We built an app that plans your week of meals around what's on sale at your local stores.",
        "solution",
      ],
      [
        "It reads weekly circulars from over 90 grocery chains, builds a meal plan from your family's tastes, and sends the list straight to Instacart.",
        "product",
      ],
      [
        "Food prices jumped more than 20% in three years, and families are suddenly hunting for deals the way they did in 2009.",
        "whyNow",
      ],
      ["Premium is $6.99 a month, and retailers pay us to feature their store-brand items.", "businessModel"],
      ["Mealime and Paprika plan meals and Flipp shows deals, but no app does both together.", "competition"],
      [
        "We have 180k monthly active users, 9,000 of them paying, and a 4.8 rating from 12,000 reviews.",
        "traction",
      ],
      ["We're raising $1.5M to ship Android and scale up paid acquisition.", "ask"],
    ],
  },
  {
    name: "Pickwell (warehouse picking robots)",
    sentences: [
      [
        "E-commerce warehouses can't hire enough pickers, and the ones they do hire quit within 90 days.",
        "problem",
      ],
      [
        "Pickwell builds robotic arms that pick mixed items out of bins and place them into shipping totes.",
        "solution",
      ],
      [
        "Foundation models for grasping now generalize to objects the robot has never seen, so we don't have to train on every SKU.",
        "whyNow",
      ],
      [
        "Each cell picks up to 600 items an hour with a suction-and-finger gripper and fits into the footprint of an existing pack station.",
        "product",
      ],
      [
        "We lease robots at $4,500 a month per cell with uptime guarantees, which pays back against two shifts of labor in under a year.",
        "businessModel",
      ],
      [
        "Covariant and RightHand Robotics are strong, but we're the only ones who sell with guaranteed picks per hour.",
        "competition",
      ],
      [
        "Twelve cells are running at two 3PLs, and they've picked 1.9 million items with 99.6% accuracy.",
        "traction",
      ],
      [
        "Our CTO led manipulation research at Berkeley, and our COO ran fulfillment operations at Chewy.",
        "team",
      ],
      ["This $15M Series A funds our first production run of 100 cells.", "ask"],
    ],
  },
  {
    name: "Steadyhand (teen therapy)",
    sentences: [
      [
        "Parents looking for a teen therapist wait 14 weeks on average, and many give up before the first session.",
        "problem",
      ],
      ["Steadyhand offers online therapy for teens and their families, covered by insurance.", "solution"],
      [
        "Teen anxiety and depression rates nearly doubled in a decade, and states are funding school mental health programs at record levels.",
        "whyNow",
      ],
      [
        "About 6 million US teens have a diagnosable anxiety or depressive disorder, and fewer than half get any treatment.",
        "market",
      ],
      [
        "We bill commercial insurance and Medicaid at about $140 per session, and payers like us because we reduce ER visits.",
        "businessModel",
      ],
      [
        "We're in-network with 11 health plans, saw 6,500 teens last year, and 78% showed clinical improvement after 12 weeks.",
        "traction",
      ],
      [
        "Our clinical director is a child psychiatrist from Boston Children's, and our CEO built the care navigation team at Lyra.",
        "team",
      ],
    ],
  },
  {
    name: "Quaylink (port drayage scheduling)",
    sentences: [
      [
        "Truckers at the Port of Long Beach regularly wait three to five hours in line just to pick up one container.",
        "problem",
      ],
      [
        "Our software connects to terminal appointment systems, tracks container availability in real time, and builds each driver's route the night before.",
        "product",
      ],
      [
        "About 40 million containers move through US ports every year, and nearly all of them need a drayage truck.",
        "market",
      ],
      [
        "Trucking companies pay $45 per move booked through us, and shippers pay a subscription for container visibility.",
        "businessModel",
      ],
      [
        "Terminals opened their appointment APIs after the 2021 backlog, which made this kind of booking possible for the first time.",
        "whyNow",
      ],
      [
        "We handled 28,000 container moves last quarter, and our carriers average 1.7 more turns per truck per day.",
        "traction",
      ],
      ["We're raising $6M to expand from LA and Long Beach to Savannah and Houston.", "ask"],
    ],
  },
  {
    name: "Aerofix (aircraft maintenance records)",
    sentences: [
      [
        "A single aircraft lease transfer can stall for weeks because someone has to dig through 30 years of paper maintenance logs.",
        "problem",
      ],
      [
        "Aerofix digitizes aircraft maintenance records and checks them for compliance gaps before a sale or lease return.",
        "solution",
      ],
      [
        "We scan logbooks with a handheld kit, extract every work order and part serial number, and cross-check them against airworthiness directives.",
        "product",
      ],
      [
        "There are about 28,000 commercial aircraft in service worldwide, and hundreds change hands or return from lease every year.",
        "market",
      ],
      [
        "Lessors pay per aircraft, usually $25,000 to $60,000 per records audit, and airlines pay a yearly fee for ongoing monitoring.",
        "businessModel",
      ],
      [
        "Today most operators hire technical records consultants who still work from scanned PDFs and checklists.",
        "competition",
      ],
      [
        "We've audited 140 aircraft for three lessors and cut average records review time from six weeks to eight days.",
        "traction",
      ],
      [
        "Our founders spent a combined 25 years in technical records at AerCap and Lufthansa Technik.",
        "team",
      ],
      [
        "We are closing a $5M seed to open an office in Dublin, where most of the big aircraft lessors are based.",
        "ask",
      ],
    ],
  },
  {
    name: "Huddlebase (automatic CRM updates from sales calls)",
    sentences: [
      [
        "Sales reps spend Friday afternoons updating Salesforce from memory, and the pipeline is still wrong on Monday.",
        "problem",
      ],
      [
        "After each call it fills in next steps, deal stage, MEDDIC fields and contact roles, and the rep approves the changes from Slack.",
        "product",
      ],
      [
        "Call transcription is now basically free, and models can finally extract structured fields reliably enough that RevOps will trust them.",
        "whyNow",
      ],
      [
        "We start at $65 per rep per month and expand through RevOps teams who roll it out to the whole sales org.",
        "businessModel",
      ],
      [
        "Gong records calls and gives coaching insights, but it doesn't write back to the CRM with anything like our accuracy.",
        "competition",
      ],
      ["ARR grew from $200k to $1.3M in eight months, and 93% of seats are active every week.", "traction"],
      [
        "We're raising a $10M Series A to build enterprise security features and double the sales team.",
        "ask",
      ],
    ],
  },
  {
    name: "Caremesh (home care scheduling)",
    sentences: [
      [
        "Home care agencies fill about one in four shift requests late, which means an elderly client goes without help that day.",
        "problem",
      ],
      [
        "Baby boomers are turning 80 at a rate of over 10,000 a month, and there aren't nearly enough caregivers to go around.",
        "whyNow",
      ],
      [
        "The system texts open shifts to nearby qualified caregivers, ranks them by commute and client preference, and fills most shifts in under 15 minutes.",
        "product",
      ],
      ["Agencies pay 1.5% of billed hours, which ties our revenue to their growth.", "businessModel"],
      [
        "WellSky and AxisCare are the legacy systems, and agencies mostly keep them for billing while using us for scheduling.",
        "competition",
      ],
      [
        "We're live with 55 agencies, and their unfilled shift rate dropped from 24% to 7% in the first quarter.",
        "traction",
      ],
      ["Our cofounder owned and ran three home care franchises before selling them in 2022.", "team"],
      [
        "We're looking for $3.2M to build an EVV compliance module and grow into Medicaid-heavy states.",
        "ask",
      ],
    ],
  },
  {
    name: "Sunpath (community solar subscriber management)",
    sentences: [
      [
        "Community solar projects lose 10 to 15% of subscribers every year, and developers spend weeks reconciling utility bill credits by hand.",
        "problem",
      ],
      [
        "Maryland, Illinois and New Jersey launched new community solar programs this year, and federal incentives now reward projects that serve low-income households.",
        "whyNow",
      ],
      [
        "We pull bill credit reports from utilities automatically, match them to each subscriber, and charge customers on a single consolidated bill.",
        "product",
      ],
      [
        "US community solar capacity is expected to double to about 14 gigawatts by 2028, serving millions of households.",
        "market",
      ],
      ["Developers pay us 3 to 5% of the subscriber revenue we manage.", "businessModel"],
      [
        "We manage 180 megawatts of projects and over 24,000 subscribers, and churn on our portfolio is half the industry average.",
        "traction",
      ],
      [
        "Arcadia offers something similar, but it also develops its own projects, which puts it in competition with its customers.",
        "competition",
      ],
      ["We are raising $4M to reach 500 megawatts under management by the end of next year.", "ask"],
    ],
  },
  {
    name: "Lootforge (live ops for mobile games)",
    sentences: [
      [
        "Small mobile studios ship a live event every week, and each one needs an engineer to hard-code rewards and push an app update.",
        "problem",
      ],
      [
        "Designers build events, offers and battle passes in a visual editor, and changes go live instantly through our Unity and Unreal SDKs.",
        "product",
      ],
      [
        "Apple's privacy changes made user acquisition so expensive that studios now live or die on retention and in-game monetization.",
        "whyNow",
      ],
      [
        "There are about 80,000 active mobile game studios, and mobile games brought in $90 billion last year.",
        "market",
      ],
      ["We charge 1% of in-app revenue above $50k a month, so small studios start free.", "businessModel"],
      [
        "Forty studios use us in production, including two top-100 grossing titles, and their day-30 retention rose 18% on average.",
        "traction",
      ],
      ["My cofounder and I spent eight years on live ops at Supercell and King.", "team"],
      ["We're raising $5M to build a player segmentation engine and hire a developer relations team.", "ask"],
    ],
  },
  {
    name: "Fuelbridge (same-day factoring for truckers)",
    sentences: [
      [
        "Owner-operator truckers wait 30 to 60 days to get paid for a load, but fuel and insurance are due this week.",
        "problem",
      ],
      [
        "Fuelbridge advances truckers the money for a delivered load the same day, right from their phone.",
        "solution",
      ],
      [
        "Drivers snap a photo of the signed bill of lading, we verify it with the broker through our integrations, and the money lands within an hour.",
        "product",
      ],
      [
        "There are about 350,000 owner-operators and small fleets in the US, and they factor over $50 billion of invoices a year.",
        "market",
      ],
      [
        "We charge a flat 2% per invoice, and we underwrite the broker rather than the driver, which keeps losses low.",
        "businessModel",
      ],
      [
        "Traditional factors like RTS and Triumph charge hidden fees and lock drivers into long contracts.",
        "competition",
      ],
      [
        "We funded $48M in invoices last year with a 0.3% loss rate, and 85% of drivers factor with us again within a month.",
        "traction",
      ],
      [
        "I drove a truck for six years before working in credit at Capital One, and our CTO built the payments stack at Convoy.",
        "team",
      ],
      ["We're raising $4M in equity alongside a $20M credit facility to fund advances.", "ask"],
    ],
  },
  {
    name: "Dentaflow (dental insurance verification)",
    sentences: [
      [
        "Front desk staff at a dental office spend about 20 minutes per patient on hold with insurers just to verify benefits.",
        "problem",
      ],
      [
        "It logs into payer portals, calls the payers without portals using a voice agent, and writes the benefits breakdown into Dentrix or Open Dental.",
        "product",
      ],
      [
        "Voice agents got good enough this year to wait on hold and talk to an insurance rep, which was the last step nobody could automate.",
        "whyNow",
      ],
      ["There are roughly 200,000 dentists in the US working in about 135,000 practices.", "market"],
      [
        "Practices pay $3 per verification or $399 a month for unlimited, and DSOs sign enterprise contracts.",
        "businessModel",
      ],
      [
        "We verified 210,000 appointments last quarter for 480 practices, including two large DSOs.",
        "traction",
      ],
      [
        "Vyne and Zentist offer eligibility checks, but they stop at basic coverage and don't capture frequencies or history.",
        "competition",
      ],
      [
        "Our founder ran revenue cycle for a 90-office DSO, and our head of engineering built phone automation at Vyne.",
        "team",
      ],
    ],
  },
  {
    name: "Patchlane (automated dependency upgrades)",
    sentences: [
      [
        "Most engineering teams sit on hundreds of outdated dependencies because every upgrade breaks something in a new way.",
        "problem",
      ],
      [
        "Patchlane is an AI agent that upgrades your dependencies and fixes the breaking changes for you.",
        "solution",
      ],
      [
        "It opens a pull request with the version bump plus the code changes needed to keep your tests green, and explains every edit.",
        "product",
      ],
      [
        "Code models got good enough this year to read a changelog and rewrite call sites correctly most of the time.",
        "whyNow",
      ],
      [
        "Dependabot and Renovate open version bump PRs, but they leave every breaking change for engineers to fix.",
        "competition",
      ],
      [
        "We charge $20 per merged upgrade, so teams only pay when the work is actually done.",
        "businessModel",
      ],
      [
        "Thirty design partners merged 4,700 upgrade PRs during the beta, and 22 have converted to paid plans.",
        "traction",
      ],
      ["We're raising a $3M seed to add support for the Java and .NET ecosystems.", "ask"],
    ],
  },
  {
    name: "Cubby (childcare center software)",
    sentences: [
      [
        "Daycare directors juggle waitlists on paper, chase tuition over Venmo and spend their evenings filling out state subsidy forms.",
        "problem",
      ],
      ["Cubby is the operating system for independent childcare centers.", "solution"],
      [
        "There are about 100,000 licensed childcare centers in the US, and families spend over $60 billion a year on care.",
        "market",
      ],
      [
        "States received billions in federal childcare grants and now require digital attendance records before they pay subsidies.",
        "whyNow",
      ],
      [
        "We charge centers $6 per enrolled child per month and take a small fee on tuition payments.",
        "businessModel",
      ],
      [
        "Brightwheel is the leader, and we beat it on subsidy billing, which is where small centers lose the most money.",
        "competition",
      ],
      ["We've grown to 720 centers in 14 months, with net revenue retention of 115%.", "traction"],
      ["We're raising $6M to build out subsidy billing for ten more states.", "ask"],
    ],
  },
  {
    name: "Herdline (cattle health ear tags)",
    sentences: [
      [
        "Feedlots lose about 1.5% of their cattle to respiratory disease, and sick animals are usually spotted a day or two too late.",
        "problem",
      ],
      [
        "The tag tracks temperature, rumination and movement, and our model flags animals that should be pulled into the hospital pen.",
        "product",
      ],
      [
        "LoRaWAN coverage across the Great Plains and tag batteries that last five years make this affordable at feedlot scale for the first time.",
        "whyNow",
      ],
      [
        "About 14 million cattle sit on US feedlots at any given time, and respiratory disease costs the industry around $900 million a year.",
        "market",
      ],
      [
        "Feedlots pay $4 per head per year with tags included, and a typical 20,000-head lot saves over $250,000 in deaths and treatments.",
        "businessModel",
      ],
      [
        "Five feedlots with 110,000 head are on the system, and death loss in tagged pens dropped by 38%.",
        "traction",
      ],
      [
        "Our team includes a feedlot veterinarian, an embedded engineer from John Deere and a data scientist from Zoetis.",
        "team",
      ],
      [
        "Merck's SenseHub targets dairy, and nobody has built a tag cheap enough for beef feedlots.",
        "competition",
      ],
    ],
  },
  {
    name: "Bidwell (government contract bidding)",
    sentences: [
      [
        "Small businesses miss most government contracts because finding and answering RFPs takes a full-time person they can't afford.",
        "problem",
      ],
      [
        "Bidwell finds public sector contracts that fit your business and drafts the proposal for you.",
        "solution",
      ],
      [
        "We index over 90,000 federal, state and city bid portals every day and match opportunities to your past work and certifications.",
        "product",
      ],
      [
        "Federal, state and local governments spend over $2 trillion a year on contracts, and small businesses win only about a quarter of federal awards.",
        "market",
      ],
      [
        "Subscriptions run $149 a month, and firms can choose a 2% success fee on contract value instead.",
        "businessModel",
      ],
      [
        "GovSpend and BidNet list opportunities, but they don't help you write a single word of the response.",
        "competition",
      ],
      [
        "Customers have won 310 contracts worth $84M using Bidwell, and we have 2,600 paying subscribers.",
        "traction",
      ],
      [
        "My cofounder was a contracting officer at the GSA for nine years, and I led product at GovDelivery.",
        "team",
      ],
      ["We're raising $2.5M to add state-specific compliance checks and scale our content marketing.", "ask"],
    ],
  },
  {
    name: "Wattlet (smart breaker panel)",
    sentences: [
      [
        "Adding an EV charger or heat pump often means a $4,000 panel upgrade, and in older homes a utility service upgrade on top of that.",
        "problem",
      ],
      [
        "Wattlet is a smart breaker panel that lets homes add big electric loads without upgrading their service.",
        "solution",
      ],
      [
        "Each breaker measures current and can shed load in milliseconds, so the dryer pauses while the car charges instead of tripping the main.",
        "product",
      ],
      [
        "Transformer shortages and utility backlogs mean service upgrades now take six to twelve months in many states.",
        "whyNow",
      ],
      [
        "Around 50 million US homes have 100-amp panels or smaller, and most will need to electrify over the next 20 years.",
        "market",
      ],
      [
        "The panel sells for $2,800 installed, and we earn recurring revenue from utilities that pay us for demand response.",
        "businessModel",
      ],
      [
        "Span makes a beautiful smart panel, but it costs twice as much and still assumes you'll upgrade your service.",
        "competition",
      ],
      [
        "We have 1,400 pre-orders, UL listing is in progress, and Xcel Energy signed a pilot agreement for 500 homes.",
        "traction",
      ],
      ["The $8M seed covers certification, tooling and our first 5,000 units.", "ask"],
    ],
  },
  {
    name: "Certly (exam prep for skilled trades)",
    sentences: [
      [
        "Apprentice electricians fail the journeyman exam 40% of the time on the first try, and every retake costs them months of higher wages.",
        "problem",
      ],
      ["Certly is an exam prep app for the skilled trades, starting with electricians.", "solution"],
      [
        "The US needs about 80,000 new electricians a year to keep up with electrification and data center construction.",
        "market",
      ],
      [
        "Federal infrastructure money is flowing into apprenticeship programs, and unions are looking for modern training tools right now.",
        "whyNow",
      ],
      [
        "Individual learners pay $29 a month, and union training centers buy site licenses for whole apprentice classes.",
        "businessModel",
      ],
      [
        "Mike Holt's courses are the standard, but they're mostly DVDs and thick books that apprentices never finish.",
        "competition",
      ],
      [
        "Our first-time pass rate is 87%, and 16 IBEW training centers use Certly with 3,400 apprentices.",
        "traction",
      ],
      [
        "I'm a master electrician who taught apprentices for 12 years, and our CTO was an early engineer at Duolingo.",
        "team",
      ],
    ],
  },
  {
    name: "Cuecard (cleared music for creators)",
    sentences: [
      [
        "Video creators get copyright claims for background music they thought was safe, and one claim can wipe out a month of ad revenue.",
        "problem",
      ],
      [
        "Cuecard is a music library where every track is cleared for YouTube, TikTok and brand deals under one subscription.",
        "solution",
      ],
      [
        "Creators search by mood or tempo, and each download comes with a license tied to the video URL that clears Content ID claims automatically.",
        "product",
      ],
      [
        "Over 50 million people call themselves creators, and about 2 million of them earn a full-time living from it.",
        "market",
      ],
      [
        "We charge creators $15 a month and pay artists 50% of subscription revenue based on how often their tracks get used.",
        "businessModel",
      ],
      [
        "Epidemic Sound and Artlist are the big players, and we're half their price for solo creators.",
        "competition",
      ],
      ["We're raising $3M to sign more artists and launch a brand-deal licensing tier.", "ask"],
    ],
  },
  {
    name: "Pipewise (water main leak detection)",
    sentences: [
      [
        "American water utilities lose about 6 billion gallons of treated water a day to leaks in pipes that are often 80 years old.",
        "problem",
      ],
      [
        "Pipewise finds leaks in water mains with acoustic sensors and machine learning, before they turn into main breaks.",
        "solution",
      ],
      [
        "Our sensors attach to existing fire hydrants in minutes, listen overnight, and pinpoint leaks to within about three feet.",
        "product",
      ],
      [
        "The infrastructure bill set aside $55 billion for water systems, and the EPA's lead pipe rule forces utilities to map their networks anyway.",
        "whyNow",
      ],
      [
        "There are around 50,000 community water systems in the US, and they spend about $50 billion a year on capital projects.",
        "market",
      ],
      [
        "Utilities pay an annual monitoring fee of about $1,200 per mile of main, which comes out of capital budgets rather than operations.",
        "businessModel",
      ],
      [
        "Echologics and Gutermann sell sensors outright, while we sell monitoring as a service and only charge while it's running.",
        "competition",
      ],
      [
        "Eleven utilities are under contract, and in Toledo we found 190 leaks in six months, saving an estimated 400 million gallons.",
        "traction",
      ],
      ["Our founders come from Xylem's smart water group and MIT's acoustics lab.", "team"],
      ["We're raising a $9M Series A to manufacture 20,000 sensors and open an East Coast office.", "ask"],
    ],
  },
];
