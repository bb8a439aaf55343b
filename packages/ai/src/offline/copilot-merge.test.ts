import { describe, expect, it } from "vitest";
import type { DeckContext } from "../engine.ts";
import { offlineChat } from "./copilot.ts";

const deck: DeckContext = {
  title: "Acme seed",
  slides: [
    { id: "s1", title: "Acme", content: "Scheduling for clinics", notes: "" },
    {
      id: "s2",
      title: "Solution",
      content: "Patients book by text",
      notes: "Say it plainly.",
      section: "solution",
    },
    { id: "s3", title: "Market", content: "135,000 practices in the US", notes: "", section: "market" },
    {
      id: "s4",
      title: "Reminders cut no-shows by a third",
      content: "Works with Dentrix\nTwo-way texting",
      notes: "Demo it.",
      section: "product",
    },
  ],
};
const ask = (message: string, history: { role: "user" | "assistant"; content: string }[] = []) =>
  offlineChat({ message, history, deck, brief: null });

describe("merging two slides", () => {
  it("puts the second slide's points, headline first, after the first's, and removes it", async () => {
    const result = await ask("merge the solution and product slides");
    expect(result.operations).toEqual([
      {
        type: "updateSlide",
        slideId: "s2",
        content:
          "Patients book by text\nReminders cut no-shows by a third\nWorks with Dentrix\nTwo-way texting",
        notes: 'Say it plainly.\n\nFrom "Reminders cut no-shows by a third": Demo it.',
      },
      { type: "deleteSlide", slideId: "s4" },
    ]);
  });

  it("keeps the slide named after 'into'", async () => {
    const result = await ask("fold slide 2 into slide 4");
    expect(result.operations.map((op) => op.type === "deleteSlide" && op.slideId)).toContain("s2");
  });

  it("asks before merging a slide it matched only loosely, and does it on 'yes'", async () => {
    const first = await ask("merge the solution slide with the features slide");
    expect(first.operations).toEqual([]);
    expect(first.reply).toContain('reply "yes" or say "merge slide 4 into slide 2"');
    const yes = await ask("yes", [
      { role: "user", content: "merge the solution slide with the features slide" },
      { role: "assistant", content: first.reply },
    ]);
    expect(yes.operations.map((op) => op.type)).toEqual(["updateSlide", "deleteSlide"]);
  });
});
