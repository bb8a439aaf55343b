import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";

describe("a deck adapted to a program's or competition's rules", () => {
  it("keeps a batch name like 'YC S26' in the deck's name, never 'slide 26'", async () => {
    const { operations } = await askCopilot("deck title → Ledgerly — YC S26 application");
    expect(operations).toEqual([{ type: "renameDeck", title: "Ledgerly — YC S26 application" }]);
  });

  it("leaves out why the name is wanted", async () => {
    const { operations } = await askCopilot(
      "sidebar file name should be Ledgerly_PitchNight_5min so i can find it on the day",
    );
    expect(operations).toEqual([{ type: "renameDeck", title: "Ledgerly_PitchNight_5min" }]);
  });

  it("deletes 'the 'unlike BlackLine' one' as the slide titled so, and 'the closing thank you one goes'", async () => {
    expect(
      (
        await askCopilot(
          "pitch comp rules: no naming competitors on slides. remove the 'unlike BlackLine' one entirely",
        )
      ).operations,
    ).toEqual([{ type: "deleteSlide", slideId: "s9" }]);
    expect(
      (
        await askCopilot(
          "the 5 min clock includes clicking through, every slide costs me seconds. the closing thank you one goes",
        )
      ).operations,
    ).toEqual([{ type: "deleteSlide", slideId: "s13" }]);
  });

  it("makes no slide for a change to a slide the deck does not have", async () => {
    const { operations } = await askCopilot(
      "the customer logos slide — swap Helio's logo for the new one they sent over",
    );
    expect(operations).toEqual([]);
  });

  it("moves the slide named last before 'should', to the very end", async () => {
    const { reply } = await askCopilot(
      "for the competition the ask should be the very LAST slide, after the thank you. judges stop paying attention once they see 'thank you'",
    );
    expect(reply).toBe("Moved the ask slide from position 12 to position 13.");
  });

  it("makes a quote slide placed as said, and trims the title asked in the same message", async () => {
    const { operations } = await askCopilot(
      "new slide after traction: customer quote — 'Ledgerly gave me my weekends back.' — Ana Ruiz, Controller @ Helio Dental. and trim the traction title to like 4 words",
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ slideId: "s8", title: "32 paying customers, $18k MRR" }),
        expect.objectContaining({
          type: "createSlide",
          title: "Customer quote",
          content: "'Ledgerly gave me my weekends back.' — Ana Ruiz, Controller @ Helio Dental",
          position: 8,
        }),
      ]),
    );
  });
});
