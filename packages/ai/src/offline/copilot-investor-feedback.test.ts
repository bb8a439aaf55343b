import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

describe("requests relaying what investors said", () => {
  it("answers whether the deck mentions a topic, changing nothing", async () => {
    const { operations, reply } = await askCopilot(
      "the associate kept asking about churn and i froze. is churn anywhere in this deck at all? dont change anything",
    );
    expect(operations).toEqual([]);
    expect(reply).toMatch(/^No slide mentions churn yet/u);
    expect((await askCopilot("does the deck mention open banking?")).reply).toMatch(
      /^Open banking comes up on slide 4/u,
    );
  });

  it("does to both slides what 'both' asks, named or numbered in the remark before", async () => {
    const tightened = await askCopilot(
      "amplify associate called both the timing slide and the market slide 'fluffy'. tighten both, keep every stat",
    );
    expect(tightened.reply).toMatch(
      /^1\. Shortened slide 4 "Why now"[^\n]*\n2\. Slide 5 \(the Market slide\)/u,
    );
    const deleted = await askCopilot(
      "localglobe partner flipped straight past 6 and 11 without reading either. delete both",
    );
    expect(deleted.operations).toEqual([
      { type: "deleteSlide", slideId: "s6" },
      { type: "deleteSlide", slideId: "s11" },
    ]);
  });

  it("shortens a sentence before its trailing phrase, never to a fragment like 'Since 2023'", async () => {
    const { operations } = await askCopilot("shorten slide 4");
    expect(operations).toMatchObject([
      { slideId: "s4", content: "Since 2023, open banking APIs make real-time data available" },
    ]);
  });

  it("renames the deck to the name quoted before 'rename the deck to that'", async () => {
    const { operations } = await askCopilot(
      "Amplify asked us to resend it titled exactly 'Ledgerly — Seed Round (Revised)'. rename the deck to that",
    );
    expect(operations).toEqual([{ type: "renameDeck", title: "Ledgerly — Seed Round (Revised)" }]);
  });

  it("moves the slide the sentence with 'should' names, not one the remark before it names", async () => {
    const { reply } = await askCopilot(
      "nfx associate asked 'who else does this' while we were still on the product slide. competition should come right after product",
    );
    expect(reply).toBe("Moved the Competition slide from position 9 to position 7.");
  });

  it("fills the SAM from a worked-out chain, and an ACV the founder gives is no question about it", async () => {
    const { operations } = await askCopilot(
      "CRV partner: 'everyone has the Gartner number, what's YOURS.' ok here's ours — SAM ≈ 28k US cos on NetSuite or Sage Intacct × $7.2k ACV ≈ $200M. source: Ledgerly analysis of NetSuite/Intacct install base. fill in the SAM line",
    );
    expect(operations).toMatchObject([
      {
        slideId: "s5",
        body: {
          fields: {
            metrics: [
              { value: "$12B" },
              {
                value: "$200M",
                label: "SAM: 28k US cos on NetSuite or Sage Intacct",
                source: "Ledgerly analysis of NetSuite/Intacct install base",
              },
            ],
          },
        },
      },
    ]);
  });

  it("never moves a slide that 'stays up' during Q&A", async () => {
    const { operations } = await askCopilot(
      "slide 13 stays up for ~5 min of Q&A at demo day tmrw. put our best stat on it (32 teams closing in days) so ppl have something to look at",
    );
    expect(operations.filter((op) => op.type === "reorderSlides")).toEqual([]);
  });

  it("names a slide 'that lays out that path' after the path the rejection named, acronyms kept", async () => {
    const { operations } = await askCopilot(
      "Susa's rejection: 'We'd want to see a clearer path to $10M ARR before leading.' can you add a slide that lays out that path — placeholders are fine, I'll fill numbers in",
    );
    expect(operations).toMatchObject([
      {
        type: "createSlide",
        title: "Path to $10M ARR",
        content: expect.stringContaining("[Add the key point about path to $10M ARR]"),
      },
    ]);
  });
});
