import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { shorthandNews, withoutHeadQualifier } from "./copilot-shorthand.ts";

describe("metrics typed in shorthand", () => {
  it.each([
    ["custs 38 mrr 20.4k growth same", "traction: 38 customers, 20.4k MRR"],
    ["new logo signed brightwater health 🙌 thats 33 now. traction pls", "traction: 33 customers"],
    [
      "MRR on slide 8 is a bit off 😬 the real number is 17.4k, the 18k had a one-time setup fee in it",
      "traction: MRR is 17.4k",
    ],
    ["47 paying, $23.4k mrr, 13% mom", "traction: 47 customers, $23.4k MRR, 13% MoM"],
    ["custs 40, growth 12%", "traction: 40 customers, 12% MoM"],
  ])("%j reads as %j", (message, news) => {
    expect(shorthandNews(message)).toBe(news);
  });

  it.each([
    "new milestone for the money: 120 customers and $1.2M ARR in 20 months",
    'pasting what our angel emailed: "32 customers on $18k MRR is ~$560 a customer"',
    "how many customers do we need for $100k MRR?",
    "we hired 3 engineers",
  ])("%j is not shorthand", (message) => {
    expect(shorthandNews(message)).toBeNull();
  });

  it("puts each figure on the card it measures", async () => {
    const result = await askCopilot("custs 38 mrr 20.4k growth same");
    const op = result.operations[0];
    expect(op?.type === "updateSlide" && op.slideId).toBe("s8");
    expect(JSON.stringify(op)).toContain('"value":"38","label":"paying customers"');
    expect(JSON.stringify(op)).toContain('"value":"$20.4k","label":"MRR"');
  });
});

describe("a slide's name with a qualifier before its news", () => {
  it.each([
    ["traction numbers as of today → 47 paying", "traction → 47 paying"],
    ["market update: TAM is $14B", "market : TAM is $14B"],
    ["traction as of monday: 40 customers", "traction : 40 customers"],
  ])("%j is headed by the slide alone", (message, headed) => {
    expect(withoutHeadQualifier(message)).toBe(headed);
  });

  it.each(["our numbers as of today: 40 customers", "as of today: 40 customers"])(
    "%j names no slide, and is left as it is",
    (message) => {
      expect(withoutHeadQualifier(message)).toBe(message);
    },
  );

  it("updates every card the news measures, growth included", async () => {
    const result = await askCopilot(
      "traction numbers as of today → 47 paying, $23.4k mrr, 13% mom (avg of last 3 months)",
    );
    const op = result.operations[0];
    expect(result.operations).toHaveLength(1);
    expect(op?.type === "updateSlide" && op.slideId).toBe("s8");
    expect(op?.type === "updateSlide" && op.title).toBe("47 paying customers, $23.4k MRR, growing 13% MoM");
  });
});

describe("burn, runway and a revenue plan for the financials slide", () => {
  it("answers both open questions with the founder's figures, however they are said", async () => {
    const result = await askCopilot(
      "ok so my cfo friend helped me w/ the model → rev Y1 $380k / Y2 $1.3M / Y3 $3.9M. burning ~61k a month, about 21 months of cash left. plug it into 11",
    );
    expect(result.operations).toEqual([
      {
        type: "updateSlide",
        slideId: "s11",
        content: "Revenue plan: Y1 $380k / Y2 $1.3M / Y3 $3.9M\nBurn 61k a month\n21 months of runway",
      },
    ]);
  });

  it("keeps the revenue question open when only burn and runway are given", async () => {
    const result = await askCopilot(
      "from today's call:\n- asked about burn → told them $68k/mo, 19 mo runway\ncan you put the burn + runway on financials. keep the revenue question as a placeholder",
    );
    const op = result.operations[0];
    expect(op?.type === "updateSlide" && op.content).toBe(
      "[What revenue do you expect in each of the next three years?]\nBurn $68k/mo\n19 months of runway",
    );
  });

  it.each(["how long does $2.5M last at $105k burn?", "we cut burn in half"])(
    "%j is no news for the slide",
    async (message) => {
      const result = await askCopilot(message);
      expect(result.operations.filter((op) => op.type === "updateSlide" && op.slideId === "s11")).toEqual([]);
    },
  );
});
