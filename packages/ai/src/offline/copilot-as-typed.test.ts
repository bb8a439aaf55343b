import { describe, expect, it } from "vitest";
import { asTyped } from "./copilot-as-typed.ts";
import { askCopilot } from "./copilot.fixture.ts";

describe("a message as a founder would have typed it", () => {
  it.each([
    [
      "okay so update traction we're at forty seven paying customers now and m r r is twenty six k period growth is still around fifteen percent",
      "okay so update traction we're at 47 paying customers now and MRR is 26k. growth is still around 15%",
    ],
    ["slide twelve use of funds forty percent engineering", "slide 12 use of funds 40% engineering"],
    ["so yeah slides number four and number nine both gone please", "so yeah slides number 4 and number 9 both gone please"],
    ["last slide the email is maya at ledgerly dot ai", "last slide the email is maya@ledgerly.ai"],
    ["is fifteen percent month over month good question mark", "is 15% month over month good?"],
    ["on the mote slide add that we're a third of the price", "on the moat slide add that we're a third of the price"],
    ["s8 numbers as of this AM", "slide 8 numbers as of this AM"],
    ["rm s2, s4 — I open straight on the solution", "delete slide 2, slide 4 — I open straight on the solution"],
    ["public demo-day upload: #8 + #11 have to go", "public demo-day upload: #8 + slide 11 have to go"],
    ["12: lead is confirmed", "slide 12: lead is confirmed"],
    ["burn for 11: $82k gross", "burn for slide 11: $82k gross"],
    ["fyi it's 368 seats — add it to 8", "fyi it's 368 seats — add it to slide 8"],
  ])("%j reads as %j", (message, typed) => {
    expect(asTyped(message)).toBe(typed);
  });

  it.each([
    "the one right after the problem needs to be more specific",
    "make it two bullets",
    "the payback period is 9 months",
    "great news we just signed customer #40!! pls update the deck",
    "make the market slide #3 — the YC folks want to see size early",
    "launched on Product Hunt, #2 product of the day",
    "say 'forty seven percent, period.' on the cover",
  ])("leaves %j as it is", (message) => {
    expect(asTyped(message)).toBe(message);
  });

  it("carries out a dictated figure update on the slide it names", async () => {
    const { operations } = await askCopilot(
      "slide eight um we now have forty seven paying customers period",
    );
    expect(operations).toEqual([expect.objectContaining({ type: "updateSlide", slideId: "s8" })]);
    expect(JSON.stringify(operations)).toContain("47");
  });
});
