import { contentForBody, type SlideBody } from "@pds/contracts";

/** A sample slide: what the layout engine, painters and exports read from a stored slide. */
export interface SampleSlide {
  title: string;
  content: string;
  notes: string;
  body: SlideBody;
}

/** Citation markers refer to these, in order (a deck's sources list). */
export const sampleSources = [
  "American Dental Association, Health Policy Institute — Supply of Dentists in the U.S., 2024",
  "IBISWorld — Dentists in the US, market size 2024",
  "DentaFlow pilot data, 42 clinics, Jan–Sep 2025",
] as const;

const slide = (title: string, body: SlideBody, notes = "", bulletsText = ""): SampleSlide => ({
  title,
  content: contentForBody(body, bulletsText),
  notes,
  body,
});

/**
 * One realistic slide per layout: the DentaFlow seed deck (front-desk automation for dental clinics).
 * Shared by the layout tests, the painters' and exports' tests, the e2e and visual-regression tests.
 */
export const sampleSlides: SampleSlide[] = [
  slide("DentaFlow", {
    layout: "cover",
    fields: {
      tagline: "The AI front desk for dental clinics",
      logoImageId: null,
      presenter: "Maya Chen, CEO",
      date: "May 2026",
    },
  }),
  slide("Why now", {
    layout: "statement",
    fields: {
      statement: "Dental clinics lose 18% of revenue to no-shows and empty chairs [3]",
      subline:
        "Front desks juggle phones, insurance checks and reminders by hand — and patients fall through the cracks.",
    },
  }),
  slide(
    "The problem",
    { layout: "bullets", fields: {} },
    "Lead with the no-show number; the clinic owners nod at this one.",
    [
      "Front-desk staff spend 60% of their day on the phone [1]",
      "1 in 5 appointments is missed or cancelled late [3]",
      "Insurance checks take 12 minutes per patient, done by hand",
      "Practice software from the 2000s: no online booking, no reminders",
    ].join("\n"),
  ),
  slide("Before and after DentaFlow", {
    layout: "twoColumns",
    fields: {
      leftHeading: "Today",
      leftBody:
        "Phones ring while patients wait at the desk\nReminders by hand, if at all\nInsurance verified at the chair",
      rightHeading: "With DentaFlow",
      rightBody:
        "AI answers and books 24/7\nSMS reminders cut no-shows by 38% [3]\nEligibility checked the night before",
    },
  }),
  slide("A large, underserved market", {
    layout: "bigNumbers",
    fields: {
      metrics: [
        {
          value: "$4.2B",
          label: "TAM: 186,000 US dental practices [1]",
          source: "ADA Health Policy Institute, 2024",
        },
        { value: "$1.1B", label: "SAM: independent and small-group clinics [2]", source: "IBISWorld, 2024" },
        { value: "$42M", label: "SOM: 2% of SAM within 5 years", source: "DentaFlow estimate" },
      ],
    },
  }),
  slide("MRR grows 21% month over month", {
    layout: "chart",
    fields: {
      kind: "bar",
      seriesName: "Monthly recurring revenue",
      unit: "$k",
      points: [
        { label: "Jan", value: 18 },
        { label: "Feb", value: 23 },
        { label: "Mar", value: 29 },
        { label: "Apr", value: 36 },
        { label: "May", value: 44 },
        { label: "Jun", value: 53 },
        { label: "Jul", value: 64 },
        { label: "Aug", value: 78 },
      ],
      caption: "42 paying clinics at $1,850 per month on average [3]",
    },
  }),
  slide("Built for the whole front desk", {
    layout: "comparison",
    fields: {
      columns: ["DentaFlow", "Weave", "Dental Intelligence"],
      rows: [
        { criterion: "AI phone agent", cells: [true, false, false] },
        { criterion: "Online booking", cells: [true, true, true] },
        { criterion: "Insurance verification", cells: [true, false, "Add-on"] },
        { criterion: "Setup time", cells: ["1 day", "2 weeks", "4 weeks"] },
        { criterion: "Price per month", cells: ["$1,850", "$2,400", "$2,900"] },
      ],
    },
  }),
  slide("Where we play", {
    layout: "positioning",
    fields: {
      xAxis: { low: "Point tools", high: "Full front desk" },
      yAxis: { low: "Manual", high: "Automated" },
      items: [
        { name: "DentaFlow", x: 0.85, y: 0.85, isUs: true },
        { name: "Weave", x: 0.7, y: 0.35, isUs: false },
        { name: "Dental Intelligence", x: 0.25, y: 0.6, isUs: false },
        { name: "Paper & phone", x: 0.12, y: 0.1, isUs: false },
      ],
    },
  }),
  slide("The team", {
    layout: "team",
    fields: {
      members: [
        {
          name: "Maya Chen",
          role: "CEO",
          background: "Ran operations for a 30-clinic dental group; Wharton MBA",
          photoImageId: null,
        },
        {
          name: "Daniel Okafor",
          role: "CTO",
          background: "Staff engineer at Twilio voice; built call routing at scale",
          photoImageId: null,
        },
        {
          name: "Dr. Sofia Álvarez",
          role: "Clinical lead",
          background: "Practising dentist for 12 years; owns two clinics",
          photoImageId: null,
        },
        {
          name: "Jonas Weber",
          role: "Head of Sales",
          background: "Sold practice software to 900 clinics at Henry Schein",
          photoImageId: null,
        },
      ],
    },
  }),
  slide("Traction and what comes next", {
    layout: "timeline",
    fields: {
      milestones: [
        { when: "Q3 2024", title: "Pilot", detail: "5 clinics in Austin", done: true },
        { when: "Q1 2025", title: "Launch", detail: "Self-serve onboarding, 20 clinics", done: true },
        { when: "Q3 2025", title: "42 clinics", detail: "$78k MRR, 2% churn", done: true },
        {
          when: "Q2 2026",
          title: "Insurance API",
          detail: "Real-time eligibility for top 20 payers",
          done: false,
        },
        { when: "Q4 2026", title: "300 clinics", detail: "$550k MRR, Series A ready", done: false },
      ],
    },
  }),
  slide("The ask", {
    layout: "ask",
    fields: {
      amount: "$2.5M",
      round: "Seed round",
      useOfFunds: [
        { label: "Product & engineering", percent: 45 },
        { label: "Sales & marketing", percent: 35 },
        { label: "Customer success", percent: 12 },
        { label: "Operations", percent: 8 },
      ],
      milestones:
        "Reach 300 clinics and $550k MRR\nShip real-time insurance verification\nBe Series A ready in 18 months",
    },
  }),
  slide("What clinics say", {
    layout: "quote",
    fields: {
      quote:
        "We stopped missing calls the week we switched. Our chairs are full and my front desk finally has time for patients.",
      author: "Dr. Priya Nair",
      role: "Owner, Bright Smile Dental, Austin",
    },
  }),
  slide("The product", {
    layout: "image",
    fields: { imageId: null, caption: "The DentaFlow inbox: every call, text and booking in one place" },
  }),
  slide("Let's fill every chair", {
    layout: "closing",
    fields: {
      subline: "Join us in building the front desk every clinic deserves.",
      name: "Maya Chen",
      email: "maya@dentaflow.com",
      website: "dentaflow.com",
      phone: "+1 512 555 0142",
    },
  }),
];
