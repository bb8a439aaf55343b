import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

describe("fixes after a rehearsal with the mock VC", () => {
  it("makes a milestones slide with its points, never moving Traction", async () => {
    const { operations } = await askCopilot(
      "question I bombed: 'what's the 18 month plan?'. milestones slide before the ask pls: Q1 SOC 2 Type I, Q2 NetSuite SuiteApp, Q4 $100k MRR",
    );
    expect(operations).toMatchObject([
      {
        type: "createSlide",
        title: "Milestones",
        content: "Q1 SOC 2 Type I\nQ2 NetSuite SuiteApp\nQ4 $100k MRR",
        position: 11,
      },
    ]);
  });

  it("names a slide of CAC, LTV and payback 'Unit economics', not 'Give them their own'", async () => {
    const { operations } = await askCopilot(
      "the mock vc kept circling back to 'do the economics work'. give them their own slide → CAC ≈ $2.1k | LTV ≈ $19k | payback 9 mo | GM 79%",
    );
    expect(operations).toMatchObject([
      {
        type: "createSlide",
        title: "Unit economics",
        content: "CAC ≈ $2.1k\nLTV ≈ $19k\nPayback 9 mo\nGM 79%",
      },
    ]);
  });

  it("renames the deck without the aside about slide 1, and from 'new deck name …: '…''", async () => {
    expect(
      (
        await askCopilot(
          "rehearsal round 2 tmrw, rename the presentation itself (leave slide 1 alone) to Ledgerly Seed Deck v3 - rehearsal fixes",
        )
      ).operations,
    ).toEqual([{ type: "renameDeck", title: "Ledgerly Seed Deck v3 - rehearsal fixes" }]);
    expect(
      (await askCopilot("new deck name so i don't mix up versions: 'Ledgerly — Seed 2025 (post-mock-VC)'"))
        .operations,
    ).toEqual([{ type: "renameDeck", title: "Ledgerly — Seed 2025 (post-mock-VC)" }]);
  });

  it("puts 'cover: Name, Role' on the cover as its presenter", async () => {
    const { operations } = await askCopilot(
      "first thing the mock investor said was 'sorry who am I talking to' 😅 cover: Priya Natarajan, Co-founder & CEO",
    );
    expect(operations).toMatchObject([
      { slideId: "s1", body: { fields: { presenter: "Priya Natarajan, Co-founder & CEO" } } },
    ]);
  });

  it("puts the list after 'put it on product:' on Product", async () => {
    const { operations } = await askCopilot(
      "it asked what we integrate with and I rattled off a list from memory. put it on product: NetSuite, QuickBooks Online, Sage Intacct, 11k+ banks via Plaid",
    );
    expect(operations).toMatchObject([
      {
        slideId: "s6",
        content: expect.stringMatching(
          /\nNetSuite, QuickBooks Online, Sage Intacct, 11k\+ banks via Plaid$/u,
        ),
      },
    ]);
  });

  it("answers whether the deck answers a quoted question, changing nothing", async () => {
    const { operations, reply } = await askCopilot("does the deck now answer 'what's your burn'? read only");
    expect(operations).toEqual([]);
    expect(reply).toContain("Financials");
  });

  it("fills the cover's name gap from 'slide 1 should say Name, Role instead of the [Add your name] thing'", async () => {
    const { operations } = await askCopilot(
      "seedcamp partner asked me halfway thru 'sorry, and you are…?' 🫠 slide 1 should say Teodora Vasquez, Co-founder & CEO instead of the [Add your name] thing",
    );
    expect(operations).toMatchObject([
      { slideId: "s1", body: { fields: { presenter: "Teodora Vasquez, Co-founder & CEO" } } },
    ]);
  });
});
