import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { plainly } from "./copilot-plain.ts";

describe("plain words", () => {
  it.each([
    [
      "32 paying customers, $18k MRR, growing 15% MoM",
      "32 paying customers, $18k monthly recurring revenue, growing 15% month over month",
    ],
    [
      "Our CEO is ex-Stripe and our CTO has a PhD in ML",
      "Our CEO is formerly of Stripe and our CTO has a PhD in machine learning",
    ],
    [
      "We leverage real-time bank data to streamline the close",
      "We use live bank data to simplify the close",
    ],
    [
      "A seamless, end-to-end platform that enables teams to close faster",
      "A platform that lets teams close faster",
    ],
    [
      "We are not a consultancy and we do not resell software",
      "We're not a consultancy and we don't resell software",
    ],
  ])("%j → %j", (line, plain) => {
    expect(plainly(line)).toBe(plain);
  });

  it("leaves a gap to fill and a cited figure as they are", () => {
    expect(plainly("[Add SAM] The segment you win first ([Add source])")).toBe(
      "[Add SAM] The segment you win first ([Add source])",
    );
    expect(plainly("$12B US market (Gartner)")).toBe("$12B US market (Gartner)");
  });
});

describe("asked for in a founder's words", () => {
  it.each([
    ["team slide too stiff make it sound like humans", "s10"],
    ["explain the team slide in plain english for a non-tech angel", "s10"],
    ["slide 6 is too jargony", "s6"],
  ])("%j puts that slide in plain words", async (message, id) => {
    const result = await askCopilot(message);
    expect(result.operations.map((op) => ("slideId" in op ? op.slideId : op.type))).toEqual([id]);
    expect(result.reply).toMatch(/plainer/u);
  });
});

describe("a tone for the slides numbered right after the verb", () => {
  it("'tone down 4 and 5' and 'make 4 n 7 punchier' answer for exactly those slides", async () => {
    const toned = await askCopilot("tone down 4 and 5. measured language, keep all the facts");
    expect(toned.reply).toMatch(/^Slide 4 "Why now"[^\n]*\nSlide 5 \(the Market slide\)/u);
    const punchier = await askCopilot("make 4 n 7 punchier");
    expect(punchier.reply).toMatch(/^Made slide 4 "Why now" punchier[^\n]*\nSlide 7 "Business model"/u);
  });
});
