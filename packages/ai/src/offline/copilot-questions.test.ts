import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

const ask = askCopilot;

describe("questions answered from the deck, changing nothing", () => {
  it.each([
    [
      "at $49/seat how many seats do we need for the 100k MRR in the ask",
      /\$100k MRR ÷ \$49 .* 2,041 seats/u,
    ],
    ["$18k MRR at $49/seat — roughly how many seats is that?", /≈ 367 seats/u],
    ["whats 15% MoM compounded over a year? roughly", /5\.35×/u],
    ["15% MoM — is that good for seed stage b2b saas or just ok? be real", /15% MoM growth is strong/u],
    [
      "is there anything in here about churn or retention? investors always ask",
      /No slide mentions churn or retention/u,
    ],
    ["which slide covers open banking again", /Open banking comes up on slide 4 "Why now"/u],
    [
      "quick sanity check — the cover, solution and thank you slides all use the same tagline. is that bad?",
      /is on slide 1 "Ledgerly", slide 3 "Solution", slide 13 "Thank you"/u,
    ],
    [
      "if someone only read my slide titles, would the story hold up? dont change anything",
      /1\. Ledgerly\n2\. /u,
    ],
    ["how many slides still have [brackets] in them? just give me a count", /^4 slides have placeholders/u],
    ["is 13 slides too many for a 5 minute pitch slot?", /too many for 5 minutes/u],
    ["7 min slot in Warsaw — this deck fit or is too long?", /too many for 7 minutes/u],
    ["is this deck too long?", /^The deck has 13 slides\. At about a minute a slide/u],
    [
      "meeting tomorrow is 30 min and the partner said 'keep the deck part to 10 min'. am I over? just tell me",
      /too many for 10 minutes/u,
    ],
    [
      "how many seats does our avg customer have, going off the deck numbers?",
      /about 11\.5 seats a customer/u,
    ],
    ["is the why now slide convincing? it feels thin to me", /Slide 4 "Why now" makes its case in one line/u],
    [
      "if we keep 15% mom, what's our MRR in 6 months?",
      /\$18k MRR growing 15% a month is about \$42k MRR in 6 months/u,
    ],
    ["how many months does $2.5M last at $120k/mo burn?", /lasts about 20\.8 months/u],
    [
      "does the ask say how long the $2.5M lasts us?",
      /^No: slide 12 \(the ask slide\) doesn't say how many months/u,
    ],
    ["quick q whats slide 9 called right now", /Slide 9 is called "Unlike BlackLine, we set up in a day"/u],
    [
      "quick math: avg customer 10 seats, 2% monthly churn — whats LTV at $49/seat?",
      /\$490 a month; ÷ 2% monthly churn = about \$24,500 LTV/u,
    ],
    [
      "does the deck ever say WHO the buyer is (like job title)?",
      /finance teams at mid-size companies[^]*never names the person who signs/u,
    ],
    [
      "if a VC asks 'why won't BlackLine just build this', does anything in the deck answer that?",
      /BlackLine comes up on slide 9/u,
    ],
    ["what would a series A investor say is missing from traction?", /nothing on retention/u],
    [
      "3 min speed-dating round w/ investors — can i realistically get through this whole deck?",
      /too many for 3 minutes/u,
    ],
  ])("%j", async (message, answer) => {
    const result = await ask(message);
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(answer);
  });

  it("shows an edit asked for with 'no edits' without making it", async () => {
    const result = await ask("should i just merge solution and product? advice only, dont edit");
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(/only what I would do[^]*Merged slide 6 "Product" into slide 3 "Solution"/u);
  });
});
