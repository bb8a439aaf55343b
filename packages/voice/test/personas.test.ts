import { personas } from "@pds/contracts";
import { describe, expect, it } from "vitest";
import { personaScript } from "../src/personas/catalog.ts";
import type { PracticeDeck } from "../src/personas/deck-gaps.ts";
import { OfflinePersona } from "../src/personas/offline-persona.ts";

const deck: PracticeDeck = {
  title: "Stockly",
  slides: [
    { id: "s1", title: "Stockly", content: "Inventory for restaurants" },
    { id: "s2", title: "Problem", content: "Restaurants waste 10% of food" },
    { id: "s3", title: "Traction", content: "[Add your monthly revenue]" },
    { id: "s4", title: "Market", content: "TAM $4B across US restaurants" },
    { id: "s5", title: "The Ask", content: "Raising $1.5M seed" },
  ],
};

const LONG_ANSWER =
  "We build inventory software that lets restaurant teams count stock on a phone and reorder automatically from their suppliers.";

describe("personas", () => {
  it("has a distinct display card and ordered diligence topics for every firm", () => {
    expect(personas.map((p) => p.firmTag)).toEqual(["a16z", "YC", "Sequoia", "Lightspeed"]);
    expect(new Set(personas.map((p) => p.name)).size).toBe(4);
    expect(personaScript("YC").topics.map((t) => t.id)).toEqual([
      "what",
      "who",
      "traction",
      "why-you",
      "how-big",
    ]);
    expect(personaScript("Sequoia").topics).toHaveLength(10);
    expect(personaScript("a16z").topics.map((t) => t.id)).toEqual([
      "market-structure",
      "technical-edge",
      "network-effects",
      "founder-market-fit",
    ]);
    expect(personaScript("Lightspeed").topics.map((t) => t.label)).toEqual([
      "Unit economics",
      "Go-to-market",
      "Retention",
      "Path to scale",
    ]);
  });

  it("greets with the deck and its placeholders, then asks the first question", () => {
    const persona = new OfflinePersona("YC", deck);
    const greeting = persona.greeting();
    expect(greeting).toContain("Stockly");
    expect(greeting).toContain("1 section is still marked to be added");
    expect(greeting).toMatch(/what are you making\?$/);
    expect(new OfflinePersona("YC", null).greeting()).toContain("without a deck");
  });

  it("asks the questions in order, probing a vague answer once before moving on", () => {
    const persona = new OfflinePersona("YC", null);
    persona.greeting();
    const probe = persona.reply("Um, it's kind of hard to say.");
    expect(probe).toBe(personaScript("YC").topics[0]?.probe);
    const next = persona.reply("Still hard to say.");
    expect(next).toContain("Who needs this");
  });

  it("follows up on a figure the founder said, quoting it, and on one that contradicts the deck", () => {
    const persona = new OfflinePersona("YC", deck);
    persona.reply(LONG_ANSWER);
    expect(
      persona.reply("Restaurant managers, who throw away twelve thousand dollars of food every month."),
    ).toContain("$12K a month");
    persona.reply(
      "Kitchen managers at restaurant groups; they told us in forty interviews that waste is the pain.",
    );
    expect(persona.reply("The market is forty billion dollars")).toBe(
      'Hold on: you said a $40B market; your "Market" slide says a $4B market. Which is right?',
    );
  });

  it("raises a missing deck section and closes after the last topic", () => {
    const persona = new OfflinePersona("Lightspeed", deck);
    persona.greeting();
    const reply = persona.reply(
      "Our customer acquisition cost is low and the gross margin is high, payback is quick.",
    );
    expect(reply).toContain("I did not see a slide on go-to-market");
    persona.reply("Outbound sales to restaurant groups plus partner channel resellers, pipeline is growing.");
    persona.reply("Churn is low, most cohorts renew and expand their contracts with us every year.");
    const closing = persona.reply(
      "We scale by hiring sales reps and expanding into enterprise chains in new cities.",
    );
    expect(closing).toContain(personaScript("Lightspeed").closing);
    expect(persona.reply("One more thing")).toContain("That is all I had");
  });

  it("is deterministic", () => {
    const run = () => {
      const p = new OfflinePersona("Sequoia", deck);
      return [p.greeting(), p.reply(LONG_ANSWER), p.reply("not sure"), p.reply(LONG_ANSWER)];
    };
    expect(run()).toEqual(run());
  });
});
