import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { fromSpeaker } from "./copilot-speaker.ts";

describe("a teammate's message, read as the request in it", () => {
  it.each([
    [
      "Sam: kill slide 9. a one-row comparison hurts more than it helps",
      "kill slide 9. a one-row comparison hurts more than it helps",
    ],
    ["dev here. product should say SOC 2 Type I done", "product should say SOC 2 Type I done"],
    ["per Sam's note: price is $55/seat now", "price is $55/seat now"],
    ["Theo wants use of funds as its own slide", "I want use of funds as its own slide"],
    ["Maya thinks we need a section divider", "I think we need a section divider"],
    // A slide's name heading the message is no person.
    ["Traction: 41 customers", "Traction: 41 customers"],
    ["Pricing — $55/seat now", "Pricing — $55/seat now"],
    // A metric heading a fact is no teammate either.
    ["Churn: under 1% monthly. add it to traction", "Churn: under 1% monthly. add it to traction"],
  ])("%j → %j", (said, meant) => {
    expect(fromSpeaker(said)).toBe(meant);
  });

  it("carries out what the teammate asked", async () => {
    expect(
      (await askCopilot("Sam: kill slide 9. a one-row comparison hurts more than it helps")).operations,
    ).toEqual([{ type: "deleteSlide", slideId: "s9" }]);
    const both = await askCopilot(
      "dev here. product should say SOC 2 Type I done (aug). and team slide: we're 7 ppl now, 5 in eng",
    );
    expect(both.operations.map((op) => (op.type === "updateSlide" ? op.slideId : op.type))).toEqual([
      "s6",
      "s10",
    ]);
    const funds = await askCopilot(
      "Theo wants use of funds as its own slide right after the ask: 55% eng / 30% sales / 15% G&A",
    );
    expect(funds.operations).toMatchObject([
      { type: "createSlide", title: "Use of funds", content: "55% eng\n30% sales\n15% G&A", position: 12 },
    ]);
    const steps = await askCopilot(
      "Dev wants an architecture slide: connectors → normalization layer → matching engine → exception review queue. diagram-ish bullets are fine",
    );
    expect(steps.operations).toMatchObject([
      {
        title: "Architecture",
        content: "Connectors\nNormalization layer\nMatching engine\nException review queue",
      },
    ]);
  });
});

describe("deletes with the reason after them", () => {
  it.each([
    ["remove Why now. Dev's point is nobody's ever asked about timing", "s4"],
    ["drop the Market slide — Theo found the gartner $12B is global, not US", "s5"],
    ["delete financials for now (Theo's model isn't ready)", "s11"],
  ])("%j deletes that slide", async (message, slideId) => {
    expect((await askCopilot(message)).operations).toEqual([{ type: "deleteSlide", slideId }]);
  });

  it("adds a quoted line to the ask as well, in its notes as the layout has no place for it", async () => {
    const { reply, operations } = await askCopilot(
      "delete financials for now (Theo's model isn't ready) and add a line to the ask: 'detailed financials available on request'",
    );
    expect(operations).toMatchObject([
      { type: "deleteSlide", slideId: "s11" },
      { type: "updateSlide", slideId: "s12" },
    ]);
    expect(reply).toMatch(/"detailed financials available on request" is in its speaker notes/u);
  });

  it("counts against '12 slides max' without cutting", async () => {
    const { reply, operations } = await askCopilot(
      "Maya's rule is 12 slides max for a first meeting. are we over? don't cut anything yet",
    );
    expect(operations).toEqual([]);
    expect(reply).toMatch(/^The deck has 13 slides, 1 over the 12-slide cap/u);
  });
});

describe("a teammate named Sam is not the SAM", () => {
  it("sets the price on Business model and adds the rival column ('two from Sam: …')", async () => {
    const { operations } = await askCopilot(
      "two from Sam: price is $55/seat now, and competition needs FloQast on it — we lose way more deals to them than to blackline",
    );
    expect(operations).toMatchObject([
      { type: "updateSlide", slideId: "s7", content: "We charge $55 per seat per month" },
      {
        type: "updateSlide",
        slideId: "s9",
        body: { fields: { columns: ["Ledgerly", "BlackLine", "FloQast"] } },
      },
    ]);
  });

  it("fills the SAM card, never the TAM beside it", async () => {
    const { operations } = await askCopilot("SAM is $2B now");
    expect(operations).toMatchObject([
      {
        slideId: "s5",
        body: {
          fields: {
            metrics: [{ value: "$12B" }, { value: "$2B", label: "The segment you win first" }],
          },
        },
      },
    ]);
  });
});

describe("growth questions", () => {
  it("answers when MRR crosses a target at a monthly rate, and changes nothing", async () => {
    const { reply, operations } = await askCopilot(
      "Theo's math check: 18k compounding at 15%/mo — when do we cross 100k? roughly is fine",
    );
    expect(operations).toEqual([]);
    expect(reply).toMatch(/^At 15% a month, \$18k MRR crosses \$100k in about 13 months/u);
  });
});

describe("several titles at once", () => {
  it("retitles each slide by its number, and only the titles", async () => {
    const { operations } = await askCopilot(
      "Maya's title cleanup: 2 → 'Month-end is still manual', 8 → 'Traction', 9 → 'Why we win'. don't touch the bodies",
    );
    expect(operations).toEqual([
      { type: "updateSlide", slideId: "s2", title: "Month-end is still manual" },
      { type: "updateSlide", slideId: "s8", title: "Traction" },
      { type: "updateSlide", slideId: "s9", title: "Why we win" },
    ]);
  });
});
