import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

const contentOf = (result: Awaited<ReturnType<typeof askCopilot>>, slideId: string) => {
  const op = result.operations.find((o) => o.type === "updateSlide" && o.slideId === slideId);
  return op?.type === "updateSlide" ? op.content : undefined;
};

describe("words handed over for one named slide, in shapes no other reader takes", () => {
  it.each([
    [
      "In the problem slide please to add: as per our own survey of 85 financial controllers in Germany and Austria, 71% still do the month-end close mainly in Excel",
      "s2",
      "As per our own survey of 85 financial controllers in Germany and Austria, 71% still do the month-end close mainly in Excel",
    ],
    [
      "In 'Business model' add: one-time onboarding fee of 1.500 $ and minimum 10 seats per contract",
      "s7",
      "One-time onboarding fee of 1.500 $ and minimum 10 seats per contract",
    ],
    [
      "ML dashboard numbers for the product slide: 95.6% auto-match rate on the last 500k txns, anomaly flags are 88% precise. add both",
      "s6",
      "95.6% auto-match rate on the last 500k txns, anomaly flags are 88% precise",
    ],
    [
      "The product now also does automatic accruals and intercompany elimination, launched last week only. mention these two in the product slide, rest keep same",
      "s6",
      "The product now also does automatic accruals and intercompany elimination, launched last week only",
    ],
  ])("%s", async (message, slideId, line) => {
    const result = await askCopilot(message);
    expect(result.operations).toHaveLength(1);
    expect(contentOf(result, slideId)?.split("\n").at(-1)).toBe(line);
  });

  it("never writes the request itself as a line: 'add that as a small cite'", async () => {
    const result = await askCopilot(
      "the 40 hrs on slide 2 has no source and a partner called it out. it's from our 2021 controller survey (n=74), add that as a small cite",
    );
    expect(contentOf(result, "s2") ?? "").not.toMatch(/small cite/u);
  });
});
