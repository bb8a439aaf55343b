import type { Slide } from "@pds/contracts";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { live, resetLive } from "../../../test/fake-sync.ts";
import { ExportError } from "../../export/index.ts";
import { ExportMenu } from "./export-menu.tsx";

const exportDeck = vi.hoisted(() => vi.fn());
vi.mock("../../../lib/sync/hooks.ts", () => import("../../../test/fake-sync.ts").then((m) => m.fakeHooks));
vi.mock("../../export/index.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../export/index.ts")>()),
  exportDeck,
}));

const slides: Slide[] = [
  {
    _id: "s1",
    deckId: "deck-1",
    position: 0,
    title: "Acme 🚀",
    content: "- Hello",
    notes: "",
    version: 1,
    layout: "bullets",
    fields: {},
  },
];

beforeEach(() => {
  resetLive();
  live.queries["sources.getSources"] = { data: [], error: null };
  live.queries["sources.getCitations"] = { data: [], error: null };
  exportDeck.mockReset();
});
afterEach(cleanup);

async function exportPdf() {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <ExportMenu deckId="deck-1" title="Acme" slides={slides} />
    </ToastProvider>,
  );
  await user.click(screen.getByRole("button", { name: /export/i }));
  await user.click(await screen.findByRole("menuitem", { name: /pdf/i }));
}

describe("ExportMenu failures", () => {
  it("tells the founder what to fix when the PDF cannot draw some characters", async () => {
    const message = "Some characters can't be exported to PDF yet: 🚀 on slide 1. Remove or replace them.";
    exportDeck.mockRejectedValue(new ExportError(message));
    await exportPdf();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText("Export failed. Please try again.")).not.toBeInTheDocument();
  });

  it("keeps the generic message for an unexpected failure", async () => {
    exportDeck.mockRejectedValue(new Error("pdf-lib exploded"));
    await exportPdf();
    expect(await screen.findByText("Export failed. Please try again.")).toBeInTheDocument();
    expect(screen.queryByText(/pdf-lib exploded/)).not.toBeInTheDocument();
  });
});
