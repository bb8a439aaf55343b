import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

const contentOf = async (message: string) => {
  const { operations } = await askCopilot(message);
  return operations.map((op) => (op.type === "updateSlide" ? `${op.slideId}: ${op.content}` : op.type));
};

describe("facts handed over as a list, with the slide said elsewhere", () => {
  it("puts each figure of a source's list on the slide a later sentence names, without the source's label", async () => {
    expect(
      await contentOf(
        "per Sam's deal desk export: ACV averaging $6.8k, one-time $1.5k onboarding fee on every contract, 4 of 5 customers pay yearly upfront. slide 7 needs all three",
      ),
    ).toEqual([
      "s7: We charge $49 per seat per month\nACV averaging $6.8k\nOne-time $1.5k onboarding fee on every contract\n4 of 5 customers pay yearly upfront",
    ]);
  });

  it("reads 'facts for it:' as the slide the remark before named, keeping a list of names in one point", async () => {
    expect(
      await contentOf(
        "our CTO read slide 6 and said we're underselling it. facts for it: 94% of transactions auto-matched, finance team spends ~11 min/day on exceptions, live on NetSuite, QBO and Xero",
      ),
    ).toEqual([
      "s6: We build an AI platform that matches transactions automatically and flags anomalies\n94% of transactions auto-matched\nFinance team spends ~11 min/day on exceptions\nLive on NetSuite, QBO and Xero",
    ]);
  });

  it("adds a second reason headed 'why now #2:'", async () => {
    expect(
      await contentOf(
        "why now #2: cost of running LLM matching dropped like 20x since 2023, so we can match every txn",
      ),
    ).toEqual([
      "s4: Since 2023, open banking APIs make real-time data available for the first time\nCost of running LLM matching dropped like 20x since 2023, so we can match every txn",
    ]);
  });

  it("answers the financials' open questions from a slide numbered at the head, without the request after", async () => {
    expect(
      await contentOf(
        "Slide 11 — burn: 95k USD per month, runway: 19 months. Revenue plan 2025: 0,4 Mio / 2026: 1,6 Mio / 2027: 4,8 Mio (all in USD). Replace the questions in brackets",
      ),
    ).toEqual([
      "s11: Revenue plan 2025: 0,4 Mio / 2026: 1,6 Mio / 2027: 4,8 Mio (all in USD)\nBurn: 95k USD per month, runway: 19 months",
    ]);
  });

  it("gives advisors listed a line each a slide of their own, so no one reads them as the team", async () => {
    const { operations } = await askCopilot(
      "add advisors:\n- Helen Ortiz — former Controller, Shopify\n- Ben Adeyemi — audit partner, Moss Adams",
    );
    expect(operations).toMatchObject([
      {
        type: "createSlide",
        title: "Advisors",
        content: "Helen Ortiz — former Controller, Shopify\nBen Adeyemi — audit partner, Moss Adams",
        position: 10,
      },
    ]);
  });

  it("puts a pasted price list on the slide that 'still says' the old price, the old line into the notes", async () => {
    const { operations, reply } = await askCopilot(
      "new pricing went live this week fyi\n- Starter: $39/seat/mo (up to 5 seats)\n- Growth: $65/seat/mo\n- Enterprise: talk to us\nslide 7 still says $49 flat",
    );
    expect(operations).toMatchObject([
      {
        slideId: "s7",
        content: "Starter: $39/seat/mo (up to 5 seats)\nGrowth: $65/seat/mo\nEnterprise: talk to us",
        notes: expect.stringContaining("Before: We charge $49 per seat per month"),
      },
    ]);
    expect(reply).toContain('in place of "We charge $49 per seat per month"');
  });

  it("puts a survey's result on the slide 'it's the proof point for', never reading n=24 as slide 24", async () => {
    expect(
      await contentOf(
        "customer survey came back (n=24): median close 12 days before ledgerly → 4.5 days after. thats the proof point for the solution slide, put it there",
      ),
    ).toEqual([
      "s3: Ledgerly helps finance teams at mid-size companies close their books in days, not weeks\nCustomer survey came back (n=24): median close 12 days before ledgerly → 4.5 days after",
    ]);
  });

  it("changes nothing when the figures come with a question about whether to show them", async () => {
    const { operations } = await askCopilot(
      "burn is $95k and runway 9 months. is that a red flag to put on the financials slide or do i just say it out loud if asked",
    );
    expect(operations).toEqual([]);
  });

  it("adds a quoted line as written", async () => {
    expect(await contentOf("add 'Noor Haddad — Head of Sales (ex-Ramp, 4y)' to the team slide")).toEqual([
      "s10: Our CEO is ex-Stripe and our CTO has a PhD in ML with 10 years in fintech\nNoor Haddad — Head of Sales (ex-Ramp, 4y)",
    ]);
  });
});

describe("one figure changed to another", () => {
  it("reads 'trailing average is 10.8%. put the real one in' as the new MoM", async () => {
    const { operations } = await askCopilot(
      "ugh the 15% MoM on traction was a single month. trailing 6-mo average is 10.8%. put the real one in, i'd rather be conservative",
    );
    expect(operations).toMatchObject([
      { slideId: "s8", title: "32 paying customers, $18k MRR, growing 10.8% MoM" },
    ]);
  });

  it("sets a percentage, never 'growing 15% to 18%'", async () => {
    for (const message of ["change 15% to 18% on the traction slide", "traction: 15% -> 18%"]) {
      const { operations } = await askCopilot(message);
      expect(operations).toMatchObject([
        { slideId: "s8", title: "32 paying customers, $18k MRR, growing 18% MoM" },
      ]);
    }
  });

  it("sets a price headed by the slide's number, never adding '$49 → $55' as a line", async () => {
    expect(await contentOf("slide 7: $49 → $55")).toEqual(["s7: We charge $55 per seat per month"]);
  });
});

describe("what 'it' is in a delete", () => {
  it("is the line a remark is about, so the slide stays and the reply asks which words", async () => {
    const { operations, reply } = await askCopilot(
      "s9 line 1 is a rendering artifact — drop it. keep the yes/no row",
    );
    expect(operations).toEqual([]);
    expect(reply).toContain("Which words should go from slide 9");
  });

  it("is the one slide a remark named when the slide is said as 'that slide'", async () => {
    const { operations } = await askCopilot(
      "financials is 2 bracketed questions and the model won't exist till jan. pull that slide for now",
    );
    expect(operations).toEqual([{ type: "deleteSlide", slideId: "s11" }]);
  });

  it("is the slide when the remark says how the slide is ('is one line')", async () => {
    const { operations } = await askCopilot(
      "slack from my cofounder: 'the biz model slide is one line and it's the first thing Pear poked at, pull it until we have tiers'. agreed, delete it",
    );
    expect(operations).toEqual([{ type: "deleteSlide", slideId: "s7" }]);
  });

  it("'add a small cite line under it' is a line, never a new slide", async () => {
    const { operations } = await askCopilot(
      "the problem slide needs a source. add a small cite line under it",
    );
    expect(operations.filter((op) => op.type === "createSlide")).toEqual([]);
  });
});
