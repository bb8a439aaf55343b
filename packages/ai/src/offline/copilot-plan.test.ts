import { describe, expect, it } from "vitest";
import type { DeckContext } from "../engine.ts";
import { saasBrief } from "./briefs.fixture.ts";
import { offlineChat } from "./copilot.ts";
import { applyLocally, splitRequests } from "./copilot-plan.ts";
import { draftOfflineDeck } from "./draft-deck.ts";

const deck = (): DeckContext => ({
  title: saasBrief.title,
  slides: draftOfflineDeck(saasBrief).map((s, i) => ({ id: `s${i + 1}`, ...s })),
});

describe("splitting a message into requests", () => {
  it.each([
    ["add a pricing slide and move team to the end", ["add a pricing slide", "move team to the end"]],
    ["shorten slide 2; delete slide 5", ["shorten slide 2", "delete slide 5"]],
    ["Shorten slide 3. Then rename the deck to Acme", ["Shorten slide 3.", "rename the deck to Acme"]],
    ["swap slides 2 and 3", ["swap slides 2 and 3"]],
    ["kill slides 3 and 6, too much overlap", ["kill slide 6", "kill slide 3, too much overlap"]],
    [
      "delete the why now + market slides, I'll redo them",
      ["delete the why now slide", "delete market slide"],
    ],
    // A list of slides: one request each, deletions from the last so each number means the slide shown.
    ["drop slides 11 and 13", ["drop slide 13", "drop slide 11"]],
    ["shorten slides 2, 3 and 8", ["shorten slide 2", "shorten slide 3", "shorten slide 8"]],
    [
      "Add a competition slide comparing us to Weave and Dental Intelligence",
      ["Add a competition slide comparing us to Weave and Dental Intelligence"],
    ],
    ["Our price is $49. Add it to a pricing slide", ["Our price is $49.", "Add it to a pricing slide"]],
    [
      "we hit 40 custs, update traction. also the ask should say reach $150k MRR",
      ["we hit 40 custs, update traction.", "the ask should say reach $150k MRR"],
    ],
  ])("%s", (message, parts) => {
    expect(splitRequests(message)).toEqual(parts);
  });
});

describe("several requests in one message", () => {
  it("keeps a layout's new fields: traction's cards and the ask's milestone both land", async () => {
    const original = deck();
    const result = await offlineChat({
      message: "we hit 40 custs and $22k mrr, update traction. also the ask should say reach $150k MRR now",
      history: [],
      deck: original,
      brief: saasBrief,
    });
    const final = applyLocally(original, result.operations);
    expect(final.slides[7]?.body).toMatchObject({
      fields: { metrics: [{ value: "40" }, { value: "$22k" }, { value: "15%" }] },
    });
    expect(final.slides[7]?.title).toBe("40 paying customers, $22k MRR, growing 15% MoM");
    expect(final.slides[11]?.body).toMatchObject({
      fields: { amount: "$2.5M", milestones: "Reach $150k MRR" },
    });
    expect(final.slides[11]?.title).toBe("Raising a $2.5M seed round to reach $150k MRR");
  });

  it('"add a pricing slide and move team to the end": both done, in an order the server can apply', async () => {
    const original = deck();
    const result = await offlineChat({
      message: "add a pricing slide and move team to the end",
      history: [],
      deck: original,
      brief: saasBrief,
    });
    expect(result.operations.map((op) => op.type)).toEqual(["reorderSlides", "createSlide"]);
    const final = applyLocally(original, result.operations);
    expect(final.slides.at(-1)?.title).toBe("Team");
    expect(final.slides.some((slide) => slide.title.includes("Pricing"))).toBe(true);
    expect(final.slides).toHaveLength(14);
    expect(result.reply).toMatch(/^1\. Added slide "Pricing".*\n2\. Moved/su);
  });

  it("the second request sees the first's result: delete slide 2 then shorten slide 2 shortens the old slide 3", async () => {
    const original = deck();
    const result = await offlineChat({
      message: "delete slide 2, then shorten slide 2",
      history: [],
      deck: original,
      brief: saasBrief,
    });
    expect(result.operations[0]).toEqual({ type: "deleteSlide", slideId: "s2" });
    const update = result.operations.find((op) => op.type === "updateSlide");
    expect(update).toMatchObject({ slideId: "s3" });
  });
});

describe("moves said the way founders say them", () => {
  const order = async (message: string) => {
    const original = deck();
    const result = await offlineChat({ message, history: [], deck: original, brief: saasBrief });
    return applyLocally(original, result.operations).slides.map((slide) => slide.id);
  };

  it("'should come after traction, not before' moves it after Traction", async () => {
    const ids = await order("the business model slide should come after traction, not before");
    expect(ids.indexOf("s7")).toBe(ids.indexOf("s8") + 1);
  });

  it("'put product as slide 3' moves Product, not slide 3", async () => {
    expect((await order("put product as slide 3"))[2]).toBe("s6");
  });
});
