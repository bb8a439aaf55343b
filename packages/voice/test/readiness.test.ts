import { readinessAreas } from "@pds/contracts";
import { describe, expect, it } from "vitest";
import { firmTopics, readinessOf, topicArea } from "../src/index.ts";

describe("readiness areas", () => {
  it("puts each firm's market question in one area, so sessions with different firms compare", () => {
    expect(topicArea("a16z", "Market structure")).toBe("Market");
    expect(topicArea("YC", "How big")).toBe("Market");
    expect(topicArea("Sequoia", "Market size")).toBe("Market");
    expect(topicArea("Lightspeed", "Retention")).toBe("Traction");
    expect(topicArea("Lightspeed", "Unit economics")).toBe("Business model");
    expect(topicArea("YC", "Why you")).toBe("Team");
    expect(topicArea("YC", "a topic no firm asks")).toBe("a topic no firm asks");
  });

  it("gives every topic of every firm one of the deck areas", () => {
    for (const firm of ["a16z", "YC", "Sequoia", "Lightspeed"])
      for (const topic of firmTopics(firm))
        expect(readinessAreas, `${firm}: ${topic.label}`).toContain(topicArea(firm, topic.label));
  });

  it("counts an area covered only when every topic of it was, and keeps the readiness share per topic", () => {
    const readiness = readinessOf(
      [
        { topic: "What are you making", state: "answered" },
        { topic: "Who needs it", state: "volunteered" },
        { topic: "Traction", state: "dodged" },
        { topic: "Why you", state: "answered" },
        { topic: "How big", state: "not-reached" },
      ],
      "YC",
    );
    expect(readiness).toEqual({
      readiness: 60,
      covered: ["What are you making", "Who needs it", "Why you"],
      open: ["Traction", "How big"],
      areas: [
        { area: "Problem", covered: true },
        { area: "Solution", covered: true },
        { area: "Market", covered: false },
        { area: "Traction", covered: false },
        { area: "Team", covered: true },
      ],
    });
    const a16z = readinessOf(
      [
        { topic: "Founder-market fit", state: "answered" },
        { topic: "Market structure", state: "dodged" },
      ],
      "a16z",
    );
    expect(a16z.areas).toEqual([
      { area: "Market", covered: false },
      { area: "Team", covered: true },
    ]);
  });
});
