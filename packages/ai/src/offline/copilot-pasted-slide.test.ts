import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { parsePastedSlide } from "./copilot-pasted-slide.ts";

describe("a new slide over lines pasted from a tool", () => {
  it("makes a point of each pasted line, placed last when it is for the appendix", async () => {
    const { operations } = await askCopilot(
      "new slide w/ SaaS metrics for the appendix:\nCAC $4.3k\nLTV $41k\nLTV:CAC 9.5x\nNRR 116%\nlogo churn <1%/mo",
    );
    expect(operations).toMatchObject([
      {
        type: "createSlide",
        title: "SaaS metrics",
        content: "CAC $4.3k\nLTV $41k\nLTV:CAC 9.5x\nNRR 116%\nLogo churn <1%/mo",
        position: 13,
      },
    ]);
  });

  it("reads a pasted table's rows with its header's words", async () => {
    const { operations } = await askCopilot(
      "pipeline slide pls, straight from salesforce:\nStage | # | ARR\nDiscovery | 31 | $240k\nTrial | 11 | $92k\nCommit | 3 | $27k",
    );
    expect(operations).toMatchObject([
      {
        type: "createSlide",
        title: "Pipeline",
        content: "Discovery: 31 · $240k ARR\nTrial: 11 · $92k ARR\nCommit: 3 · $27k ARR",
      },
    ]);
  });

  it("is no new slide when the head names a slide the deck has", () => {
    expect(parsePastedSlide("contact info for the end slide:\nname - Hannah\nemail - h@x.co")).toBeNull();
    expect(parsePastedSlide("traction slide:\n45 customers\n$24k MRR")).toBeNull();
  });
});

describe("points listed in one line", () => {
  it("adds each of '(a) … (b) …' to the slide named, without the request after", async () => {
    const { operations } = await askCopilot(
      "two things for timing slide: (a) FedNow launched july 2023 → instant settlement data (b) 70%+ of mid-market now on cloud ERPs per our research. bullets under the existing line",
    );
    expect(operations).toMatchObject([
      {
        slideId: "s4",
        content:
          "Since 2023, open banking APIs make real-time data available for the first time\nFedNow launched july 2023 → instant settlement data\n70%+ of mid-market now on cloud ERPs per our research",
      },
    ]);
  });

  it("makes the slide 'we don't have … add one:' names, with its points", async () => {
    const { operations } = await askCopilot(
      "we don't have a distribution slide at all. add one: NetSuite solution partners (6 signed), outbound to controllers, ~40% of pipeline from partners",
    );
    expect(operations).toMatchObject([{ type: "createSlide", title: "Distribution" }]);
  });
});

describe("a request of several the offline engine cannot do", () => {
  it("is said not done, never passed over in silence", async () => {
    const { reply, operations } = await askCopilot(
      "shorten slide 4 and then make the team slide sound like shipped stuff",
    );
    expect(operations).toMatchObject([{ slideId: "s4" }]);
    expect(reply).toContain('Not done: "make the team slide sound like shipped stuff"');
  });
});
