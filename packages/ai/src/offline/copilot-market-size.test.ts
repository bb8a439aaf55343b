import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

const samCard = async (message: string) => {
  const { operations } = await askCopilot(message);
  const body = (operations[0] as { body?: { fields: { metrics: unknown[] } } } | undefined)?.body;
  return {
    slideId: (operations[0] as { slideId?: string } | undefined)?.slideId,
    card: body?.fields.metrics[1],
  };
};

describe("a market size handed over with what it counts and its source", () => {
  it("fills the SAM card and its source from the bracket shorthand, keeping the TAM", async () => {
    const { operations } = await askCopilot(
      "[Add SAM] = $2.8B → ~35k US cos on NetSuite or Sage w/ 100–1,500 employees × ~$80k/yr close spend. [Add source] = HG Insights install data + our pricing. fill both in on the market slide",
    );
    expect(operations).toMatchObject([
      {
        slideId: "s5",
        body: {
          fields: {
            metrics: [
              { value: "$12B", source: "Gartner" },
              {
                value: "$2.8B",
                label: "SAM: ~35k US cos on NetSuite or Sage with 100–1,500 employees",
                source: "HG Insights install data + our pricing",
              },
            ],
          },
        },
      },
    ]);
  });

  it("says the card it filled as a founder reads it, not the form it was read into", async () => {
    const { reply } = await askCopilot(
      "SAM number is in: $2.6B. 31k target cos in the US, cite it as 'Ledgerly analysis, Oct 2025' — that fills the source bracket too",
    );
    expect(reply).toBe(
      'Put the card "$2.6B — SAM: 31k target cos in the US (source: Ledgerly analysis, Oct 2025)" on slide 5 (the Market slide).',
    );
  });

  it("takes the segment from the next sentence and the source from 'cite it as'", async () => {
    expect(
      await samCard(
        "SAM number is in: $2.6B. 31k target cos in the US, cite it as 'Ledgerly analysis, Oct 2025' — that fills the source bracket too",
      ),
    ).toEqual({
      slideId: "s5",
      card: { value: "$2.6B", label: "SAM: 31k target cos in the US", source: "Ledgerly analysis, Oct 2025" },
    });
  });

  it("reads 'source is …' with its brackets, and never takes 'now' for the segment", async () => {
    expect(
      await samCard(
        "SAM for the market slide: ~$1.9B = US companies with 200–2,000 employees running NetSuite or Intacct. source is our own bottom-up (Census SUSB + Oracle customer counts). replace both brackets",
      ),
    ).toMatchObject({
      card: {
        value: "$1.9B",
        label: "SAM: US companies with 200–2,000 employees running NetSuite or Intacct",
        source: "Our own bottom-up, Census SUSB + Oracle customer counts",
      },
    });
    expect(await samCard("SAM is $2.8B")).toMatchObject({
      card: { value: "$2.8B", label: "SAM: the segment you win first" },
    });
  });
});
