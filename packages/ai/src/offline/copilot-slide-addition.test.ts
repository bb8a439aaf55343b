import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

/** The slide's content after the answer, by id. */
async function contentAfter(message: string, id: string): Promise<string | undefined> {
  const op = (await askCopilot(message)).operations.find((o) => o.type === "updateSlide" && o.slideId === id);
  return op?.type === "updateSlide" ? op.content : undefined;
}

describe("facts for the slide a message names, around a remark", () => {
  it.each([
    [
      "the unit economics slide is just a price lol. add gross margin: 81%, hosting + LLM cost runs about $9/seat/mo",
      "s7",
      "We charge $49 per seat per month\nGross margin: 81%\nHosting + LLM cost runs about $9/seat/mo",
    ],
    [
      "she WILL grill unit economics. on the how-we-make-money slide add 81% gross margin and that we've never discounted a deal",
      "s7",
      "We charge $49 per seat per month\n81% gross margin; we've never discounted a deal",
    ],
    [
      "the people slide looks bare. add advisors: Priya Nair (ex-CFO, Gusto), Tom Reyes (partner, Deloitte)",
      "s10",
      "Our CEO is ex-Stripe and our CTO has a PhD in ML with 10 years in fintech\nPriya Nair (ex-CFO, Gusto)\nTom Reyes (partner, Deloitte)",
    ],
    [
      "biz model fyi — no setup fee, month-to-month, cancel anytime. every investor asks so put it on the slide",
      "s7",
      "We charge $49 per seat per month\nNo setup fee\nMonth-to-month\nCancel anytime",
    ],
  ])("%j", async (message, id, content) => {
    expect(await contentAfter(message, id)).toBe(content);
  });

  it.each([
    "my cofounder read the market slide and said 'so what'. add a line on why this market is ours to take",
    "add our new hire to the team slide",
    "put product as slide 3",
  ])("%j adds no line to any slide", async (message) => {
    const result = await askCopilot(message);
    expect(result.operations.filter((op) => op.type === "updateSlide" && op.content !== undefined)).toEqual(
      [],
    );
  });
});
