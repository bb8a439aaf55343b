import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

const ask = askCopilot;

describe("a line the founder wrote in quotes", () => {
  it("stamps it on the first and last slides, under the cover's tagline and after the closing line", async () => {
    const { operations } = await ask("stamp 'Confidential — do not forward' on the first and last slides");
    expect(operations).toMatchObject([
      { slideId: "s1", body: { layout: "cover", fields: { date: "Confidential — do not forward" } } },
      {
        slideId: "s13",
        body: {
          layout: "closing",
          fields: { subline: expect.stringMatching(/ · Confidential — do not forward$/u) },
        },
      },
    ]);
  });

  it.each([
    "meeting w/ Accel on thursday — can the cover say 'Prepared for Accel · Nov 2025' somewhere under the tagline",
    "under the tagline on slide 1 add 'Prepared for Accel · Nov 2025'",
  ])("%j puts it under the cover's tagline", async (message) => {
    const { operations } = await ask(message);
    expect(operations).toMatchObject([
      { slideId: "s1", body: { fields: { date: "Prepared for Accel · Nov 2025" } } },
    ]);
  });

  it("stands in for a slide's open questions when the founder says so", async () => {
    const { operations } = await ask(
      "financials — we're not sharing projections at pre-seed. replace both bracket prompts with 'Detailed model available on request'",
    );
    expect(operations).toMatchObject([{ slideId: "s11", content: "Detailed model available on request" }]);
  });
});

describe("the founder's own words for words on a slide", () => {
  it("swaps them on every slide named, and only those", async () => {
    const { operations } = await ask(
      "swap 'mid-size companies' for 'mid-market companies' on the cover and on the closing slide. leave slide 3 alone",
    );
    expect(operations.map((op) => (op.type === "updateSlide" ? op.slideId : op.type))).toEqual(["s1", "s13"]);
    expect(JSON.stringify(operations)).toContain("mid-market companies");
  });

  it("reads 'call it … instead' after the words it replaces", async () => {
    const { operations } = await ask(
      "nobody knows what 'close-management software' means. on the TAM slide call it 'financial close automation' instead",
    );
    expect(operations).toMatchObject([
      { slideId: "s5", title: "The US market for financial close automation is $12B according to Gartner" },
    ]);
  });

  it("replaces the whole line that shows the quote's figure", async () => {
    const { operations } = await ask(
      "price goes to $55/seat in january — show it as '$49/seat/mo (rising to $55 in Jan 2026)'",
    );
    expect(operations).toMatchObject([{ slideId: "s7", content: "$49/seat/mo (rising to $55 in Jan 2026)" }]);
  });

  it("writes over a placeholder named in brackets", async () => {
    const { operations } = await ask(
      "title slide: replace the [Add your name and role] placeholder with 'Seed round · Confidential'",
    );
    expect(operations).toMatchObject([
      { slideId: "s1", body: { fields: { presenter: "Seed round · Confidential" } } },
    ]);
  });
});

describe("people, and a correction of what a slide says", () => {
  it("puts a named CTO on the team slide and the founder on the closing slide only", async () => {
    const { operations } = await ask(
      "CTO is Dr. Sara Okafor (PhD Stanford) — put her name on the team slide. and on the closing slide put me: Ben Adler, CEO, ben@ledgerly.ai",
    );
    expect(operations.map((op) => (op.type === "updateSlide" ? op.slideId : op.type))).toEqual([
      "s10",
      "s13",
    ]);
    expect(JSON.stringify(operations[0])).toContain("CTO is Dr. Sara Okafor (PhD Stanford)");
    expect(operations[1]).toMatchObject({
      body: { fields: { name: "Ben Adler, CEO", email: "ben@ledgerly.ai" } },
    });
  });

  it("puts the cofounder who presents on the cover", async () => {
    const { operations } = await ask(
      "my cofounder Idris Bello (COO) is presenting this version, put his name + title on the first slide",
    );
    expect(operations).toMatchObject([
      { slideId: "s1", body: { fields: { presenter: "Idris Bello, COO" } } },
    ]);
  });

  it("reads 'our CEO isnt ex-Stripe, it was Adyen' as the words to change", async () => {
    const { operations } = await ask(
      "our CEO isnt ex-Stripe, it was Adyen (2017–2022). team slide is wrong, pls fix",
    );
    expect(operations).toMatchObject([
      { slideId: "s10", content: expect.stringMatching(/^Our CEO is ex-Adyen and/u) },
    ]);
  });
});
