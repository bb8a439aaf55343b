import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

describe("a part of a slide to remove, unquoted", () => {
  it.each([
    "market slide: title and body are saying same thing two times. kindly remove the duplication",
    "on the traction slide, drop that line",
  ])("asks which words and never deletes the slide: %s", async (message) => {
    const { reply, operations } = await askCopilot(message);
    expect(operations).toEqual([]);
    expect(reply).toMatch(/^Which words should go from slide \d/u);
  });

  it("removes a quoted buzzword and keeps the sentence whole", async () => {
    const { operations } = await askCopilot(
      "Product slide — remove the buzzword 'AI platform', investors here in Berlin are allergic to it. write what it actually does in simple words",
    );
    expect(operations).toMatchObject([
      {
        slideId: "s6",
        content: "We build a product that matches transactions automatically and flags anomalies",
      },
    ]);
  });
});
