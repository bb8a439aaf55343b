import { firmTags } from "@pds/contracts";
import { describe, expect, it } from "vitest";
import { personaScript } from "../src/personas/catalog.ts";
import type { PracticeDeck } from "../src/personas/deck-gaps.ts";
import { OfflinePersona } from "../src/personas/offline-persona.ts";
import { personaSystemPrompt } from "../src/personas/prompt.ts";

const slides = [
  { id: "s1", title: "Problem", content: "Clinics lose 18% of revenue to no-shows" },
  { id: "s2", title: "Market", content: "135,000 practices" },
  { id: "s3", title: "Traction", content: "38 paying clinics\n$21K MRR" },
  { id: "s4", title: "Competition", content: "Weave and Dental Intelligence" },
  { id: "s5", title: "Team", content: "Two founders" },
  { id: "s6", title: "The Ask", content: "Raising $2M seed" },
];

describe("rehearsing the slides investors skimmed", () => {
  it.each(firmTags)("%s opens on a skimmed slide's topic and says why", (firm) => {
    const focused: PracticeDeck = { title: "DentaFlow", slides, focus: ["s4"] };
    const greeting = new OfflinePersona(firm, focused).greeting();
    expect(greeting).toContain(
      'Investors who read it moved quickly past "Competition", so I will start there.',
    );
    const topics = personaScript(firm).topics;
    const competition = topics.find((topic) => topic.section.some((word) => "competition".includes(word)));
    if (competition) {
      expect(greeting.endsWith(competition.question)).toBe(true);
    } else {
      // No must-ask topic is about that slide: the founder walks through it, then the usual first question.
      const persona = new OfflinePersona(firm, focused);
      expect(persona.greeting()).toMatch(/Walk me through your "Competition" slide/);
      expect(
        persona.reply("It shows Weave and Dental Intelligence and why small clinics pick us."),
      ).toContain(topics[0]!.question);
    }

    const plain = new OfflinePersona(firm, { title: "DentaFlow", slides }).greeting();
    expect(plain).not.toContain("moved quickly past");
    expect(plain.endsWith(personaScript(firm).topics[0]!.question)).toBe(true);
  });

  it("a connected model is told which slides to start with", () => {
    const prompt = personaSystemPrompt("YC", { title: "DentaFlow", slides, focus: ["s2", "s3"] });
    expect(prompt).toContain(`skimmed "Market" and "Traction"`);
    expect(personaSystemPrompt("YC", { title: "DentaFlow", slides })).not.toContain("skimmed");
  });
});
