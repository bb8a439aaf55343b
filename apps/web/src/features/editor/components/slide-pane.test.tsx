import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { resetLive } from "../../../test/fake-sync.ts";
import { storedSlide } from "./fields/test/render-editor.tsx";
import { SlidePane } from "./slide-pane.tsx";

vi.mock("../../../lib/sync/hooks.ts", () => import("../../../test/fake-sync.ts").then((m) => m.fakeHooks));

beforeEach(() => resetLive());
afterEach(cleanup);

const market = storedSlide({
  layout: "bigNumbers",
  fields: {
    metrics: [
      { value: "$8.9B", label: "TAM", source: "[Add TAM with a source]" },
      { value: "[Add SAM]", label: "SAM", source: "[Add a source]" },
    ],
  },
});

function renderPane(editing: boolean) {
  render(
    <ToastProvider>
      <SlidePane
        slide={market}
        index={0}
        count={3}
        editing={editing}
        onEditingChange={() => {}}
        onDirtyChange={() => {}}
        onSave={() => Promise.resolve("saved")}
        onDelete={() => {}}
        onMove={() => {}}
      />
    </ToastProvider>,
  );
}

describe("the selected slide's pane", () => {
  it("says in view mode how many placeholders are left to fill, and offers Change layout", () => {
    renderPane(false);
    expect(screen.getByText("3 to fill")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Change layout" })).toBeTruthy();
  });

  it("marks each field still to fill while editing", () => {
    renderPane(true);
    expect(screen.queryByText("3 to fill")).toBeNull();
    expect(screen.getAllByText("to fill")).toHaveLength(3);
  });
});
