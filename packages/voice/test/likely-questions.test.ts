import { describe, expect, it } from "vitest";
import { personaScript } from "../src/personas/catalog.ts";
import { likelyQuestions } from "../src/personas/likely-questions.ts";

const deck = {
  title: "DentaFlow",
  slides: [
    { id: "s1", title: "Problem", content: "Clinics lose 18% of revenue to no-shows" },
    { id: "s2", title: "Traction", content: "38 paying clinics" },
    { id: "s3", title: "Market", content: "[How many clinics could pay, and how much?]" },
  ],
};

describe("likely questions before a session", () => {
  it("come from the deck's missing and unfinished sections, then its figures, in the firm's voice", () => {
    const questions = likelyQuestions("Sequoia", deck);
    expect(questions.length).toBeLessThanOrEqual(5);
    expect(questions).toContainEqual({
      question: "How big is the market, and how did you size it?",
      reason: 'Your "Market" slide still says [How many clinics could pay, and how much?].',
      slideId: "s3",
    });
    expect(questions.some((q) => q.reason === "Your deck has no slide on why now.")).toBe(true);
    const yc = likelyQuestions("YC", deck);
    expect(yc).toContainEqual({
      question: "38 paying clinics. How many were paying a month ago?",
      reason: 'Your "Traction" slide says 38 paying clinics.',
      slideId: "s2",
    });
  });

  it("a count on the Market slide is asked about as the market's size, not as customers", () => {
    const sized = {
      title: "DentaFlow",
      slides: [{ id: "m", title: "Market", content: "135,000 dental practices in the US" }],
    };
    const [question] = likelyQuestions("YC", sized).filter((q) => q.slideId === "m");
    expect(question?.question).toBe(
      "135,000 dental practices: how did you get to that number, bottom up or from a report?",
    );
  });

  it("without a deck, are the firm's opening questions", () => {
    expect(likelyQuestions("a16z", null).map((q) => q.question)).toEqual(
      personaScript("a16z")
        .topics.slice(0, 3)
        .map((t) => t.question),
    );
  });
});
