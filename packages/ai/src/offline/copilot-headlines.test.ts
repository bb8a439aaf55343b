import { describe, expect, it } from "vitest";
import type { DeckContext } from "../engine.ts";
import { offlineChat } from "./copilot.ts";
import { parseIntent } from "./copilot-intent.ts";

const deck: DeckContext = {
  title: "Acme seed",
  slides: [
    { id: "s1", title: "Acme", content: "Scheduling for clinics", notes: "" },
    {
      id: "s2",
      title: "Problem",
      content: "Clinics lose 18% of revenue to no-shows\nFront desks spend 12 hours a week on calls",
      notes: "Start with the clinic.",
    },
    { id: "s3", title: "Traction", content: "42 paying clinics\n$21k MRR", notes: "" },
    { id: "s4", title: "Patients book by text in one tap", content: "No app to install", notes: "" },
    { id: "s5", title: "Team", content: "[Add founders, roles and relevant experience]", notes: "" },
  ],
};
const ask = (message: string) => offlineChat({ message, history: [], deck, brief: null });

describe("make all titles headlines", () => {
  it("titles each labelled text slide with the point its first line makes, old title to the notes", async () => {
    const result = await ask("make all titles headlines");
    expect(result.operations).toEqual([
      {
        type: "updateSlide",
        slideId: "s2",
        title: "Clinics lose 18% of revenue to no-shows",
        content: "Front desks spend 12 hours a week on calls",
        notes: "Start with the clinic.\n\nTitle before: Problem",
      },
      {
        type: "updateSlide",
        slideId: "s3",
        title: "42 paying clinics",
        content: "$21k MRR",
        notes: "Title before: Traction",
      },
    ]);
    expect(result.reply).toMatch(/^Titled 2 slides with the point each makes: slide 2 /u);
  });

  it("gives one named slide its headline and leaves a slide still to fill alone", async () => {
    expect(parseIntent("give the traction slide a better title")).toEqual({
      kind: "headlines",
      target: { kind: "phrase", phrase: "traction" },
    });
    const traction = await ask("give the traction slide a better title");
    expect(traction.operations).toHaveLength(1);
    const team = await ask("give the team slide a headline");
    expect(team.operations).toEqual([]);
    expect(team.reply).toContain("I changed nothing");
  });
});
