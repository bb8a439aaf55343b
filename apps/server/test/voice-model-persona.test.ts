import type { AiEngine, PersonaReplyInput } from "@pds/ai";
import { describe, expect, it } from "vitest";
import { createLogger } from "../src/lib/logger.ts";
import { canPlayPersona, ModelPersona } from "../src/voice/model-persona.ts";

function engine(reply: (input: PersonaReplyInput) => Promise<string>) {
  const seen: PersonaReplyInput[] = [];
  const ai = {
    kind: "model",
    label: "mock",
    draftDeck: () => ({
      [Symbol.asyncIterator]: () => ({ next: () => Promise.resolve({ done: true, value: undefined }) }),
    }),
    chat: () => Promise.reject(new Error("unused")),
    personaReply: (input: PersonaReplyInput) => {
      seen.push({ system: input.system, history: [...input.history] });
      return reply(input);
    },
  } satisfies AiEngine;
  return { ai, seen };
}

const log = createLogger("silent");
const deck = { title: "Stockly", slides: [{ id: "s1", title: "Market", content: "[Add market size]" }] };

describe("ModelPersona", () => {
  it("greets from the script, then lets the model reply with the persona prompt and the call so far", async () => {
    const { ai, seen } = engine(() => Promise.resolve("Why now?"));
    expect(canPlayPersona(ai)).toBe(true);
    const persona = new ModelPersona(ai, "Sequoia", deck, log);
    expect(persona.greeting()).toContain("Stockly");
    expect(await persona.reply("We exist to end food waste.")).toBe("Why now?");
    expect(seen[0]?.system).toContain("<deck>");
    expect(seen[0]?.system).toContain('Your "Market" slide still says [Add market size]');
    expect(seen[0]?.history.map((t) => t.role)).toEqual(["assistant", "user"]);
    await persona.reply("Cloud kitchens changed the cost curve.");
    expect(seen[1]?.history.map((t) => t.content)).toContain("Why now?");
  });

  it("gives the model what the partner heard: the claims, competitors and the deck's figures", async () => {
    const { ai, seen } = engine(() => Promise.resolve("How many were paying a month ago?"));
    const traction = {
      title: "Acme",
      slides: [{ id: "s2", title: "Traction", content: "30 paying clinics" }],
    };
    const persona = new ModelPersona(ai, "YC", traction, log);
    persona.greeting();
    await persona.reply("We have 38 paying clinics and we win against Weave on price.", {
      interrupted: true,
    });
    const system = seen[0]?.system ?? "";
    expect(system).toContain("Claims in the founder's last turn: 38 paying clinics (customers)");
    expect(system).toContain("Competitors named: Weave");
    expect(system).toContain('The deck states 30 paying clinics on "Traction"');
    expect(system).toContain("cut in politely");
    expect(system).toContain('you said 38 paying clinics; your "Traction" slide says 30 paying clinics');
  });

  it("falls back to the scripted persona's next question when the model fails", async () => {
    const { ai } = engine(() => Promise.reject(new Error("upstream down")));
    const persona = new ModelPersona(ai, "YC", null, log);
    persona.greeting();
    expect(
      await persona.reply("We build inventory software that helps restaurants reorder stock automatically."),
    ).toContain("Who needs this");
  });

  it("is not used for the offline engine", () => {
    const { ai } = engine(() => Promise.resolve(""));
    expect(canPlayPersona({ ...ai, kind: "offline" })).toBe(false);
  });
});
