import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useSlideTitles } from "./use-slide-titles.ts";

const query = vi.hoisted(() => ({ data: undefined as unknown }));
vi.mock("../../../lib/sync/hooks.ts", () => ({
  useLiveQuery: (_name: string, args: unknown) => ({
    data: args === "skip" ? undefined : query.data,
    error: null,
  }),
}));

describe("useSlideTitles", () => {
  it("is unknown while loading, names the slides once loaded, and is empty when the deck is gone", () => {
    query.data = undefined;
    const view = renderHook(() => useSlideTitles("deck-1"));
    expect(view.result.current).toBeUndefined();

    query.data = {
      deck: { _id: "deck-1", title: "Seed", createdAt: 1, updatedAt: 1 },
      slides: [{ _id: "s-1", deckId: "deck-1", position: 0, title: "Traction", content: "", notes: "" }],
    };
    view.rerender();
    expect(view.result.current?.get("s-1")).toBe("Traction");

    // Deleted deck: no slide has a title, so feedback links to it disappear.
    query.data = null;
    view.rerender();
    expect(view.result.current).toEqual(new Map());
  });
});
