import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

const mocks = vi.hoisted(() => ({
  provider: "local" as "local" | "vapi",
  getConfig: vi.fn(),
}));
vi.mock("../../../lib/sync/hooks.ts", () => ({
  useAction: () => mocks.getConfig,
  useMutation: () => vi.fn(),
}));
vi.mock("../lib/create-voice-client.ts", () => ({
  voiceProvider: () => mocks.provider,
  createVoiceClient: vi.fn(),
}));

const { useVoiceServices } = await import("./use-voice-services.ts");

beforeEach(() => {
  mocks.getConfig.mockReset();
});

describe("resolveAssistant", () => {
  it("asks the server for a Vapi call's persona with the skimmed slides, and keeps them on the assistant", async () => {
    mocks.provider = "vapi";
    mocks.getConfig.mockResolvedValue({ name: "YC mock VC" });
    const { result } = renderHook(() => useVoiceServices());
    const assistant = await result.current.resolveAssistant("YC", "deck-1", ["s2", "s5"]);
    expect(mocks.getConfig).toHaveBeenCalledWith({
      firmTag: "YC",
      deckOption: "deck-1",
      focusSlideIds: ["s2", "s5"],
    });
    expect(assistant).toEqual({
      firmTag: "YC",
      deckOption: "deck-1",
      config: { name: "YC mock VC" },
      focusSlideIds: ["s2", "s5"],
    });
    await result.current.resolveAssistant("YC", "deck-1");
    expect(mocks.getConfig).toHaveBeenLastCalledWith({ firmTag: "YC", deckOption: "deck-1" });
  });

  it("needs no server config for the local pipeline, which sends the slides when the call starts", async () => {
    mocks.provider = "local";
    const { result } = renderHook(() => useVoiceServices());
    expect(await result.current.resolveAssistant("Sequoia", "freestyle", ["s1"])).toEqual({
      firmTag: "Sequoia",
      deckOption: "freestyle",
      focusSlideIds: ["s1"],
    });
    expect(mocks.getConfig).not.toHaveBeenCalled();
  });
});
