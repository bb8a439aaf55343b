import type { BriefInput } from "../engine.ts";

/** Varied founder briefs shared by the offline engine's tests. */

export const saasBrief: BriefInput = {
  title: "Ledgerly seed deck",
  startupName: "Ledgerly",
  overview:
    "Ledgerly helps finance teams at mid-size companies close their books in days, not weeks. " +
    "Accountants waste 40 hours a month reconciling spreadsheets by hand, and errors cost companies money. " +
    "We build an AI platform that matches transactions automatically and flags anomalies. " +
    "Since 2023, open banking APIs make real-time data available for the first time. " +
    "The US market for close-management software is $12B according to Gartner. " +
    "We charge $49 per seat per month. " +
    "We have 32 paying customers, $18k MRR, growing 15% MoM. " +
    "Unlike BlackLine, we set up in a day. " +
    "Our CEO is ex-Stripe and our CTO has a PhD in ML with 10 years in fintech. " +
    "We are raising a $2.5M seed round to reach $100k MRR.",
};

export const consumerBrief: BriefInput = {
  title: "Pawpal",
  startupName: "Pawpal",
  overview:
    "Pawpal is a mobile app that helps busy dog owners find trusted walkers nearby. " +
    "Owners struggle to find someone reliable at short notice and hate the awkward handoff of keys. " +
    "Our app lets them book a vetted walker in seconds and track the walk live. " +
    "The founders met while volunteering at an animal shelter.",
};

export const hardwareBrief: BriefInput = {
  title: "Voltaic — investor presentation",
  startupName: "Voltaic Cells",
  overview:
    "Voltaic builds solid-state battery cells for electric aircraft. " +
    "Current lithium-ion packs are too heavy and lose capacity in cold weather, which limits flight range. " +
    "Our prototype cell reaches 450 Wh/kg, nearly double today's best cells. " +
    "Since 2024, new FAA certification rules for eVTOL aircraft create demand for certified battery suppliers. " +
    "Our CTO holds a PhD in electrochemistry and spent 12 years at Panasonic. " +
    "We have signed 3 pilots with aircraft makers. " +
    "We are raising a $6M seed round to build a pilot production line.",
};

export const marketplaceBrief: BriefInput = {
  title: "Stitchly",
  startupName: "Stitchly",
  overview:
    "Stitchly is a marketplace connecting independent tailors with customers who need alterations.\n" +
    "- Customers waste hours finding a tailor and pay unpredictable prices.\n" +
    "- We take a 15% commission on every order.\n" +
    "- GMV reached $240k in the last 12 months, with 1,800 repeat buyers.\n" +
    "- Unlike Etsy, we handle pickup and delivery.\n" +
    "- The US alterations market is worth $4.2 billion.",
};

export const oneSentenceBrief: BriefInput = {
  title: "Catalyst",
  startupName: "Catalyst",
  overview: "An AI tutor for high-school chemistry",
};

const longParts = [
  "Café Crème 🚀 est une app qui aide les cafés indépendants à gérer leurs stocks, and it works in Łódź, São Paulo and Kraków.",
  "Baristas struggle with manual inventory counts every evening, which wastes time and leads to expensive over-ordering of milk, beans and pastries.",
  "Owners lose money when perishable stock expires before it is sold, and most still rely on paper notebooks or a spreadsheet that nobody updates.",
  "We build a tablet app that scans shelves with the camera, counts items automatically, and suggests the next order based on the weather, local events and past sales.",
  "Recently, cheap tablets and on-device vision models made accurate counting possible for a small shop for the first time ✨.",
  "The European coffee shop market has more than 150,000 independent cafés according to Allegra World Coffee Portal.",
  "Our pricing is a subscription of €39/month per location, with a free first month and no setup fee.",
  "Today we have 85 paying cafés, €3.3k MRR and a waitlist of 600 shops, growing 12% month-over-month since launch.",
  "Unlike generic POS add-ons, we focus on perishables and work offline, which matters in old buildings with poor Wi-Fi.",
  "The founding team combines a former barista champion, a CTO who is ex-Spotify, and a designer with 8 years in hospitality software 🙌.",
  "We expect to break even at 2,000 locations and keep gross margin above 80%.",
  "We are raising a €1.2M pre-seed round to hire two engineers and expand to Spain and Portugal.",
];
const filler =
  "Every café we visit tells the same story: the evening count takes too long, mistakes are common, and the owner finds out about waste only at the end of the month.";
export const longUnicodeBrief: BriefInput = {
  title: "Café Crème ☕ — Seed",
  startupName: "Café Crème",
  overview: [...longParts, filler, filler.replace("Every café", "Each coffee shop")].join(" ").slice(0, 3000),
};

export const allBriefs: Record<string, BriefInput> = {
  "B2B SaaS with numbers": saasBrief,
  "consumer app without numbers": consumerBrief,
  "deep-tech hardware": hardwareBrief,
  "marketplace with GMV": marketplaceBrief,
  "one-sentence brief": oneSentenceBrief,
  "unicode, emoji and long text": longUnicodeBrief,
};

/** Every layout the offline engine drafts: market figures, named rivals, a traction series, a team, a raise. */
export const layoutBrief: BriefInput = {
  title: "Ledgerly seed deck",
  startupName: "Ledgerly",
  overview:
    "Ledgerly helps finance teams at mid-size companies close their books in days, not weeks. " +
    "Accountants waste 40 hours a month reconciling spreadsheets by hand. " +
    "The market for close-management software has a TAM of $12B and a SAM of $3B according to Gartner. " +
    "MRR grew from $4k in January to $9k in March and $18k in June. " +
    "Unlike BlackLine and FloQast, we set up in a day and need no consultants. " +
    "Our team: Maya Chen (CEO), ex-Stripe product lead; Omar Haddad (CTO), PhD in ML; and Lina Park (COO), 8 years in fintech operations. " +
    "We are raising a $2.5M seed round to reach $100k MRR: 50% on engineering, 30% on sales and 20% on operations.",
};
