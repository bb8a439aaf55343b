import { describe, expect, it, vi } from "vitest";
import { whenFirstInput } from "./first-input.ts";

describe("whenFirstInput", () => {
  it("runs the task once, on the first key press or tap, and not before", () => {
    const task = vi.fn();
    whenFirstInput(task);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    window.dispatchEvent(new Event("pointerdown"));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("a tap counts too, and a cancelled task never runs", () => {
    const tapped = vi.fn();
    const cancelled = vi.fn();
    whenFirstInput(tapped);
    whenFirstInput(cancelled)();
    window.dispatchEvent(new Event("pointerdown"));
    expect(tapped).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
