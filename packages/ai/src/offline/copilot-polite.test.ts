import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { fromPoliteAsk } from "./copilot-polite.ts";

describe("a request asked as a polite question, or wrapped in apologies", () => {
  it.each([
    [
      "sorry if this is a dumb question but can we add a source to the 40 hours stat?",
      "add a source to the 40 hours stat.",
    ],
    [
      "the headline feels a little aggressive. could you maybe soften it a bit",
      "the headline feels a little aggressive. soften it a bit",
    ],
    [
      "is that title too long? could you shorten it a bit if it makes sense",
      "is that title too long? shorten it a bit",
    ],
    [
      "Is it ok if the business model slide also mentions we offer annual plans?",
      "the business model slide should also mention we offer annual plans.",
    ],
    [
      "would it maybe make sense to add to the why now slide that AI matching got cheap?",
      "add to the why now slide that AI matching got cheap.",
    ],
    [
      "I was thinking perhaps traction should also mention our NRR, it's 118%.",
      "traction should also mention our NRR, it's 118%.",
    ],
    // A question that asks for an answer stays one.
    ["can you tell me what our price is?", "can you tell me what our price is?"],
  ])("%s", (asked, request) => {
    expect(fromPoliteAsk(asked)).toBe(request);
  });

  it("does what the polite question asks", async () => {
    const result = await askCopilot(
      "Is it ok if the business model slide also mentions we offer annual plans with 2 months free? I think that's a plus but not sure",
    );
    const op = result.operations[0];
    expect(op?.type === "updateSlide" && op.slideId === "s7" && op.content).toBe(
      "We charge $49 per seat per month\nWe offer annual plans with 2 months free",
    );
  });
});

describe("the slide a request points at by what it says", () => {
  it("shortens the title of the slide that says the words, not another", async () => {
    const result = await askCopilot(
      "hmm the slide that says accountants waste 40 hours a month reconciling spreadsheets by hand — is that title maybe too long? could you shorten it a bit if it makes sense",
    );
    expect(result.operations).toMatchObject([{ type: "updateSlide", slideId: "s2" }]);
  });

  it("deletes the slide called a slide when 'kill it' follows two slides named", async () => {
    const result = await askCopilot(
      "ChatGPT says 'Thank you' slides are wasted space and you should end on the ask. agreed, kill it",
    );
    expect(result.operations).toEqual([{ type: "deleteSlide", slideId: "s13" }]);
  });

  it("asks rather than guess which of two slides 'kill it' means", async () => {
    const result = await askCopilot("the market number and the ask don't match. kill it");
    expect(result.operations).toEqual([]);
  });
});

describe("news, then a polite request to update 'that slide'", () => {
  it("sets the new price, the one before 'not'", async () => {
    const result = await askCopilot(
      "So we actually changed our pricing last week 😅 it's $59 per seat per month now, not $49. Could you update that slide?",
    );
    expect(result.operations).toMatchObject([
      { type: "updateSlide", slideId: "s7", content: "We charge $59 per seat per month" },
    ]);
  });
});

describe("'cut it' after quoted words", () => {
  it("cuts the quoted words from the slide, never the slide", async () => {
    const result = await askCopilot("why now: 'for the first time' is filler. cut it");
    expect(result.operations).toMatchObject([
      {
        type: "updateSlide",
        slideId: "s4",
        content: "Since 2023, open banking APIs make real-time data available",
      },
    ]);
  });

  it("still deletes a slide named in quotes", async () => {
    const result = await askCopilot("Your 'Solution' slide is a copy-paste of your cover. Kill it");
    expect(result.operations).toEqual([{ type: "deleteSlide", slideId: "s3" }]);
  });
});
