import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { fromSecondLanguage } from "./copilot-second-language.ts";

describe("a request in a founder's second language", () => {
  it.each([
    ["please to make the slide of team more strong", "please make the team slide stronger"],
    ["kindly update the traction numbers, do the needful", "please update the traction numbers, fix it"],
    ["slide no. 9 is looking very weak", "slide 9 is looking very weak"],
    [
      "add one slide of advisory board: Prof. Dr. Klaus Meier",
      "add a slide about advisory board: Prof. Dr. Klaus Meier",
    ],
    ["Löschen bitte: slide 4 and slide 7", "delete slide 4 and slide 7"],
    ["competition slide nikal do", "competition slide remove"],
    ["supprimer the market slide please", "delete the market slide please"],
  ])("reads %j as %j", (said, meant) => {
    expect(fromSecondLanguage(said)).toBe(meant);
  });

  it("carries out what the request means", async () => {
    const deleted = await askCopilot(
      "Löschen bitte: slide 4 and slide 7. it is the short version for demo day",
    );
    expect(deleted.operations).toEqual([
      { type: "deleteSlide", slideId: "s4" },
      { type: "deleteSlide", slideId: "s7" },
    ]);
    const created = await askCopilot(
      "Kindly prepare an 'Our clients' slide with logos of Halden Pharma, Norwell Steel and Pinecrest Hotels",
    );
    expect(created.operations).toMatchObject([
      {
        type: "createSlide",
        title: "Our clients",
        content: "Halden Pharma\nNorwell Steel\nPinecrest Hotels",
      },
    ]);
    const team = await askCopilot(
      "Our CEO name is Adaeze Nwosu (6 years at Stripe), CTO is Dr. Emeka Obi. Kindly put the names on people slide",
    );
    expect(team.operations).toMatchObject([{ type: "updateSlide", slideId: "s10" }]);
  });

  it("renames the deck when the file's title is what is asked for", async () => {
    for (const [message, title] of [
      [
        "for the Paris trip, the presentation should be called Ledgerly — Pitch for Station F (only the name of deck, nothing inside)",
        "Ledgerly — Pitch for Station F",
      ],
      [
        "title of whole file should be 'Ledgerly Series Seed – Confidential' — not the slide 1 title, only file name",
        "Ledgerly Series Seed – Confidential",
      ],
    ]) {
      expect((await askCopilot(message!)).operations).toEqual([{ type: "renameDeck", title }]);
    }
  });
});
