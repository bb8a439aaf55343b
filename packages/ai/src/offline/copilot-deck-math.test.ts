import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

describe("what the deck says, quoted", () => {
  it.each([
    "what does the deck say about our CTO's background? forgot what I wrote lol",
    "what does the people slide currently say about our CTO? double checking before the call",
  ])("%j quotes the team slide's line and changes nothing", async (message) => {
    const result = await askCopilot(message);
    expect(result.operations).toEqual([]);
    expect(result.reply).toContain('slide 10 "Team": "Our CEO is ex-Stripe and our CTO has a PhD in ML');
  });
});

describe("numbers an investor checks, worked out from the deck", () => {
  it("gives the run-rate ARR the deck's MRR implies, and changes nothing", async () => {
    const result = await askCopilot(
      "Homebrew asked for our ARR over email. going off the deck, what number do I give them?",
    );
    expect(result.operations).toEqual([]);
    expect(result.reply).toContain("$216k ARR (MRR × 12)");
  });

  it("checks customers × price against the MRR and says the seats per customer that make it add up", async () => {
    const result = await askCopilot(
      "wait 32 customers × $49 isn't anywhere near 18k?? am i missing something",
    );
    expect(result.operations).toEqual([]);
    expect(result.reply).toContain("about $563 a customer a month");
    expect(result.reply).toContain("11.5 seats a customer");
  });

  it("times the pitch at the founder's seconds a slide against the slot", async () => {
    const result = await askCopilot("if I spend ~45 sec per slide does this fit in Pear's 8 min slot?");
    expect(result.operations).toEqual([]);
    expect(result.reply).toContain("13 slides at 45 seconds each is 9.8 minutes");
    expect(result.reply).toContain("runs over an 8-minute slot");
  });

  it("estimates how long a cold read takes", async () => {
    const result = await askCopilot("rough read time if an investor skims this async in their inbox?");
    expect(result.reply).toMatch(/13 slides and about \d+ words: roughly \d minutes? to skim/u);
  });

  it("asked to add the ARR, it gives advice instead of a sum", async () => {
    expect((await askCopilot("add our ARR to the traction slide")).reply).not.toContain("× 12");
  });
});
