import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { kindTitle, vagueTopic } from "./copilot-slide-kinds.ts";

const createdSlide = (result: Awaited<ReturnType<typeof askCopilot>>) => {
  const op = result.operations.find((o) => o.type === "createSlide");
  return op?.type === "createSlide" ? op : null;
};

describe("a new slide named only by its kind, in passing", () => {
  it.each([
    ["pulled win/loss from salesforce: we won 11 of our last 14 head-to-heads", "Win/loss"],
    ["4,000 controllers subscribe. that's distribution nobody else has", "Go-to-market"],
    ["add a slide telling our first-customer story", "Customer story"],
    ["the FAQs our lead keeps getting", "FAQ"],
    ["what we want to say about the weather", null],
  ])("%s → %s", (message, title) => {
    expect(kindTitle(message)).toBe(title);
  });

  it.each([
    ["that pls", true],
    ["it its own", true],
    ["fractional CFO firms (6 signed as resellers) + content/SEO", true],
    ["pricing", false],
    ["how it works in 3 steps", false],
    ["hiring plan", false],
  ])("a topic of %s is vague: %s", (topic, vague) => {
    expect(vagueTopic(topic)).toBe(vague);
  });

  it("titles the slide by its kind and puts on it the news 'that' points back to", async () => {
    const result = await askCopilot(
      "pulled win/loss from salesforce: we won 11 of our last 14 head-to-heads vs FloQast. new slide for that pls",
    );
    const slide = createdSlide(result);
    expect(slide?.title).toBe("Win/loss");
    expect(slide?.content).toBe("We won 11 of our last 14 head-to-heads vs FloQast");
    expect(result.reply).not.toMatch(/That pls/u);
  });

  it("takes the news from the sentence before 'give it its own slide'", async () => {
    const result = await askCopilot(
      "we write Month-End Memo, 4,000 controllers subscribe w/ a 38% open rate. give it its own slide, that's distribution nobody else in the space has",
    );
    const slide = createdSlide(result);
    expect(slide?.title).toBe("Go-to-market");
    expect(slide?.content).toBe("We write Month-End Memo, 4,000 controllers subscribe w/ a 38% open rate");
  });

  it("takes the points after the colon when the kind was named in the sentence before", async () => {
    const slide = createdSlide(
      await askCopilot(
        "we're totally missing GTM. new slide pls: fractional CFO firms (6 signed as resellers) + content/SEO (~40% of signups)",
      ),
    );
    expect(slide?.title).toBe("Go-to-market");
    expect(slide?.content).toBe(
      "Fractional CFO firms (6 signed as resellers)\nContent/SEO (~40% of signups)",
    );
  });

  it("makes the kind of slide a bare 'add a slide …:' names, with what follows, instead of the next missing section", async () => {
    const slide = createdSlide(
      await askCopilot(
        "add a slide telling our first-customer story: Oakridge Dental Group found a $40k duplicate payment in week one and signed an annual contract the next day",
      ),
    );
    expect(slide?.title).toBe("Customer story");
    expect(slide?.content).toContain("Oakridge Dental Group found a $40k duplicate payment");
    expect(createdSlide(await askCopilot("compose a slide"))?.title).toBe("Go-to-market");
  });

  it("makes no slide when the founder says there should be none", async () => {
    const result = await askCopilot(
      "Elena wants to see where the $2.5M goes without flipping to another slide. split it right on the raise: product/eng half, sales ~35%, the rest ops",
    );
    expect(createdSlide(result)).toBeNull();
  });
});

describe("a new slide of a kind named before the request", () => {
  it("puts a customer's quote, with who said it, on a slide of what customers say", async () => {
    const slide = createdSlide(
      await askCopilot(
        'Claude says we need social proof. make a new slide with this quote from a customer: "We closed in 4 days instead of 12." — Jen Ortiz, Controller at Brightwell Health',
      ),
    );
    expect(slide?.title).toBe("What customers say");
    expect(slide?.content).toBe(
      '"We closed in 4 days instead of 12." — Jen Ortiz, Controller at Brightwell Health',
    );
  });

  it("makes the slide 'add one:' stands for, with the points after it", async () => {
    const slide = createdSlide(
      await askCopilot(
        "ChatGPT's ideal structure has a Milestones slide. add one: launched Jan 2024, first paying customer Mar 2024, 32 customers today",
      ),
    );
    expect(slide?.title).toBe("Milestones");
    expect(slide?.content).toBe("Launched Jan 2024\nFirst paying customer Mar 2024\n32 customers today");
  });
});
