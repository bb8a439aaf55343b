import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { parseSplitBullets } from "./copilot-split-bullets.ts";

const contentOf = async (message: string) => {
  const { operations } = await askCopilot(message);
  expect(operations).toHaveLength(1);
  const [op] = operations;
  if (op?.type !== "updateSlide") throw new Error(JSON.stringify(operations));
  return { slideId: op.slideId, lines: op.content?.split("\n") };
};

describe("a slide's sentence split into bullets", () => {
  it("cuts where a new subject starts: one bullet per founder", async () => {
    expect(await contentOf("slide 10 is one run-on sentence. one bullet per founder please")).toEqual({
      slideId: "s10",
      lines: ["Our CEO is ex-Stripe", "Our CTO has a PhD in ML with 10 years in fintech"],
    });
  });

  it("gives each thing the product does a bullet, and the founder's labels lead the bullet they name", async () => {
    expect(await contentOf("split slide 6 into bullets")).toMatchObject({
      lines: ["We build an AI platform", "Matches transactions automatically", "Flags anomalies"],
    });
    expect(
      await contentOf(
        "slide 6 put into 3 bullets: match, flag, close. more structured, now it is one long sentence",
      ),
    ).toMatchObject({
      lines: [
        "We build an AI platform",
        "Match: matches transactions automatically",
        "Flag: flags anomalies",
        "Close: [Add what close means]",
      ],
    });
  });

  it("never cuts inside a clause, and leaves gaps for points the slide does not have", async () => {
    const { lines } = await contentOf("why now has only one line... elaborate it into 3 bullets please");
    expect(lines).toEqual([
      "Since 2023, open banking APIs make real-time data available for the first time",
      "[Add another point from your own facts]",
      "[Add another point from your own facts]",
    ]);
    const { reply, operations } = await askCopilot("split slide 4 into bullets");
    expect(operations).toEqual([]);
    expect(reply).toMatch(/no sentence with two points/u);
  });

  it("leaves 'turn slide 8 into bullets' to the layout change", () => {
    expect(parseSplitBullets("turn slide 8 into bullets")).toBeNull();
    expect(parseSplitBullets("add 3 bullets about hiring to slide 7")).toBeNull();
  });
});
