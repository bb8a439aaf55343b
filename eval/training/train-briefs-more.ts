import type { TrainSection } from "./train-briefs.ts";

/** More hand-labelled training briefs (same labels as train-briefs.ts), for variety of domains and phrasing. */
export const moreTrainBriefs: Array<{
  name: string;
  sentences: Array<[text: string, section: TrainSection]>;
}> = [
  {
    name: "Barrelhouse (winery cellar records)",
    sentences: [
      [
        "Most small wineries still track every barrel on a clipboard hanging in the cellar and retype it into a spreadsheet at night.",
        "problem",
      ],
      [
        "Barrelhouse is a cellar log for small wineries that lives on the phone in the winemaker's back pocket.",
        "solution",
      ],
      [
        "Cellar hands scan the QR tag on a barrel, tap top-up, rack or add SO2, and the entry lands in the TTB production report automatically.",
        "product",
      ],
      [
        "The TTB started accepting electronic production reports a couple of years ago, so the paper trail is finally optional.",
        "whyNow",
      ],
      [
        "There are about 11,000 wineries in the US, and roughly 9,000 of them make fewer than 5,000 cases a year.",
        "market",
      ],
      [
        "Wineries pay $79 a month per facility, and we sell mostly through regional grape grower associations.",
        "businessModel",
      ],
      [
        "We're in 64 cellars across Sonoma, Paso Robles and the Willamette Valley, and only one has left.",
        "traction",
      ],
      [
        "InnoVint and Vintrace are built for bigger producers, and a 2,000-case winery doesn't need half of what they charge for.",
        "competition",
      ],
      ["I made wine at a custom crush facility for nine years, and my brother writes the code.", "team"],
    ],
  },
  {
    name: "Quietbell (funeral home arrangements)",
    sentences: [
      [
        "When my grandmother died, my mom spent two afternoons at the funeral home writing the same names and dates on nine different forms.",
        "problem",
      ],
      [
        "Quietbell gives independent funeral homes one place to run arrangements, from the first call to the death certificate.",
        "solution",
      ],
      [
        "Families fill in a guided intake from their phone, and we generate the obituary draft, the state death certificate worksheet and the final invoice from it.",
        "product",
      ],
      ["The US has about 19,000 funeral homes, and most of them are still family-owned.", "market"],
      [
        "Nearly every state has moved to an electronic death registration system in the last few years, which gives us a clean place to file into.",
        "whyNow",
      ],
      [
        "Homes pay $12 per case with no monthly minimum, which lines up with how they already bill families.",
        "businessModel",
      ],
      ["Ninety-one homes ran 7,400 cases through Quietbell last year.", "traction"],
      [
        "Compared to Passare and FrontRunner, we take an afternoon to set up instead of a three-month migration.",
        "competition",
      ],
      ["We're raising $1.6M to hire two account managers who come from funeral service.", "ask"],
    ],
  },
  {
    name: "Netwise (seafood catch traceability)",
    sentences: [
      [
        "A lobster captain in Maine still writes his catch on a paper trip ticket, and the dealer types it again into three different systems.",
        "problem",
      ],
      [
        "One mislabeled pallet of scallops can get a whole container held at the EU border for two weeks.",
        "problem",
      ],
      [
        "Netwise turns a boat's catch log into a digital record that follows the fish all the way to the buyer.",
        "solution",
      ],
      [
        "The deckhand logs species and weight on a rugged tablet, which syncs over Starlink or at the dock and prints a QR label for each tote.",
        "product",
      ],
      [
        "The FDA's food traceability rule covers seafood starting in 2026, and every distributor will have to keep lot-level records.",
        "whyNow",
      ],
      [
        "About 70,000 commercial fishing vessels work US waters, and the domestic seafood supply chain moves roughly $30 billion a year.",
        "market",
      ],
      [
        "Two processors in Gloucester and New Bedford signed on, and they pulled 140 boats onto the app with them.",
        "traction",
      ],
      [
        "I spent eight summers on my uncle's lobster boat, and my cofounder built offline sync at Samsara.",
        "team",
      ],
      ["The $2M seed pays for a West Coast launch in Alaska and Washington.", "ask"],
    ],
  },
  {
    name: "Clausely (contract review inside Word)",
    sentences: [
      [
        "The in-house lawyer at a 300-person company redlines about 40 vendor NDAs a month, one tracked change at a time.",
        "problem",
      ],
      [
        "Clausely reviews contracts against your company's playbook and suggests redlines right in the document.",
        "solution",
      ],
      [
        "It works inside Word as an add-in, so the lawyer never leaves the file and every suggestion shows up as a normal tracked change.",
        "product",
      ],
      [
        "Models finally handle an 80-page agreement in one pass and can point to the exact clause they're flagging.",
        "whyNow",
      ],
      [
        "We charge $400 per lawyer seat a month and sell to general counsels with a two-week trial on their own NDAs.",
        "businessModel",
      ],
      [
        "Nineteen legal teams pay us, and last month they pushed 6,200 contracts through Clausely.",
        "traction",
      ],
      [
        "Ironclad wants to be your whole contract system, while we're just the review step and sit on top of whatever you already use.",
        "competition",
      ],
      [
        "Harvey is priced for big law firms, and a solo GC at a Series B company can't justify that.",
        "competition",
      ],
      [
        "I was a deal lawyer at Cooley for seven years, and my cofounder led the Office add-ins team at Microsoft.",
        "team",
      ],
    ],
  },
  {
    name: "Closebook (continuous month-end close)",
    sentences: [
      [
        "Our last controller spent the first eight days of every month tying out bank feeds against NetSuite by hand.",
        "problem",
      ],
      [
        "Closebook reconciles your accounts continuously, so the close is mostly done before the month even ends.",
        "solution",
      ],
      [
        "It syncs with NetSuite, Sage Intacct and QuickBooks, pulls bank and card feeds every hour, and proposes matching journal entries for approval.",
        "product",
      ],
      [
        "There are about 200,000 US companies with $10M to $1B in revenue, and nearly all of them close their books monthly with a small team.",
        "market",
      ],
      [
        "Pricing starts at $1,500 a month, and we land most accounts through fractional CFO firms that bring us into every client.",
        "businessModel",
      ],
      ["Average close time across our 38 paying companies dropped from nine days to three.", "traction"],
      [
        "BlackLine and FloQast are too heavy for a three-person finance team and take a quarter to implement.",
        "competition",
      ],
      ["We're raising $6M to build multi-entity consolidation and hire our first partnerships lead.", "ask"],
    ],
  },
  {
    name: "Hivecount (pollination hive verification)",
    sentences: [
      [
        "Commercial beekeepers truck about 2 million hives to California every February and still settle pollination contracts with a handshake and a paper invoice.",
        "problem",
      ],
      [
        "Growers pay around $200 a hive and have no way to check whether the colonies they rented are actually strong.",
        "problem",
      ],
      [
        "Hivecount measures colony strength with a sensor under each pallet and gives the grower and the beekeeper the same report.",
        "solution",
      ],
      [
        "A scale and temperature sensor under each pallet of four hives reports over cellular, and the app grades every drop on a five-point strength scale.",
        "product",
      ],
      [
        "Hive rental prices have roughly doubled in a decade, so growers are finally willing to pay to verify what they're renting.",
        "whyNow",
      ],
      ["Almond growers alone spend about $400 million a year renting bees.", "market"],
      [
        "Beekeepers rent the sensors by the season at $6 a hive, and growers pay separately for the verification report.",
        "businessModel",
      ],
      [
        "This bloom we had sensors under 22,000 hives for four beekeepers and one 9,000-acre grower.",
        "traction",
      ],
      [
        "It's just the two of us for now, a third-generation beekeeper and an embedded engineer from Fitbit.",
        "team",
      ],
    ],
  },
  {
    name: "Pewline (giving and bookkeeping for small churches)",
    sentences: [
      [
        "Most small churches still count the offering plate by hand on Sunday afternoon and enter it into QuickBooks on Tuesday.",
        "problem",
      ],
      ["Pewline is giving, check-in and bookkeeping for churches with fewer than 300 members.", "solution"],
      [
        "Cash in the plate dropped off during the pandemic and never came back, and younger members simply don't carry checkbooks.",
        "whyNow",
      ],
      [
        "It's free for churches, and we keep 1.9% plus 25 cents on card gifts and a flat 50 cents on bank transfers.",
        "businessModel",
      ],
      [
        "Planning Center and Pushpay work well for megachurches, but a 90-person church in rural Georgia doesn't have the staff to run them.",
        "competition",
      ],
      [
        "My dad has pastored the same church for 31 years, and I spent six years on the payments team at Square.",
        "team",
      ],
      ["We're raising $3M to add Spanish and Korean and go after immigrant congregations.", "ask"],
    ],
  },
  {
    name: "Refillr (prior authorization for independent pharmacies)",
    sentences: [
      [
        "At an independent pharmacy, one technician spends most of her day on the phone with doctors' offices chasing prior authorizations.",
        "problem",
      ],
      ["Every prescription abandoned at the counter costs the pharmacy about $40 in lost margin.", "problem"],
      ["Refillr handles prior authorizations for independent pharmacies from start to finish.", "solution"],
      [
        "When a claim rejects, we pull the patient's history from the pharmacy system, fill the payer form through CoverMyMeds and fax the prescriber if we have to.",
        "product",
      ],
      [
        "New CMS interoperability rules push payers to answer electronic prior auth requests within 72 hours, which finally makes automation pay off.",
        "whyNow",
      ],
      [
        "There are about 19,000 independent pharmacies in the US, and together they fill over a billion prescriptions a year.",
        "market",
      ],
      ["Pharmacies pay $8 per approved authorization and nothing when it's denied.", "businessModel"],
      ["We've filed 31,000 authorizations for 210 pharmacies, with a 78% approval rate.", "traction"],
      [
        "I grew up behind the counter at my parents' pharmacy in Fresno and became a pharmacist myself.",
        "team",
      ],
    ],
  },
  {
    name: "Stridekit (home exercise tracking for physical therapy)",
    sentences: [
      [
        "Physical therapy patients go home with a photocopied sheet of stick-figure exercises and do maybe a third of them.",
        "problem",
      ],
      [
        "Stridekit watches patients do their home exercises through the phone camera and tells them when their form is off.",
        "solution",
      ],
      [
        "The therapist picks exercises from a library of 1,400, and the app counts reps and measures knee and hip angles as the patient moves.",
        "product",
      ],
      [
        "Medicare started paying for remote therapeutic monitoring, so clinics can now bill about $120 a month per patient for this work.",
        "whyNow",
      ],
      [
        "There are about 40,000 outpatient PT clinics in the US treating roughly 10 million patients a year.",
        "market",
      ],
      [
        "Clinics pay $35 per active patient a month and bill the monitoring codes themselves, so each patient is profitable from the first month.",
        "businessModel",
      ],
      [
        "Thirty-one clinics use Stridekit, and patients complete 71% of their prescribed sessions compared to about 30% with paper handouts.",
        "traction",
      ],
      [
        "WebPT and MedBridge send exercise videos, but neither one watches the patient actually do the exercise.",
        "competition",
      ],
      ["We're raising $2.4M to get FDA clearance for a post-surgical knee protocol.", "ask"],
    ],
  },
  {
    name: "Liftlog (elevator monitoring)",
    sentences: [
      [
        "Elevator mechanics still fill out paper maintenance logs that hang in the machine room, and inspectors flip through them once a year.",
        "problem",
      ],
      [
        "A stuck elevator in a 20-story apartment building costs the owner about $2,500 per callout, plus a lobby full of angry tenants.",
        "problem",
      ],
      [
        "Liftlog watches elevators around the clock and tells building owners when one is about to fail.",
        "solution",
      ],
      [
        "A small box clips onto the elevator controller, reads door cycles, motor current and leveling errors, and sends alerts over cellular.",
        "product",
      ],
      [
        "There are roughly 1 million elevators in the US, and owners spend about $8 billion a year maintaining them.",
        "market",
      ],
      [
        "Otis and KONE offer remote monitoring, but only on their own equipment, and most buildings have a mix of brands.",
        "competition",
      ],
      [
        "We're in 1,100 elevators across New York and Chicago, and callouts dropped 34% in the first year.",
        "traction",
      ],
      [
        "My cofounder was a union elevator mechanic for 14 years, and I built connected devices at Ring.",
        "team",
      ],
    ],
  },
  {
    name: "Greenroom (film production scheduling and call sheets)",
    sentences: [
      [
        "On an indie shoot, the second AD builds tomorrow's call sheet in Excel at midnight and emails a PDF to 80 people.",
        "problem",
      ],
      [
        "Greenroom is scheduling and call sheets for film and TV crews that updates itself whenever the shooting plan changes.",
        "solution",
      ],
      [
        "It imports a Final Draft script, breaks it down by scene and cast, and pushes any schedule change to every crew member's phone within seconds.",
        "product",
      ],
      [
        "After the 2023 strikes, streamers shifted money toward mid-budget productions, and there are more of those shoots than ever.",
        "whyNow",
      ],
      ["Crews used Greenroom on 230 productions last year, including two Netflix series.", "traction"],
      [
        "StudioBinder is popular with film students, while Movie Magic is still desktop software from another era.",
        "competition",
      ],
      ["We're three people who worked as ADs and production coordinators on shows for HBO and A24.", "team"],
      ["We're raising $2.5M to build budgeting and payroll exports.", "ask"],
    ],
  },
  {
    name: "Tillbot (laser weeding robot)",
    sentences: [
      [
        "Organic vegetable farms pay hand crews around $300 an acre to weed, and this spring many of them couldn't find the crews at all.",
        "problem",
      ],
      [
        "We're building a solar-powered robot that kills weeds with a laser, so farms need neither herbicide nor hand crews.",
        "solution",
      ],
      [
        "It covers about 3 acres a day, uses 12 cameras to tell lettuce from pigweed, and keeps running overnight with nobody watching.",
        "product",
      ],
      [
        "H-2A wages went up again this year, and labor is now the biggest line item for most vegetable growers.",
        "whyNow",
      ],
      [
        "US farms grow about 1.6 million acres of specialty vegetables, and weeding is one of their three largest costs.",
        "market",
      ],
      [
        "Farmers rent it by the season for $18,000, which includes service and software updates.",
        "businessModel",
      ],
      [
        "Carbon Robotics sells a similar machine for well over $1 million, which only the biggest growers can afford.",
        "competition",
      ],
      [
        "Six robots ran on farms in Salinas and Yuma this spring, and two growers have already reserved units for next season.",
        "traction",
      ],
      ["The $7M seed pays for a 25-unit build and a field service team.", "ask"],
    ],
  },
  {
    name: "Turnover (hotel housekeeping dispatch)",
    sentences: [
      [
        "At most independent hotels, the housekeeping manager still hands out room assignments on a printed sheet at 8 every morning.",
        "problem",
      ],
      [
        "When a guest checks out early, nobody tells housekeeping, and the room sits dirty while the next guest waits in the lobby.",
        "problem",
      ],
      [
        "Turnover tells each housekeeper which room to clean next, in the order that gets guests checked in fastest.",
        "solution",
      ],
      [
        "It syncs with Cloudbeds, Mews and Opera in real time and sends assignments in Spanish, English or Haitian Creole to each housekeeper's phone.",
        "product",
      ],
      ["Hotels pay $3 per room per month, and management groups sign portfolio-wide deals.", "businessModel"],
      [
        "We're live in 140 properties, and the share of early check-in requests they can honor went up by half.",
        "traction",
      ],
      [
        "Compared to Optii and Flexkeeping, we don't require a new front-desk system or a long onboarding project.",
        "competition",
      ],
      ["I ran housekeeping at a Marriott in Miami for six years before moving into hotel tech.", "team"],
    ],
  },
  {
    name: "Ridgeline (roof measurement from phone video)",
    sentences: [
      [
        "A roofing salesman still climbs onto every roof with a tape measure, and one bad fall can end his career.",
        "problem",
      ],
      [
        "Contractors pay about $60 for each aerial measurement report and wait a day to get it back.",
        "problem",
      ],
      [
        "Ridgeline measures a roof from a phone video shot in the driveway and produces the estimate on the spot.",
        "solution",
      ],
      [
        "The rep walks around the house filming for 90 seconds, and we build a 3D model with pitch, squares, valleys and flashing in about four minutes.",
        "product",
      ],
      [
        "Phone lidar and new photogrammetry models got accurate enough this year to match a tape measure within 2%.",
        "whyNow",
      ],
      [
        "There are about 100,000 roofing contractors in the US, and they replace over 5 million roofs a year.",
        "market",
      ],
      ["Contractors pay $15 per report or $499 a month for unlimited reports.", "businessModel"],
      [
        "EagleView built a great business selling aerial reports, but you wait hours and pay every single time.",
        "competition",
      ],
      [
        "We generated 46,000 reports last quarter, and 300 contractors have switched over from EagleView.",
        "traction",
      ],
      ["We're raising $4M to add siding and gutter estimates.", "ask"],
    ],
  },
  {
    name: "Fieldpay (H-2A farm payroll)",
    sentences: [
      [
        "Growers who bring in H-2A workers still keep hours on paper tally cards and pay piece rates out of cash envelopes.",
        "problem",
      ],
      [
        "A single wage violation under the H-2A program can cost a farm $15,000 per worker and its right to hire next season.",
        "problem",
      ],
      [
        "Fieldpay is payroll and compliance built for farms that hire seasonal workers through H-2A.",
        "solution",
      ],
      [
        "Since the 2024 Labor Department farmworker rule, growers face new recordkeeping and piece-rate requirements that paper can't keep up with.",
        "whyNow",
      ],
      [
        "The H-2A program certified over 370,000 positions last year, up from about 140,000 a decade ago.",
        "market",
      ],
      [
        "Crew leaders scan worker badges at the field edge, log bins or hours on a rugged phone, and we calculate the required wage top-ups automatically.",
        "product",
      ],
      [
        "Farms pay $9 per worker per month during the season, and labor contractors get volume pricing.",
        "businessModel",
      ],
      ["We paid 8,800 workers across 47 farms in Georgia, Washington and Florida this year.", "traction"],
      [
        "My parents came to Washington as orchard workers, and I spent five years building payroll at Gusto.",
        "team",
      ],
    ],
  },
  {
    name: "Routewell (school bus routing)",
    sentences: [
      [
        "Transportation directors at mid-size districts still build bus routes every August with a paper map, pushpins and a very long weekend.",
        "problem",
      ],
      [
        "Our district in Ohio ran 14 half-empty buses because nobody had redrawn the routes since 2015.",
        "problem",
      ],
      [
        "Routewell redraws a district's bus routes in an afternoon and keeps them current as families move.",
        "solution",
      ],
      [
        "It imports student addresses from PowerSchool or Infinite Campus, respects bell times and ride-length limits, and prints driver-ready turn-by-turn sheets.",
        "product",
      ],
      [
        "The school bus driver shortage means districts can't staff the routes they already have, so cutting even two routes saves real money.",
        "whyNow",
      ],
      [
        "About 26 million kids ride school buses in the US, and districts spend roughly $30 billion a year on student transportation.",
        "market",
      ],
      [
        "Districts pay $4 per riding student per year, usually through an existing cooperative purchasing contract.",
        "businessModel",
      ],
      [
        "Twelve districts are paying, and the first one cut nine routes and saved $540,000 a year.",
        "traction",
      ],
      [
        "Transfinder and Edulog are the incumbents, but their routing still needs a trained specialist to run it.",
        "competition",
      ],
    ],
  },
  {
    name: "Trialbridge (clinical trial matching inside the EHR)",
    sentences: [
      [
        "Research coordinators still scroll through the EHR by hand looking for patients who might qualify.",
        "problem",
      ],
      [
        "Trialbridge reads a hospital's records and flags patients who match open trials before their next appointment.",
        "solution",
      ],
      [
        "It runs inside the hospital's own Epic environment, so patient data never leaves, and it turns eligibility criteria into queries automatically.",
        "product",
      ],
      ["Pharma spends about $7 billion a year on patient recruitment alone.", "market"],
      [
        "Hospitals use it free, and sponsors pay a per-trial fee plus $2,000 per enrolled patient.",
        "businessModel",
      ],
      [
        "Three academic medical centers are live, and enrollment on their oncology trials is up 2.3 times.",
        "traction",
      ],
      [
        "Our CEO was a research coordinator at Dana-Farber, and our CTO built clinical NLP at Flatiron Health.",
        "team",
      ],
      ["We're raising $8M to bring on 12 more hospitals and sign our first top-10 pharma sponsor.", "ask"],
    ],
  },
  {
    name: "Voicebridge (medical interpretation)",
    sentences: [
      [
        "When a Vietnamese-speaking patient walks into an urgent care in Houston, the nurse usually asks whoever's teenager is in the waiting room to interpret.",
        "problem",
      ],
      [
        "Voicebridge is a medical interpreter in an app, trained on clinical conversations in 40 languages.",
        "solution",
      ],
      [
        "The 2024 update to Section 1557 spelled out when machine translation is allowed, which gave compliance teams something they could sign off on.",
        "whyNow",
      ],
      [
        "The tablet sits between clinician and patient, speaks both sides out loud, and escalates to a live human interpreter with one tap.",
        "product",
      ],
      [
        "Clinics pay 40 cents a minute, and we route about 5% of sessions to partner human interpreters at their own rates.",
        "businessModel",
      ],
      [
        "LanguageLine and CyraCom sell human interpreters by the minute, and their pricing assumes hospital budgets.",
        "competition",
      ],
      ["Sixty urgent care locations use us, and we interpreted 410,000 minutes last quarter.", "traction"],
      ["The $3.5M seed goes to clinical validation studies in Spanish, Vietnamese and Arabic.", "ask"],
    ],
  },
  {
    name: "Tapline (keg tracking for craft breweries)",
    sentences: [
      [
        "Small breweries lose about one keg in ten every year to bars that never send them back, at $150 a keg.",
        "problem",
      ],
      [
        "Our head brewer used to spend Monday mornings driving around Denver knocking on bar doors asking about missing kegs.",
        "problem",
      ],
      [
        "Tapline tracks every keg a brewery owns and shows exactly which account is sitting on it.",
        "solution",
      ],
      [
        "A $4 NFC tag rivets onto each keg, drivers scan it at drop-off and pickup, and the app nudges the bar after 30 days.",
        "product",
      ],
      [
        "Stainless keg prices are up about 40% since 2021, so every lost keg hurts more than it used to.",
        "whyNow",
      ],
      [
        "There are about 9,700 craft breweries in the US, and together they own roughly 10 million kegs.",
        "market",
      ],
      [
        "Big breweries use keg leasing pools like MicroStar, which small breweries mostly can't get into.",
        "competition",
      ],
      [
        "We're tracking 64,000 kegs for 180 breweries, and lost kegs dropped by 60% in the first year.",
        "traction",
      ],
      [
        "I was head brewer at a taproom in Fort Collins, and my cofounder built logistics software at Flexport.",
        "team",
      ],
    ],
  },
  {
    name: "Slipwise (marina booking and billing)",
    sentences: [
      [
        "Most marinas still take slip reservations by phone and keep the waitlist in a three-ring binder in the harbormaster's office.",
        "problem",
      ],
      ["Slipwise is booking, billing and fuel dock software for marinas.", "solution"],
      [
        "Boaters book transient slips from our app, pay at the fuel dock with a QR code, and get a text when their boat comes out of the yard.",
        "product",
      ],
      [
        "There are about 10,000 marinas in the US, and boaters spend around $5 billion a year on slips, storage and service.",
        "market",
      ],
      [
        "Boat ownership jumped during the pandemic, and a lot of the new owners are under 40 and expect to book everything online.",
        "whyNow",
      ],
      [
        "Marinas pay a subscription starting at $250 a month, plus a 2% fee on online bookings.",
        "businessModel",
      ],
      [
        "We run 210 marinas from Maine to the Florida Keys, and they booked 58,000 transient nights through us last summer.",
        "traction",
      ],
      [
        "Dockwa is the name most boaters know, and we win marinas that want fuel dock and service yard billing in the same system.",
        "competition",
      ],
      ["We're raising $3M to launch on the Great Lakes and hire an onboarding team.", "ask"],
    ],
  },
  {
    name: "Ashwatch (wildfire smoke detection)",
    sentences: [
      [
        "Most wildfires are still reported by someone calling 911 after they see smoke, often 20 minutes or more after ignition.",
        "problem",
      ],
      [
        "Ashwatch spots wildfire smoke from mountaintop cameras within three minutes and alerts dispatchers and utilities.",
        "solution",
      ],
      [
        "Each station has four 4K cameras that sweep 360 degrees every minute, and our model confirms smoke before it sends a map pin to the fire agency.",
        "product",
      ],
      [
        "Utilities now face billions in liability for fires their lines start, and state regulators require wildfire plans that include early detection.",
        "whyNow",
      ],
      ["Utilities and counties pay $30,000 per station per year, hardware included.", "businessModel"],
      [
        "Pano AI is the main competitor, and we undercut them by building our own camera hardware for a third of the cost.",
        "competition",
      ],
      [
        "Our cofounder fought fires for Cal Fire for 11 years, and our ML lead came from Tesla Autopilot.",
        "team",
      ],
      ["We're raising $12M to build 200 more stations before next fire season.", "ask"],
    ],
  },
  {
    name: "Inkbook (tattoo studio booking)",
    sentences: [
      [
        "Tattoo artists run their whole business out of Instagram DMs and lose about one deposit in five to no-shows.",
        "problem",
      ],
      ["Inkbook is booking, deposits and consent forms for tattoo studios.", "solution"],
      [
        "Clients request a piece from the artist's link in bio, upload reference photos, pay a deposit and sign the consent form before they walk in.",
        "product",
      ],
      [
        "There are about 21,000 tattoo studios in the US, and the industry brings in roughly $1.6 billion a year.",
        "market",
      ],
      ["Artists pay $29 a month, and we take 3% of the deposits that run through the app.", "businessModel"],
      ["About 4,500 artists book through Inkbook, and their no-show rate is under 4%.", "traction"],
      ["I've been tattooing for 12 years, and I taught myself to code during one very slow winter.", "team"],
      [
        "Square Appointments and Vagaro handle booking, but they treat a three-session sleeve like a haircut.",
        "competition",
      ],
    ],
  },
  {
    name: "Locawave (in-engine game localization)",
    sentences: [
      [
        "An indie studio shipping in ten languages pays about 15 cents a word and waits six weeks for translations to come back.",
        "problem",
      ],
      [
        "Our last game launched in Japanese with a quest you literally couldn't finish, because a variable name got translated.",
        "problem",
      ],
      [
        "Locawave localizes games inside the engine, with context from the actual scene where each line appears.",
        "solution",
      ],
      [
        "The Unity and Godot plugin screenshots every string in place, sends it for translation with that context, and flags text that overflows a button.",
        "product",
      ],
      [
        "Models finally handle game slang, jokes and character voice well enough that translators only need to review instead of starting from scratch.",
        "whyNow",
      ],
      [
        "Steam released over 14,000 games last year, and most of them never shipped outside English.",
        "market",
      ],
      [
        "Compared to Lokalise and Crowdin, we understand game engines rather than just spreadsheets full of strings.",
        "competition",
      ],
      [
        "The four of us shipped localized games at Ubisoft Montreal and Paradox before starting Locawave.",
        "team",
      ],
      ["We're raising $1.5M to add Unreal support and hire a language QA lead.", "ask"],
    ],
  },
  {
    name: "Slabsense (concrete strength sensors)",
    sentences: [
      [
        "On a high-rise job, the crew waits for a lab to crush test cylinders before stripping forms, which adds days to every floor.",
        "problem",
      ],
      [
        "Slabsense tells contractors exactly when their concrete is strong enough to load, using sensors poured right into the slab.",
        "solution",
      ],
      [
        "Wireless sensors get tied to the rebar before the pour, and the app estimates strength every 15 minutes using the maturity method.",
        "product",
      ],
      ["The US pours about 400 million cubic yards of concrete a year.", "market"],
      [
        "We sell sensors at $40 each and charge $500 a month per active project for the software.",
        "businessModel",
      ],
      [
        "Giatec and Converge sell similar sensors, but we plug into Procore and write results straight into the superintendent's daily log.",
        "competition",
      ],
      [
        "Sensors are in 85 active projects, and one Dallas contractor cut its floor cycle from seven days to five.",
        "traction",
      ],
      ["I was a project engineer at Turner for nine years before starting Slabsense.", "team"],
      ["The $3M raise funds our own sensor manufacturing and a sales team in Texas and Florida.", "ask"],
    ],
  },
  {
    name: "Moldline (dentist to dental lab ordering)",
    sentences: [
      [
        "Dental labs still receive impressions by FedEx with a handwritten prescription slip, and half of those cases need a phone call to clarify.",
        "problem",
      ],
      ["Moldline is the order system that connects dentists to their dental labs.", "solution"],
      [
        "Dentists send intraoral scans from iTero or 3Shape with a structured prescription, and the lab sees the case, due date and shade in one queue.",
        "product",
      ],
      ["More than half of US dentists now own an intraoral scanner, up from about 15% in 2018.", "whyNow"],
      ["There are about 6,000 dental labs in the US, and they bill roughly $10 billion a year.", "market"],
      ["Labs pay $299 a month, and dentists send cases for free.", "businessModel"],
      ["Forty labs are live, and they receive 22,000 cases a month through Moldline.", "traction"],
      [
        "Most labs rely on LabStar or plain email, and neither gives the dentist a way to track the case.",
        "competition",
      ],
      ["We're raising $2M to add payment processing and a lab marketplace.", "ask"],
    ],
  },
  {
    name: "Probe (kitchen temperature monitoring)",
    sentences: [
      [
        "Line cooks still write fridge temperatures on a clipboard twice a day, and half the entries get filled in right before the health inspector shows up.",
        "problem",
      ],
      [
        "A single walk-in cooler failing over a holiday weekend can mean $8,000 of product in the dumpster.",
        "problem",
      ],
      [
        "Probe watches every fridge and freezer in a restaurant and texts the manager before food goes bad.",
        "solution",
      ],
      [
        "Battery sensors stick inside each unit, report every five minutes through a small hub, and generate the HACCP log automatically.",
        "product",
      ],
      [
        "More counties are adopting the 2022 FDA Food Code, which pushes operators toward continuous temperature records.",
        "whyNow",
      ],
      [
        "There are about 750,000 restaurant locations in the US and another 150,000 institutional kitchens.",
        "market",
      ],
      [
        "We sell as an add-on through food distributors, who bundle it at $39 per location a month.",
        "businessModel",
      ],
      [
        "We're in 2,300 kitchens, most of them through a partnership with one regional foodservice distributor.",
        "traction",
      ],
      [
        "I ran kitchens for a New York restaurant group for eight years, and my cofounder built thermostats at Nest.",
        "team",
      ],
    ],
  },
  {
    name: "Chargeyard (EV depot charging)",
    sentences: [
      [
        "Fleet managers at delivery depots plug in 60 electric vans every night with no idea which ones will actually be full at 6 in the morning.",
        "problem",
      ],
      ["One missed demand peak can add $12,000 to a depot's monthly power bill.", "problem"],
      [
        "Chargeyard schedules depot charging so every van is full at dispatch and the power bill stays flat.",
        "solution",
      ],
      [
        "It speaks OCPP to any charger, pulls route plans from the fleet's dispatch system, and staggers charging to stay under the site's power limit.",
        "product",
      ],
      [
        "The IRA's commercial clean vehicle credit pays up to $40,000 per heavy truck, so fleets are electrifying faster than their depots can handle.",
        "whyNow",
      ],
      [
        "About 200,000 electric delivery vans and trucks will be on US roads by 2027, parked at roughly 8,000 depots.",
        "market",
      ],
      [
        "Charger makers ship their own software, but it only runs their own hardware, and most depots mix brands.",
        "competition",
      ],
      ["We manage 1,900 vehicles across 31 depots, and average demand charges fell 38%.", "traction"],
      ["We're raising $9M to expand into school bus and transit fleets.", "ask"],
    ],
  },
  {
    name: "Heardly (self-fit OTC hearing aids)",
    sentences: [
      [
        "My dad has needed hearing aids for five years, but he won't pay $5,000 and sit through three audiologist visits.",
        "problem",
      ],
      [
        "Heardly sells over-the-counter hearing aids that you fit yourself at home with your phone.",
        "solution",
      ],
      [
        "The FDA created the over-the-counter hearing aid category in 2022, which let companies sell without an audiologist for the first time.",
        "whyNow",
      ],
      ["A pair costs $899, and we sell direct online and on Amazon.", "businessModel"],
      ["Jabra and Sony make OTC devices too, but their fitting apps are an afterthought.", "competition"],
      [
        "Our founder is an audiologist who ran clinics for Sonova, and our hardware lead came from Bose.",
        "team",
      ],
      ["We're raising $10M to get onto retail pharmacy shelves.", "ask"],
    ],
  },
  {
    name: "Talkspot (parent-led toddler speech therapy)",
    sentences: [
      [
        "A two-year-old who isn't talking yet waits an average of five months for an evaluation, right when therapy helps the most.",
        "problem",
      ],
      [
        "We're making speech therapy for toddlers that parents deliver at home, coached by a licensed therapist over video.",
        "solution",
      ],
      [
        "Parents get 20-minute coaching calls twice a week and a play-based activity plan, and the app records short clips for the therapist to review.",
        "product",
      ],
      [
        "About one in twelve US children has a speech or language disorder, and early intervention programs spend roughly $5 billion a year.",
        "market",
      ],
      [
        "We bill Medicaid and commercial insurance, and an average patient brings in about $3,200 a year.",
        "businessModel",
      ],
      [
        "We're contracted with early intervention programs in four states and treating 1,700 kids.",
        "traction",
      ],
      [
        "Expressable serves older kids and adults, while we only treat children under five and have parents do most of the work.",
        "competition",
      ],
      [
        "I'm a speech-language pathologist who spent a decade in early intervention, and my cofounder built telehealth at Teladoc.",
        "team",
      ],
      ["We're raising $5M to get in-network in six more states.", "ask"],
    ],
  },
  {
    name: "Stackdocs (mortgage document collection)",
    sentences: [
      [
        "A mortgage broker emails a borrower for the same bank statement three times before it finally shows up as a blurry phone photo.",
        "problem",
      ],
      [
        "Stackdocs collects, reads and checks every document a mortgage file needs before the loan officer ever opens it.",
        "solution",
      ],
      [
        "Borrowers link their bank and payroll accounts or upload files, and we extract income, assets and red flags into the broker's loan origination system.",
        "product",
      ],
      [
        "Rates came down from their 2023 peak, and refinance applications are coming back faster than brokers can hire processors.",
        "whyNow",
      ],
      [
        "There are about 12,000 mortgage brokerages in the US, originating roughly a fifth of all home loans.",
        "market",
      ],
      ["Brokers pay $45 per closed loan, so we only make money when they do.", "businessModel"],
      [
        "We've processed 9,600 loan files, and brokers on Stackdocs close an average of six days faster.",
        "traction",
      ],
      [
        "Encompass and Arive have document portals that don't read anything, and we sync into them rather than replace them.",
        "competition",
      ],
      [
        "I was a loan officer for 11 years at a brokerage in Phoenix, and my cofounder built document AI at Blend.",
        "team",
      ],
    ],
  },
  {
    name: "Hostguard (insurance for small short-term rental hosts)",
    sentences: [
      [
        "Most homeowner policies exclude rentals, so one liability claim can cost a host $100,000 out of pocket.",
        "problem",
      ],
      [
        "Hostguard sells liability and property insurance built for people who rent out one to five homes.",
        "solution",
      ],
      [
        "Cities like New York and Honolulu now require short-term rental hosts to carry liability insurance before they get a permit.",
        "whyNow",
      ],
      [
        "There are about 2.4 million active short-term rental listings in the US, owned by roughly 1.2 million hosts.",
        "market",
      ],
      [
        "We're an MGA, so a carrier takes the risk and we keep about a 20% commission on premium.",
        "businessModel",
      ],
      [
        "We've written $6.3M in premium across 9,400 policies since launching in Florida and Texas.",
        "traction",
      ],
      [
        "Proper Insurance covers big property managers well, but its minimums are too high for a host with one cabin.",
        "competition",
      ],
      ["We're raising $4M to get licensed in 20 more states.", "ask"],
    ],
  },
  {
    name: "Nestcare (radar fall detection for assisted living)",
    sentences: [
      [
        "In most assisted living buildings, a resident who falls at night isn't found until the next overnight round, sometimes hours later.",
        "problem",
      ],
      [
        "Each fall that ends in a hip fracture costs about $30,000 and often ends independent living for good.",
        "problem",
      ],
      [
        "Nestcare watches resident rooms with privacy-safe radar and alerts staff within seconds of a fall.",
        "solution",
      ],
      [
        "A small wall sensor maps movement without a camera, and alerts go to the staff's existing nurse call pagers or phones.",
        "product",
      ],
      ["Radar chips that cost $200 a few years ago are now under $15, thanks to the car industry.", "whyNow"],
      [
        "There are about 30,000 assisted living communities in the US, home to roughly 800,000 residents.",
        "market",
      ],
      ["Communities pay $30 per room a month with no upfront hardware cost.", "businessModel"],
      [
        "Twenty-two communities are live, and the share of falls found within five minutes went from 18% to 91%.",
        "traction",
      ],
      [
        "Our COO ran operations at Brookdale for eight years, and our CTO designed radar sensors at Texas Instruments.",
        "team",
      ],
    ],
  },
  {
    name: "Tallow (supplier emissions data)",
    sentences: [
      [
        "The sustainability manager at a mid-size manufacturer emails a spreadsheet to 400 suppliers every spring and gets maybe 60 back.",
        "problem",
      ],
      [
        "Tallow gets real emissions data out of small suppliers without making them fill in a survey.",
        "solution",
      ],
      [
        "Suppliers connect their utility accounts and invoices, and we calculate product-level emissions that flow straight into the buyer's report.",
        "product",
      ],
      [
        "The EU's CSRD and California's SB 253 both require large companies to report supply chain emissions over the next two years.",
        "whyNow",
      ],
      [
        "About 50,000 companies fall under CSRD, and each one has hundreds to thousands of suppliers.",
        "market",
      ],
      [
        "Buyers pay $40,000 to $150,000 a year depending on supplier count, and suppliers join free.",
        "businessModel",
      ],
      [
        "Persefoni and Watershed are great for a company's own footprint, but they still estimate supplier emissions from spend.",
        "competition",
      ],
      [
        "Four manufacturers signed annual contracts, and 2,100 of their suppliers have connected data.",
        "traction",
      ],
      ["We're raising $6M to build SAP and Oracle connectors.", "ask"],
    ],
  },
  {
    name: "Logtrim (observability log cost reduction)",
    sentences: [
      [
        "Our last company paid Datadog $1.4M a year, and most of that was for debug logs nobody ever searched.",
        "problem",
      ],
      [
        "Logtrim sits in front of your observability vendor and drops or samples the logs you'll never need.",
        "solution",
      ],
      [
        "It deploys as a Kubernetes sidecar in about ten minutes, learns which log patterns ever get queried, and forwards summaries instead of raw lines.",
        "product",
      ],
      [
        "Observability bills grew faster than cloud bills for three years straight, and CFOs have started asking platform teams about them.",
        "whyNow",
      ],
      [
        "We charge 20% of what we save you, so if the bill doesn't go down, we don't get paid.",
        "businessModel",
      ],
      [
        "Cribl builds pipelines for security teams and takes a quarter to set up, while we're for platform engineers who want it done this afternoon.",
        "competition",
      ],
      ["We're two SREs from Shopify and Datadog who spent years fighting this exact bill.", "team"],
      ["We're raising a $4M seed to support OpenTelemetry and hire three engineers.", "ask"],
    ],
  },
  {
    name: "Comparo (residential appraisal reports)",
    sentences: [
      [
        "A residential appraiser drives to every house, measures rooms with a laser, and then spends three hours typing the report into software from the 90s.",
        "problem",
      ],
      ["Comparo cuts the time to write a home appraisal from four hours to one.", "solution"],
      [
        "The appraiser scans each room with an iPhone, and we generate the floor plan, the square footage and a draft of the standard appraisal form.",
        "product",
      ],
      [
        "Fannie Mae and Freddie Mac are rolling out a redesigned appraisal form, which forces every appraiser to change software over the next two years anyway.",
        "whyNow",
      ],
      ["About 75,000 licensed appraisers in the US complete over 10 million appraisals a year.", "market"],
      [
        "A la mode and Bradford Technologies own the desktop market, and appraisers stay with them mostly because they've never had a choice.",
        "competition",
      ],
      ["Appraisers have written 38,000 reports with Comparo since we launched in March.", "traction"],
      [
        "My mom has been an appraiser in Sacramento for 25 years, and my cofounder built mobile scanning at Matterport.",
        "team",
      ],
    ],
  },
  {
    name: "Turnstile (ticketing and membership for small museums)",
    sentences: [
      [
        "Small museums sell memberships at a folding table by the entrance and keep the list in a FileMaker database from 2004.",
        "problem",
      ],
      [
        "Turnstile is ticketing, membership and donations for museums with fewer than 200,000 visitors a year.",
        "solution",
      ],
      [
        "Visitors buy timed tickets online, members scan a wallet pass at the door, and renewal reminders go out automatically a month before expiry.",
        "product",
      ],
      [
        "There are about 35,000 museums in the US, and most of them are small historical societies, science centers and art museums.",
        "market",
      ],
      [
        "We take 99 cents per ticket sold and charge nothing on memberships, so a museum never pays a monthly fee.",
        "businessModel",
      ],
      [
        "Eighty-two museums run on Turnstile, and their member renewal rate went from 51% to 68% in the first year.",
        "traction",
      ],
      [
        "Tessitura is the standard for big institutions, and it costs more per year than many small museums spend in total.",
        "competition",
      ],
      ["We're raising $1.8M to build a donor module and a gift shop point of sale.", "ask"],
    ],
  },
  {
    name: "Clearpath (software-first customs brokerage)",
    sentences: [
      [
        "Customs brokers still retype commercial invoices and packing lists into ACE, one line item at a time.",
        "problem",
      ],
      [
        "A small importer that used to ship packages duty-free now pays a broker about $150 for every formal entry.",
        "problem",
      ],
      [
        "The US ended the $800 de minimis exemption for most imports in 2025, which turned millions of small shipments into formal entries almost overnight.",
        "whyNow",
      ],
      [
        "Clearpath is a licensed customs broker that files entries in minutes using software instead of a back office.",
        "solution",
      ],
      [
        "Importers forward their invoices by email, we classify each item to its tariff code, and a licensed broker reviews the entry before we file it.",
        "product",
      ],
      [
        "US Customs processes about 40 million formal entries a year, and importers spend roughly $8 billion on brokerage.",
        "market",
      ],
      ["We charge $35 per entry, compared to $100 to $175 at a traditional broker.", "businessModel"],
      ["We filed 22,000 entries last month for 640 importers, up from 3,000 in January.", "traction"],
      [
        "Our cofounder has been a licensed customs broker for 16 years, and I ran engineering on Flexport's customs team.",
        "team",
      ],
      ["We're raising $7M to open offices at the Miami and Newark ports of entry.", "ask"],
    ],
  },
  {
    name: "Greenlist (landscaping company operations)",
    sentences: [
      [
        "A landscaping company with 12 crews still plans Monday's routes on a whiteboard and calls each foreman at 6 in the morning to change them.",
        "problem",
      ],
      [
        "Greenlist runs scheduling, quoting and invoicing for landscaping companies from one app.",
        "solution",
      ],
      [
        "Crews check in at each property with GPS, snap before and after photos, and the invoice reaches the homeowner while the truck drives to the next job.",
        "product",
      ],
      [
        "There are roughly 600,000 landscaping businesses in the US, and the industry does over $150 billion a year.",
        "market",
      ],
      [
        "Companies pay $49 per crew per month, and we make more on card payments for invoices.",
        "businessModel",
      ],
      [
        "About 900 companies run 3,400 crews on Greenlist, and we processed $62M in invoices last year.",
        "traction",
      ],
      [
        "Jobber is built for every home service trade, and we win landscapers with recurring seasonal contracts and chemical application records.",
        "competition",
      ],
      [
        "I ran my family's landscaping business in Dallas through college, and my cofounder was an early engineer at Housecall Pro.",
        "team",
      ],
    ],
  },
  {
    name: "Growlight (greenhouse climate autopilot)",
    sentences: [
      [
        "Most tomato growers still adjust vents and heating by walking the greenhouse at dawn and reading a thermometer on a post.",
        "problem",
      ],
      [
        "We're building an autopilot for greenhouses that runs heat, vents, shade and CO2 to hit the grower's yield target.",
        "solution",
      ],
      [
        "It connects to existing Priva and Argus climate computers, so growers keep their hardware and we just send better setpoints every five minutes.",
        "product",
      ],
      [
        "European gas prices spiked after 2022, and the greenhouse growers who survived are desperate to cut energy use.",
        "whyNow",
      ],
      [
        "There are about 500,000 hectares of greenhouses worldwide, and energy is the largest cost for most of them.",
        "market",
      ],
      [
        "Growers pay $2,000 per hectare a year, and we guarantee at least that much in energy savings.",
        "businessModel",
      ],
      [
        "Nine greenhouse operators in the Netherlands and Ontario are live, and they cut gas use by 17% last winter.",
        "traction",
      ],
      [
        "Our founders are a greenhouse scientist from Wageningen and an engineer who built control systems at Tesla Energy.",
        "team",
      ],
      ["We're raising €5M to expand into Spain and Mexico.", "ask"],
    ],
  },
  {
    name: "Sealwise (remote closings for title agencies)",
    sentences: [
      [
        "Closing on a house still means a notary driving across town with a stack of paper for the buyers to sign in ink.",
        "problem",
      ],
      [
        "Sealwise lets title agencies close with remote online notarization and e-recording in a single session.",
        "solution",
      ],
      [
        "More than 45 states have passed permanent remote notarization laws, and most county recorders now accept electronic filings.",
        "whyNow",
      ],
      [
        "Signers join a video session from their phone, verify ID with a license scan, and sign everything with a notary watching live.",
        "product",
      ],
      [
        "About 5 million home sales and refinances close in the US each year, and every one needs several notarized documents.",
        "market",
      ],
      ["Title agencies pay $25 per signing, and we employ the notaries ourselves.", "businessModel"],
      [
        "Proof is the biggest player, but it sells to everyone, while we only do real estate and integrate with SoftPro and Qualia.",
        "competition",
      ],
      ["We closed 18,000 transactions last year for 140 title agencies.", "traction"],
      [
        "We're raising $5M to expand our notary network to every state with permanent remote notarization laws.",
        "ask",
      ],
    ],
  },
  {
    name: "Coopsense (poultry house monitoring)",
    sentences: [
      [
        "A broiler grower with six houses still walks each one three times a day to check water lines, feeders and how the birds are acting.",
        "problem",
      ],
      [
        "Coopsense watches poultry houses around the clock and calls the grower before a problem turns into dead birds.",
        "solution",
      ],
      [
        "Ceiling cameras and ammonia sensors spot huddling, empty feeders and water leaks, and the system places a voice call if nobody answers the text.",
        "product",
      ],
      ["The US raises about 9 billion broilers a year on roughly 25,000 contract grower farms.", "market"],
      [
        "Poultry integrators pay per house and roll the system out to their contract growers, who pay nothing.",
        "businessModel",
      ],
      [
        "Two integrators have us in 1,400 houses across Arkansas and Georgia, and mortality in those flocks is down 11%.",
        "traction",
      ],
      [
        "I grew up on a chicken farm in north Georgia, and our CTO built computer vision for livestock at Cargill.",
        "team",
      ],
      ["We're raising $4M to build a feed conversion model and expand to turkeys and egg layers.", "ask"],
    ],
  },
  {
    name: "Lingopath (job English for frontline workers)",
    sentences: [
      [
        "My mom worked in a hotel laundry for nine years and never got promoted, because her English wasn't strong enough for a supervisor job.",
        "problem",
      ],
      [
        "Lingopath teaches job-specific English to frontline workers in ten-minute lessons over WhatsApp.",
        "solution",
      ],
      [
        "Voice models finally understand heavily accented English well enough to give useful feedback instead of just marking people wrong.",
        "whyNow",
      ],
      [
        "About 20 million US workers have limited English, and employers spend roughly $6 billion a year on frontline training.",
        "market",
      ],
      [
        "Employers pay $15 per worker per month, often out of state workforce training grants.",
        "businessModel",
      ],
      [
        "Three hotel groups and a meatpacker enrolled 5,200 workers, and 41% finished the first level within eight weeks.",
        "traction",
      ],
      [
        "Duolingo is built for travelers and students, not for a line cook who needs to read a food safety sheet.",
        "competition",
      ],
      ["We're raising $2.5M to add Haitian Creole and Tagalog speakers and sign ten more employers.", "ask"],
    ],
  },
  {
    name: "Claimpoint (ambulance billing)",
    sentences: [
      [
        "Ambulance crews finish the run report in the truck, but billing staff still chase signatures and insurance details for weeks after every transport.",
        "problem",
      ],
      ["A small rural EMS agency leaves about $180 uncollected on every transport it bills.", "problem"],
      [
        "Claimpoint collects payment for ambulance transports, from the run report all the way to the final appeal.",
        "solution",
      ],
      [
        "It plugs into ImageTrend and ESO, finds the patient's insurance from hospital records, and writes the appeal when Medicare denies a claim.",
        "product",
      ],
      ["There are about 18,000 EMS agencies in the US, billing over $20 billion a year.", "market"],
      [
        "Agencies pay us 5% of what we collect, compared to 7 to 9% at traditional billing companies.",
        "businessModel",
      ],
      [
        "Twenty-six agencies in Texas and Kansas switched to us, and their collection rate went from 44% to 61%.",
        "traction",
      ],
      [
        "I was a paramedic for ten years, and my cofounder ran revenue cycle at an air ambulance company.",
        "team",
      ],
      ["The $3M seed pays for SOC 2 and four more engineers.", "ask"],
    ],
  },
  {
    name: "Subletly (verified student subleases)",
    sentences: [
      [
        "Every spring, half the students at big state schools try to sublet their apartments through Facebook groups full of scammers.",
        "problem",
      ],
      [
        "Subletly is a verified sublease marketplace for college students, with the landlord's approval built in.",
        "solution",
      ],
      [
        "Students list with their school email, landlords approve the subtenant in two clicks, and rent runs through us so nobody gets ghosted.",
        "product",
      ],
      [
        "About 8 million US college students live off campus, and roughly one in four needs to sublet at some point.",
        "market",
      ],
      [
        "We charge the subtenant a 4% fee on each month's rent, and property managers list free.",
        "businessModel",
      ],
      [
        "Facebook Marketplace and Reddit are free, but scams there are so common that most students only trust friends.",
        "competition",
      ],
      ["We're three Michigan seniors who lost a $900 deposit to a fake listing sophomore year.", "team"],
      ["We're raising $1M to launch at 12 more Big Ten and SEC schools.", "ask"],
    ],
  },
  {
    name: "Studiopath (procurement for interior designers)",
    sentences: [
      [
        "Interior designers order furniture for a client by emailing 15 vendors for quotes and tracking every order in a spreadsheet.",
        "problem",
      ],
      ["Studiopath is the procurement system for interior designers, from quote to delivery.", "solution"],
      [
        "Designers clip products from any vendor site with our browser extension, send a branded proposal, and we track every purchase order and shipment.",
        "product",
      ],
      [
        "Designers pay $69 a month, and we earn a small rebate from trade vendors on orders placed through us.",
        "businessModel",
      ],
      [
        "About 2,200 designers pay us, and they placed $180M in orders through Studiopath last year.",
        "traction",
      ],
      [
        "Houzz Pro and Programa try to do everything, while we go deep on the part designers hate most, which is purchasing.",
        "competition",
      ],
      [
        "I ran procurement for a design firm in Brooklyn, and my cofounder was a product lead at Wayfair.",
        "team",
      ],
    ],
  },
  {
    name: "Cellback (small lithium battery recycling)",
    sentences: [
      [
        "Most dead lithium-ion batteries from e-bikes and power tools end up in the trash, where they start thousands of garbage truck fires a year.",
        "problem",
      ],
      [
        "Cellback recovers lithium, nickel and cobalt from small batteries with a low-temperature process.",
        "solution",
      ],
      [
        "The IRA put billions into domestic battery supply chains, and its credits reward manufacturers who buy recycled or locally processed metals.",
        "whyNow",
      ],
      ["The US will retire about 2 million tons of lithium-ion batteries a year by 2030.", "market"],
      [
        "We get paid twice, once by collectors to take the batteries and again when we sell the recovered metals to cathode makers.",
        "businessModel",
      ],
      [
        "Redwood and Li-Cycle focus on EV packs and gigafactory scrap, and nobody is building for the millions of small batteries.",
        "competition",
      ],
      [
        "Our pilot line in Ohio processes two tons a week, and a cathode maker signed an offtake agreement for our first 500 tons.",
        "traction",
      ],
      [
        "Our CTO spent 12 years in hydrometallurgy at Umicore, and I ran plant operations at a scrap metal recycler.",
        "team",
      ],
      ["We're raising $15M to build a 5,000-ton facility.", "ask"],
    ],
  },
  {
    name: "Follicle (IVF medication and care plans)",
    sentences: [
      [
        "During an IVF cycle, patients hear about medication changes in a voicemail from the nurse and write the doses on a sticky note.",
        "problem",
      ],
      ["One wrong injection dose can cancel a cycle that cost the patient $20,000.", "problem"],
      [
        "Follicle gives IVF patients a daily plan for every medication, appointment and result, updated the moment the care team changes it.",
        "solution",
      ],
      [
        "It connects to the clinic's EMR, shows an injection video for each drug, and lets patients message their nurse instead of calling.",
        "product",
      ],
      [
        "More employers now cover IVF as a benefit, and clinic volume is growing faster than clinics can hire nurses.",
        "whyNow",
      ],
      ["US clinics ran about 400,000 IVF cycles last year across roughly 450 clinics.", "market"],
      [
        "Clinics pay $60 per cycle, which usually pays for itself in nurse phone time alone.",
        "businessModel",
      ],
      [
        "Eleven clinics run on Follicle, and nurse phone calls dropped by 40% in the first two months.",
        "traction",
      ],
      [
        "Our founder went through five rounds of IVF herself and spent eight years as a product manager at Epic.",
        "team",
      ],
    ],
  },
  {
    name: "Vowline (contracts and payments for wedding vendors)",
    sentences: [
      [
        "Wedding photographers still send contracts as PDFs, collect deposits over Venmo and track final payments in their notes app.",
        "problem",
      ],
      ["Vowline handles contracts, payments and timelines for wedding vendors.", "solution"],
      [
        "Couples sign and pay from one link, and every vendor working the same wedding sees a shared day-of timeline.",
        "product",
      ],
      [
        "About 2 million weddings happen in the US each year, and couples spend around $30,000 on each one.",
        "market",
      ],
      [
        "Vendors use it free, and we make money on payment processing plus an optional $19 a month pro plan.",
        "businessModel",
      ],
      ["About 6,000 vendors have signed up, and we processed $74M in payments last year.", "traction"],
      [
        "HoneyBook and Dubsado serve creative freelancers in general, but neither connects all the vendors working the same wedding.",
        "competition",
      ],
      ["We're raising $3.5M to build a couple-facing app and grow our vendor referral network.", "ask"],
    ],
  },
];
