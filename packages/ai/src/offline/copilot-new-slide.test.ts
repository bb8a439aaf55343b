import { describe, expect, it } from "vitest";
import type { CopilotOperation } from "../engine.ts";
import { askCopilot } from "./copilot.fixture.ts";

const created = (operations: CopilotOperation[]) => {
  const op = operations.find((o) => o.type === "createSlide");
  if (op?.type !== "createSlide") throw new Error("no slide was created");
  return op;
};

describe("a new slide with its title, place and points in one message", () => {
  it.each([
    [
      "put a 'Why we win' slide after competition: proprietary matching data, ERP partnerships, 1-day setup",
      {
        title: "Why we win",
        position: 9,
        content: "Proprietary matching data\nERP partnerships\n1-day setup",
      },
    ],
    [
      "new slide before the ask: 'What $2.5M gets us' — 3 milestones, leave them as placeholders",
      {
        title: "What $2.5M gets us",
        position: 11,
        content: "[Add milestone 1]\n[Add milestone 2]\n[Add milestone 3]",
      },
    ],
    [
      "customer quote slide after traction pls — Pinecrest's controller told us 'we got our weekends back.' use that",
      {
        title: "Customer quote",
        position: 8,
        content: "“we got our weekends back” — Pinecrest's controller",
      },
    ],
    [
      "integrations slide — DATEV, SAP Business One, lexoffice, NetSuite. after product pls",
      { title: "Integrations", position: 6, content: "DATEV\nSAP Business One\nLexoffice\nNetSuite" },
    ],
    [
      "slide for cap table after the ask: founders 78%, angels 12%, ESOP 10%",
      { title: "Cap table", position: 12, content: "Founders 78%\nAngels 12%\nESOP 10%" },
    ],
    [
      "slide pls: awards 🏆 we won Fintech Germany Award 2025 + were in Station F founders program",
      { title: "Awards", content: "We won Fintech Germany Award 2025\nWere in Station F founders program" },
    ],
    [
      "advisors slide pls — Dr. Petra Lang (ex-CFO Zalando) and Marek Nowicki (partner at a Big4 in Warsaw)",
      { title: "Advisors" },
    ],
    [
      "new slide 'Grants / non-dilutive': €500k EXIST already got, EIC accelerator pending",
      { title: "Grants / non-dilutive", content: "€500k EXIST already got\nEIC accelerator pending" },
    ],
    [
      "add slide 'Why Berlin' — engineer cost ~40% lower than SF and we sit near the EU customers",
      { title: "Why Berlin", content: "Engineer cost ~40% lower than SF and we sit near the EU customers" },
    ],
    [
      "we run Close Club, a 2,300-member slack for controllers 🙌 thats a distribution moat, give it its own slide",
      { title: "Distribution moat", content: "We run Close Club, a 2,300-member slack for controllers" },
    ],
  ])("%j", async (message, expected) => {
    expect(created((await askCopilot(message)).operations)).toMatchObject(expected);
  });

  it.each([
    "last slide: Daniel Okafor / daniel@ledgerly.com / ledgerly.com",
    "update the Northwind case study slide: their close went from 10 days to 4",
    "traction slide: 47 customers now",
  ])("%j names a slide said another way, so none is added", async (message) => {
    const result = await askCopilot(message);
    expect(result.operations.some((op) => op.type === "createSlide")).toBe(false);
  });

  it("pasted notes, then 'we need a slide on that — …': titled by what the notes are about", async () => {
    const op = created(
      (
        await askCopilot(
          "pasting from my call notes w a CFO prospect: 'biggest fear = data security, who sees our bank data'. we need a slide on that — AES-256, SOC 2 Type I, data stays in the US",
        )
      ).operations,
    );
    expect(op).toMatchObject({
      title: "Data security",
      content: "AES-256\nSOC 2 Type I\nData stays in the US",
    });
  });

  it("a pasted list, then 'make this a slide before the ask'", async () => {
    const op = created(
      (
        await askCopilot(
          "pasted from our Notion roadmap:\nQ1 — multi-entity consolidation\nQ2 — Sage Intacct connector\nmake this a slide before the ask",
        )
      ).operations,
    );
    expect(op).toMatchObject({
      title: "Roadmap",
      position: 11,
      content: "Q1 — multi-entity consolidation\nQ2 — Sage Intacct connector",
    });
  });

  it("a placeholder named after the chart the founder will add", async () => {
    const op = created(
      (
        await askCopilot(
          "bessemer wants cohort data. new slide after traction w/ a placeholder for the cohort retention chart",
        )
      ).operations,
    );
    expect(op).toMatchObject({ title: "Cohort retention chart", position: 8 });
  });

  it("'Move the traction slide before the market slide' is a move, not a slide called 'Move the traction'", async () => {
    const result = await askCopilot("Move the traction slide before the market slide");
    expect(result.operations.map((op) => op.type)).toEqual(["reorderSlides"]);
  });
});

describe("notes pasted, then a slide asked for by its kind", () => {
  it.each([
    [
      "paste from our auditor's letter: 'Ledgerly, Inc. has completed its SOC 2 Type II examination with no exceptions.' 🎉 this needs its own security slide",
      {
        title: "Security",
        content: "“Ledgerly, Inc. has completed its SOC 2 Type II examination with no exceptions.”",
      },
    ],
    [
      "notes from the Birchway QBR:\n- close: 12 days → 4\n- caught $31k in duplicate vendor payments\nmake this a case study slide after traction",
      {
        title: "Case study",
        position: 8,
        content: "Close: 12 days → 4\nCaught $31k in duplicate vendor payments",
      },
    ],
    [
      "pasting from our Mixpanel summary:\ntrial → paid: 31%\nweekly active controllers: 88%\nthis deserves a 'Product engagement' slide right after traction",
      {
        title: "Product engagement",
        position: 8,
        content: "Trial → paid: 31%\nWeekly active controllers: 88%",
      },
    ],
    [
      "Sarah Kim (VP Finance, Tallis Health) posted this on linkedin about us: 'We closed October in 4 days, first time ever.' 🙌 put it on a testimonial slide",
      {
        title: "Testimonial",
        content: "“We closed October in 4 days, first time ever.” — Sarah Kim (VP Finance, Tallis Health)",
      },
    ],
    [
      "investor email: 'how do you actually acquire customers?' — we have no GTM slide. make one: 60% NetSuite marketplace, 25% accountant referrals, 15% outbound",
      { content: "60% NetSuite marketplace\n25% accountant referrals\n15% outbound" },
    ],
    [
      "rather get ahead of the Gantry churn. new 'Retention' slide: 1 logo lost all-time (acquisition), GRR 98%, NRR 116%",
      { title: "Retention", content: "1 logo lost all-time (acquisition)\nGRR 98%\nNRR 116%" },
    ],
    [
      "we have tiers now → new 'Plans' slide: Starter $39/seat, Team $59/seat, Enterprise custom. leave the old biz model slide for now",
      { title: "Plans", content: "Starter $39/seat\nTeam $59/seat\nEnterprise custom" },
    ],
    [
      "launched Ledgerly Assist on Product Hunt, #2 product of the day 🚀 give it its own 'What's new' slide",
      { title: "What's new", content: "Launched Ledgerly Assist on Product Hunt, #2 product of the day" },
    ],
    [
      "we got written up in The Information 🎉 new slide — 'In the news', both logos + the headline",
      { title: "In the news" },
    ],
    [
      "use of funds = 50 eng / 35 GTM / 15 ops as its own slide",
      { title: "Use of funds", content: "50 eng\n35 GTM\n15 ops" },
    ],
  ])("%j", async (message, expected) => {
    expect(created((await askCopilot(message)).operations)).toMatchObject(expected);
  });

  it("a request for how to write a slide is not its content", async () => {
    const op = created(
      (
        await askCopilot(
          "add a 'Why invest now' slide after the ask — 3 bullets, only pull from what's already in the deck",
        )
      ).operations,
    );
    expect(op.content).not.toMatch(/only pull/iu);
  });
});

describe("the slide a request asks for, read from the request and not the chat around it", () => {
  const created = async (message: string) =>
    (await askCopilot(message)).operations.find((op) => op.type === "createSlide");

  it.each([
    [
      "make a slide called security and compliance we're soc two type one and type two is in progress",
      "Security and compliance",
    ],
    [
      "60% of our signups come from the free recon template (12k downloads). I want a distribution slide for that",
      "Distribution",
    ],
    [
      "Sarah at Point Nine asked 'how do you actually find customers?' and we have literally zero GTM in here 😬 add a go-to-market slide after the business model",
      "Go-to-market",
    ],
  ])("%j adds a slide titled %j", async (message, title) => {
    expect(await created(message)).toMatchObject({ title });
  });

  it("puts the news a slide is asked for on it, figures and all", async () => {
    expect(
      await created(
        "60% of our signups come from the free recon template (12k downloads). I want a distribution slide for that",
      ),
    ).toMatchObject({ content: "60% of our signups come from the free recon template (12k downloads)" });
  });

  it("places it where the request says, after a slide named by its section", async () => {
    expect(
      await created(
        "we have literally zero GTM in here 😬 add a go-to-market slide after the business model",
      ),
    ).toMatchObject({ position: 7 });
  });

  it.each([
    [
      "tam slide after the traction one — lead with proof, then size",
      ["s1", "s2", "s3", "s4", "s6", "s7", "s8", "s5"],
    ],
  ])("%j moves the slide the deck has instead of adding one", async (message, order) => {
    const { operations } = await askCopilot(message);
    expect(operations).toMatchObject([{ type: "reorderSlides", slideIds: expect.arrayContaining(order) }]);
    expect(operations[0]?.type === "reorderSlides" && operations[0].slideIds.slice(0, 8)).toEqual(order);
  });

  it.each([
    "i get a ten minute slot at the demo night is this too many slides for that",
    "Intuit Ventures wants the deck but my cofounder doesn't want them seeing our raise size before we have a lead. take slide 12 out",
  ])("%j adds no slide", async (message) => {
    expect(await created(message)).toBeUndefined();
  });

  it("reads 'new slide after traction w/ 3 customer logos: …' as the slide, its place and its names", async () => {
    expect(
      await created(
        "new slide after traction w/ 3 customer logos: Halvorsen Freight, Birch & Co Dental, Meridian Labs",
      ),
    ).toMatchObject({
      title: "Customer logos",
      content: "Halvorsen Freight\nBirch & Co Dental\nMeridian Labs",
      position: 8,
    });
  });
});
