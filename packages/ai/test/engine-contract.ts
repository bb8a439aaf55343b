import { describe, expect, it } from "vitest";
import { copilotOperationSchema, draftSlideSchema, type AiEngine, type ChatInput } from "../src/engine.ts";

/**
 * The contract every AiEngine (offline and each model provider) must keep. Call it from a test file with a
 * factory for the engine under test: `describeEngineContract("offline", () => createOfflineEngine())`.
 */

export const contractBrief = {
  title: "Ledgerly seed deck",
  startupName: "Ledgerly",
  overview:
    "Ledgerly automates bookkeeping for freelancers. It reads bank feeds and receipts, categorises expenses, " +
    "and prepares quarterly tax estimates. We have 40 paying users at $12 per month.",
};

export const contractChatInput: ChatInput = {
  message: "Rename the deck to Ledgerly seed round",
  history: [],
  deck: {
    title: "Ledgerly seed deck",
    slides: [
      { id: "slide-1", title: "Ledgerly", content: "Bookkeeping on autopilot", notes: "" },
      { id: "slide-2", title: "Problem", content: "Freelancers hate bookkeeping", notes: "" },
    ],
  },
  brief: contractBrief,
};

export function describeEngineContract(name: string, makeEngine: () => AiEngine | Promise<AiEngine>) {
  describe(`AiEngine contract: ${name}`, () => {
    it("has a kind and a label for the UI", async () => {
      const engine = await makeEngine();
      expect(["offline", "model"]).toContain(engine.kind);
      expect(engine.label.trim()).not.toBe("");
    });

    it("drafts slides that the slide API accepts", async () => {
      const engine = await makeEngine();
      const slides = [];
      for await (const slide of engine.draftDeck(contractBrief)) slides.push(slide);
      expect(slides.length).toBeGreaterThan(0);
      expect(slides.length).toBeLessThanOrEqual(15);
      for (const slide of slides) expect(draftSlideSchema.parse(slide)).toEqual(slide);
    });

    it("answers chat with a reply and only valid operations on slides that exist", async () => {
      const engine = await makeEngine();
      const deltas: string[] = [];
      const result = await engine.chat(contractChatInput, { onText: (delta) => deltas.push(delta) });
      expect(result.reply.trim()).not.toBe("");
      const ids = new Set(contractChatInput.deck.slides.map((slide) => slide.id));
      for (const operation of result.operations) {
        expect(copilotOperationSchema.parse(operation)).toEqual(operation);
        if ("slideId" in operation) expect(ids.has(operation.slideId)).toBe(true);
        if (operation.type === "reorderSlides")
          for (const id of operation.slideIds) expect(ids.has(id)).toBe(true);
      }
    });

    it("stops when the caller aborts", async () => {
      const engine = await makeEngine();
      const controller = new AbortController();
      controller.abort();
      const run = async () => {
        for await (const _slide of engine.draftDeck(contractBrief, { signal: controller.signal })) {
          // draining
        }
      };
      await expect(run()).rejects.toThrow();
    });
  });
}
