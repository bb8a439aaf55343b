import { describe, expect, it } from "vitest";
import { draftSlideSchema, type DraftSlide } from "../engine.ts";
import { createOfflineEngine } from "../index.ts";
import { saasBrief } from "./briefs.fixture.ts";

describe("createOfflineEngine", () => {
  it("identifies itself as the offline engine", () => {
    const engine = createOfflineEngine();
    expect(engine.kind).toBe("offline");
    expect(engine.label).toBe("Offline engine");
  });

  it("yields validated slides one at a time", async () => {
    const slides: DraftSlide[] = [];
    for await (const slide of createOfflineEngine().draftDeck(saasBrief))
      slides.push(draftSlideSchema.parse(slide));
    expect(slides).toHaveLength(13);
    expect(slides[11]?.section).toBe("ask");
    expect(slides[11]?.title).toBe("Raising a $2.5M seed round to reach $100k MRR");
    expect(slides[12]?.body?.layout).toBe("closing");
  });

  it("stops drafting when aborted", async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    await expect(async () => {
      for await (const slide of createOfflineEngine().draftDeck(saasBrief, { signal: controller.signal })) {
        seen.push(slide.title);
        if (seen.length === 2) controller.abort();
      }
    }).rejects.toThrow();
    expect(seen).toHaveLength(2);
  });

  it("answers chat through the same interface", async () => {
    const result = await createOfflineEngine().chat({
      message: "rename the deck to Ledgerly",
      history: [],
      deck: { title: "Old", slides: [] },
      brief: null,
    });
    expect(result.operations).toEqual([{ type: "renameDeck", title: "Ledgerly" }]);
  });
});
