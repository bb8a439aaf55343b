import { describe, expect, it } from "vitest";
import { contentForBody } from "./slide-layout-text.ts";
import {
  bodyImageIds,
  parseSlideBody,
  slideBodySchema,
  slideLayouts,
  withoutImages,
  type SlideBody,
  type SlideLayout,
} from "./slide-layouts.ts";

/** One realistic body per layout, with the plain text the server stores as the slide's content. */
const examples: { [L in SlideLayout]: { body: Extract<SlideBody, { layout: L }>; content: string } } = {
  cover: {
    body: {
      layout: "cover",
      fields: {
        tagline: "Scheduling for clinics",
        logoImageId: "logo-1",
        presenter: "Ada Lovelace",
        date: "May 2026",
      },
    },
    content: "Scheduling for clinics\nAda Lovelace May 2026",
  },
  statement: {
    body: { layout: "statement", fields: { statement: "Every empty slot is lost care.", subline: "" } },
    content: "Every empty slot is lost care.",
  },
  bullets: { body: { layout: "bullets", fields: {} }, content: "The founder's own text\n- kept as typed" },
  twoColumns: {
    body: {
      layout: "twoColumns",
      fields: {
        leftHeading: "Problem",
        leftBody: "- Phone tag\n- No-shows",
        rightHeading: "Solution",
        rightBody: "Auto-fill [1]",
      },
    },
    content: "Problem\nPhone tag\nNo-shows\nSolution\nAuto-fill [1]",
  },
  bigNumbers: {
    body: {
      layout: "bigNumbers",
      fields: {
        metrics: [
          { value: "$4.2B", label: "TAM", source: "Gartner 2025 [1]" },
          { value: "135k", label: "US clinics", source: "" },
        ],
      },
    },
    content: "$4.2B TAM (Gartner 2025 [1])\n135k US clinics",
  },
  chart: {
    body: {
      layout: "chart",
      fields: {
        kind: "line",
        seriesName: "MRR",
        unit: "k$",
        points: [
          { label: "Q1", value: 10 },
          { label: "Q2", value: 24.5 },
        ],
        caption: "Doubling each quarter",
      },
    },
    content: "MRR — Q1: 10 k$, Q2: 24.5 k$\nDoubling each quarter",
  },
  comparison: {
    body: {
      layout: "comparison",
      fields: {
        columns: ["Us", "Zocdoc"],
        rows: [
          { criterion: "Fills gaps", cells: [true, false] },
          { criterion: "Price", cells: ["$99", "$300"] },
        ],
      },
    },
    content: "Compared: Us, Zocdoc\nFills gaps: Us yes; Zocdoc no\nPrice: Us $99; Zocdoc $300",
  },
  positioning: {
    body: {
      layout: "positioning",
      fields: {
        xAxis: { low: "Manual", high: "Automated" },
        yAxis: { low: "Single site", high: "Network" },
        items: [
          { name: "Us", x: 0.9, y: 0.8, isUs: true },
          { name: "Paper", x: 0.1, y: 0.1, isUs: false },
        ],
      },
    },
    content: "Manual to Automated; Single site to Network\nUs (us)\nPaper",
  },
  team: {
    body: {
      layout: "team",
      fields: {
        members: [
          { name: "Ada", role: "CEO", background: "Ex-Epic PM", photoImageId: "photo-1" },
          { name: "Grace", role: "", background: "", photoImageId: null },
        ],
      },
    },
    content: "Ada — CEO. Ex-Epic PM\nGrace",
  },
  timeline: {
    body: {
      layout: "timeline",
      fields: {
        milestones: [
          { when: "Q1", title: "Pilot", detail: "3 clinics", done: true },
          { when: "", title: "Launch", detail: "", done: false },
        ],
      },
    },
    content: "Q1 Pilot — 3 clinics\nLaunch",
  },
  ask: {
    body: {
      layout: "ask",
      fields: {
        amount: "$2M",
        round: "Seed",
        useOfFunds: [
          { label: "Engineering", percent: 60 },
          { label: "Sales", percent: 40 },
        ],
        milestones: "- 100 clinics\n- $1M ARR",
      },
    },
    content: "Raising $2M Seed\nEngineering: 60%\nSales: 40%\n100 clinics\n$1M ARR",
  },
  quote: {
    body: {
      layout: "quote",
      fields: { quote: "It paid for itself in a week.", author: "Dr. Lee", role: "Clinic owner" },
    },
    content: "It paid for itself in a week.\nDr. Lee, Clinic owner",
  },
  image: {
    body: { layout: "image", fields: { imageId: "shot-1", caption: "The waitlist view" } },
    content: "The waitlist view",
  },
  closing: {
    body: {
      layout: "closing",
      fields: {
        subline: "Let's fill every slot",
        name: "Ada",
        email: "ada@example.com",
        website: "",
        phone: "",
      },
    },
    content: "Let's fill every slot\nAda\nada@example.com",
  },
};

describe("contentForBody", () => {
  for (const layout of slideLayouts) {
    it(`${layout}: the fields as plain slide text`, () => {
      const { body, content } = examples[layout];
      expect(slideBodySchema.parse(body)).toEqual(body);
      expect(contentForBody(body, "The founder's own text\n- kept as typed")).toBe(content);
    });
  }
});

describe("parseSlideBody", () => {
  it("returns a stored body that still parses", () => {
    expect(parseSlideBody("bigNumbers", examples.bigNumbers.body.fields)).toEqual(examples.bigNumbers.body);
  });

  it("reads an unknown layout, invalid fields or a broken table as bullets", () => {
    const bullets = { layout: "bullets", fields: {} };
    expect(parseSlideBody("hologram", {})).toEqual(bullets);
    expect(parseSlideBody("bigNumbers", { metrics: [] })).toEqual(bullets);
    expect(parseSlideBody("bigNumbers", null)).toEqual(bullets);
    const fourMetrics = Array.from({ length: 4 }, () => examples.bigNumbers.body.fields.metrics[0]);
    expect(parseSlideBody("bigNumbers", { metrics: fourMetrics })).toEqual(bullets);
    const ragged = { columns: ["Us", "Them"], rows: [{ criterion: "Price", cells: [true] }] };
    expect(parseSlideBody("comparison", ragged)).toEqual(bullets);
  });
});

describe("images in a body", () => {
  it("lists the logo, team photos and screenshot, and clears them for a copy", () => {
    expect(bodyImageIds(examples.cover.body)).toEqual(["logo-1"]);
    expect(bodyImageIds(examples.team.body)).toEqual(["photo-1"]);
    expect(bodyImageIds(examples.image.body)).toEqual(["shot-1"]);
    expect(bodyImageIds(examples.ask.body)).toEqual([]);
    for (const layout of slideLayouts) {
      const cleared = withoutImages(examples[layout].body);
      expect(bodyImageIds(cleared)).toEqual([]);
      expect(contentForBody(cleared, "x")).toBe(contentForBody(examples[layout].body, "x"));
    }
  });
});
