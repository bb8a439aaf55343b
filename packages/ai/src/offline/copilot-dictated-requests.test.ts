import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { asTyped } from "./copilot-as-typed.ts";

describe("requests dictated on a walk", () => {
  it("reads spoken years and numbered years apart from the figures after them", () => {
    expect(asTyped("year one six hundred k year two two point one million")).toBe(
      "year 1 600k year 2 2.1 million",
    );
    expect(asTyped("fed now went live in twenty twenty three")).toBe("fed now went live in 2023");
    expect(asTyped("kill slides four and five")).toBe("kill slides 4 and 5");
    expect(asTyped("okay on the traction side put thirty eight customers")).toContain(
      "the traction slide: 38 customers",
    );
  });

  it("puts a spoken revenue plan on Financials as one line", async () => {
    const { operations } = await askCopilot(
      "revenue plan for the financial slide year one six hundred k year two two point one million year three five point five million just put those in",
    );
    expect(operations).toMatchObject([
      {
        slideId: "s11",
        content:
          "Revenue plan: Year 1: 600k / Year 2: 2.1 million / Year 3: 5.5 million\n[What is your monthly burn, and how many months of runway do you have?]",
      },
    ]);
  });

  it("sets a spoken price in the slide's currency, and drops only the clause taken back", async () => {
    const { operations } = await askCopilot(
      "change the price to sixty nine a seat and then um the ask should no scratch that leave the ask and on the team slide add that we're hiring two engineers",
    );
    expect(operations).toMatchObject([
      { slideId: "s7", content: "We charge $69 per seat per month" },
      { slideId: "s10", content: expect.stringMatching(/\nWe're hiring two engineers$/u) },
    ]);
  });

  it("reads the slide before a pause as the head of what follows", async () => {
    const { operations } = await askCopilot(
      "business model um anything over fifty seats gets twenty percent off and theres a five seat minimum add both",
    );
    expect(operations).toMatchObject([
      {
        slideId: "s7",
        content:
          "We charge $49 per seat per month\nAnything over 50 seats gets 20% off and theres a five seat minimum",
      },
    ]);
  });

  it("hands news to the slide named at the end, with no full stop between", async () => {
    const { operations } = await askCopilot(
      "new hire um our first head of sales is Kwame Mensah he was at Ramp for like four years add him to the team one",
    );
    expect(operations).toMatchObject([
      {
        slideId: "s10",
        content: expect.stringMatching(
          /\nOur first head of sales is Kwame Mensah he was at Ramp for like four years$/u,
        ),
      },
    ]);
  });

  it("fills the SAM card from a spoken size and its source", async () => {
    const { operations } = await askCopilot(
      "SAM is like um one point eight billion that's mid size US companies on netsuite source is our own bottoms up model put it where it says add SAM",
    );
    expect(operations).toMatchObject([
      {
        slideId: "s5",
        body: {
          fields: {
            metrics: [
              { value: "$12B" },
              {
                value: "$1.8B",
                label: "SAM: Mid size US companies on netsuite",
                source: "Our own bottoms up model",
              },
            ],
          },
        },
      },
    ]);
  });

  it("replaces a slide's one line the founder says to replace, keeping the old one in the notes", async () => {
    const { operations } = await askCopilot(
      "solution slide um it's the same line as the cover so replace it with this our customers went from a ten day close to three days on average",
    );
    expect(operations).toMatchObject([
      {
        slideId: "s3",
        content: "Our customers went from a 10 day close to three days on average",
        notes: expect.stringContaining("Ledgerly helps finance teams"),
      },
    ]);
  });

  it("names a new slide as told, and a deck without the words about the words", async () => {
    const slide = await askCopilot(
      "create a slide that's just a screenshot of the dashboard um title it product demo I'll drop the image in myself",
    );
    expect(slide.operations).toMatchObject([{ type: "createSlide", title: "Product demo" }]);
    const deck = await askCopilot(
      "deck title should be Ledgerly for CFOs just those three words nothing else",
    );
    expect(deck.operations).toEqual([{ type: "renameDeck", title: "Ledgerly for CFOs" }]);
  });

  it("sets a raised price the business model slide 'still says'", async () => {
    const { operations } = await askCopilot(
      "heads up we're raising prices um its sixty four bucks a seat from q one and the business model slide still says the old number",
    );
    expect(operations).toMatchObject([{ slideId: "s7", content: "We charge $64 per seat per month" }]);
  });
});
