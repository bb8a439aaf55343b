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

describe("slides, thanks and false friends in a first language", () => {
  it.each([
    ["o slide de preço: add the partner price", "the pricing slide: add the partner price"],
    [
      "o slide de concorrência, can you make it more formal?",
      "the competition slide, can you make it more formal?",
    ],
    ["o nome do deck: 'Ledgerly | Lisboa'", "the deck name: 'Ledgerly | Lisboa'"],
    ["une slide de plus please: 'What we learned'", "one more slide please: 'What we learned'"],
    ["Eine neue Folie bitte: why Lisbon", "a new slide please: why Lisbon"],
    ["add please a slide 'R&D'", "please add a slide 'R&D'"],
    ["please quit why now and competition", "please remove why now and competition"],
    ["please actualize the slide of traction", "please update the traction slide"],
    ["market should come first. exchange them please", "market should come first. swap them please"],
    ["What means SAM exactly?", "what is SAM exactly?"],
    ["Add her in the slide of the team, merci 🙏", "Add her in the team slide 🙏"],
  ])("reads %j as %j", (message, typed) => {
    expect(fromSecondLanguage(message)).toBe(typed);
  });

  it("renames the deck from 'o nome do deck', with the quoted name only", async () => {
    const { operations } = await askCopilot(
      "o nome do deck: 'Ledgerly | Seed 2025 | Lisboa' por favor — only the name of the document, the cover stays like it is",
    );
    expect(operations).toEqual([{ type: "renameDeck", title: "Ledgerly | Seed 2025 | Lisboa" }]);
  });

  it("deletes the two slides 'quit' names", async () => {
    const { operations } = await askCopilot(
      "for the 3-minutes version please quit why now and competition, for this jury they are the less important",
    );
    expect(operations).toEqual([
      { type: "deleteSlide", slideId: "s4" },
      { type: "deleteSlide", slideId: "s9" },
    ]);
  });
});

describe("a slide named by what it says", () => {
  it.each([
    ["put the slide with the 32 customers as number 4, after the solution", "reorderSlides"],
    ["get rid of the slide with the 40 hours stat, we're redoing that research", "deleteSlide"],
  ])("%j finds the slide that says it", async (message, type) => {
    const { operations } = await askCopilot(message);
    expect(operations).toHaveLength(1);
    expect(operations[0]).toMatchObject({ type });
  });

  it("asks when no slide says it", async () => {
    const { operations, reply } = await askCopilot("delete the slide with the churn numbers");
    expect(operations).toEqual([]);
    expect(reply).toContain('a slide that says "churn numbers"');
  });

  it("moves a slide 'first' to right after the cover", async () => {
    const { operations } = await askCopilot("move traction to the very front");
    expect((operations[0] as { slideIds: string[] }).slideIds.slice(0, 2)).toEqual(["s1", "s8"]);
  });
});

describe("two slides named, then 'them'", () => {
  it("swaps the two slides a remark names for 'exchange them please'", async () => {
    const { operations, reply } = await askCopilot(
      "market is after why now, but I think market should come first. exchange them please",
    );
    expect(reply).toContain("Swapped slide 5 (the Market slide) and slide 4");
    expect(operations).toHaveLength(1);
  });

  it("shortens each of two slides once for 'make them shorter'", async () => {
    const { reply } = await askCopilot(
      "slide 4 and slide 5 are both too long. make them shorter, I present in Berlin in 10 min bitte!!",
    );
    expect(reply.match(/slide 4/gu)).toHaveLength(1);
    expect(reply).toMatch(/slide 5/iu);
  });
});
