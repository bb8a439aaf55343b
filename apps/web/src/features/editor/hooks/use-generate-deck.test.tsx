import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { useGenerateDeck } from "./use-generate-deck.ts";

const generate = vi.hoisted(() => vi.fn());
vi.mock("../../../lib/sync/hooks.ts", () => ({ useAction: () => generate }));

const brief = { title: "Acme Seed", startupName: "Acme", overview: "Scheduling for clinics." };

async function draft(): Promise<boolean> {
  const { result } = renderHook(() => useGenerateDeck(), {
    wrapper: ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>,
  });
  let drafted = false;
  await act(async () => {
    drafted = await result.current.run("deck-1", brief, false);
  });
  return drafted;
}

describe("useGenerateDeck", () => {
  it("reports a finished draft, so research may follow", async () => {
    generate.mockResolvedValueOnce({ slides: 12, cancelled: false });
    expect(await draft()).toBe(true);
  });

  it("reports a draft the founder stopped as not finished, so no research starts on it", async () => {
    generate.mockResolvedValueOnce({ slides: 3, cancelled: true });
    expect(await draft()).toBe(false);
  });
});
