import { placeholder, type Slide } from "@pds/contracts";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { live, resetLive } from "../../../test/fake-sync.ts";
import { ExportError } from "../../export/index.ts";
import { DeckThemeContext } from "../hooks/use-deck-theme.ts";
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

async function exportPdf(deckSlides: Slide[] = slides) {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <ExportMenu deckId="deck-1" title="Acme" theme="carbon" slides={deckSlides} />
    </ToastProvider>,
  );
  await user.click(screen.getByRole("button", { name: /export/i }));
  await user.click(await screen.findByRole("menuitem", { name: /pdf/i }));
  return user;
}

const market: Slide = {
  ...slides[0]!,
  _id: "s2",
  position: 1,
  title: "Market",
  content: "",
  layout: "bigNumbers",
  fields: {
    metrics: [
      { value: "$4.2B", label: "TAM", source: placeholder("a source") },
      { value: placeholder("SAM"), label: "SAM", source: "" },
    ],
  },
};
const ask: Slide = {
  ...slides[0]!,
  _id: "s3",
  position: 2,
  title: "Ask",
  content: `- ${placeholder("the amount")}`,
};

describe("ExportMenu", () => {
  it("exports at once in the deck's theme when nothing is left to fill", async () => {
    exportDeck.mockResolvedValue(undefined);
    await exportPdf();
    await waitFor(() => expect(exportDeck).toHaveBeenCalledTimes(1));
    expect(exportDeck.mock.calls[0]?.slice(0, 2)).toEqual(["pdf", { title: "Acme", theme: "carbon" }]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("exports in the theme the editor shows for the open deck", async () => {
    exportDeck.mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <DeckThemeContext.Provider value={{ themeId: "forest", choose: () => undefined }}>
          <ExportMenu deckId="deck-1" title="Acme" slides={slides} />
        </DeckThemeContext.Provider>
      </ToastProvider>,
    );
    await user.click(screen.getByRole("button", { name: /export/i }));
    await user.click(await screen.findByRole("menuitem", { name: /powerpoint/i }));
    await waitFor(() => expect(exportDeck).toHaveBeenCalledTimes(1));
    expect(exportDeck.mock.calls[0]?.slice(0, 2)).toEqual(["pptx", { title: "Acme", theme: "forest" }]);
  });

  it("says how many placeholders are still to fill, and where, before exporting", async () => {
    exportDeck.mockResolvedValue(undefined);
    const user = await exportPdf([...slides, market, ask]);
    const dialog = await screen.findByRole("dialog", { name: "3 placeholders still to fill" });
    expect(dialog).toHaveTextContent("Slide 2 · Market");
    expect(dialog).toHaveTextContent(placeholder("a source"));
    expect(dialog).toHaveTextContent(placeholder("SAM"));
    expect(dialog).toHaveTextContent("Slide 3 · Ask");
    expect(dialog).toHaveTextContent(placeholder("the amount"));
    expect(dialog).not.toHaveTextContent("Slide 1");
    expect(exportDeck).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(exportDeck).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: /export/i }));
    await user.click(await screen.findByRole("menuitem", { name: /pdf/i }));
    await user.click(await screen.findByRole("button", { name: "Export anyway" }));
    await waitFor(() => expect(exportDeck).toHaveBeenCalledTimes(1));
    expect(exportDeck.mock.calls[0]?.[0]).toBe("pdf");
  });
});

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
