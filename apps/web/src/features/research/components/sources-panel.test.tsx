import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { live, resetLive } from "../../../test/fake-sync.ts";
import { sources } from "../../../test/fixtures.ts";
import { researchCalls } from "../test-helpers.ts";
import { NO_PROVIDER_MESSAGE } from "./no-provider-notice.tsx";
import { SourcesPanel } from "./sources-panel.tsx";

vi.mock("../../../lib/sync/hooks.ts", () => import("../../../test/fake-sync.ts").then((m) => m.fakeHooks));

function renderPanel() {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <SourcesPanel deckId="deck-1" />
    </ToastProvider>,
  );
  return { user, panel: () => screen.getByRole("region", { name: "Sources" }) };
}

beforeEach(() => {
  resetLive(researchCalls());
  live.queries["research.getSearchInfo"] = { data: { provider: "searxng" }, error: null };
});
afterEach(cleanup);

describe("SourcesPanel", () => {
  it("shows a loading state, then lists sources in marker order with link, quote and time", () => {
    const { panel } = renderPanel();
    expect(within(panel()).getByLabelText("Loading sources")).toHaveAttribute("aria-busy", "true");
    cleanup();

    live.queries["sources.getSources"] = { data: sources, error: null };
    const view = renderPanel();
    const items = within(view.panel()).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent("[1]");
    expect(first).toHaveTextContent("Industry report 2024");
    expect(first).toHaveTextContent("Competitors include Acme and Globex.");
    expect(first).toHaveTextContent("fetched Jan 15");
    const link = within(first).getByRole("link", { name: /example\.com/ });
    expect(link).toHaveAttribute("href", "https://www.example.com/report");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(second).toHaveTextContent("[2]");
    expect(second).toHaveTextContent("Pasted by you");
    expect(within(second).queryByRole("link")).toBeNull();
  });

  it("says so when the deck has no sources, and when the query fails", () => {
    live.queries["sources.getSources"] = { data: [], error: null };
    renderPanel();
    expect(screen.getByText("No sources yet")).toBeInTheDocument();
    cleanup();

    live.queries["sources.getSources"] = { data: undefined, error: new Error("Not allowed") };
    renderPanel();
    expect(screen.getByRole("alert")).toHaveTextContent("Could not load sources: Not allowed");
  });

  it("tells the founder plainly when no search provider is configured", () => {
    live.queries["sources.getSources"] = { data: [], error: null };
    live.queries["research.getSearchInfo"] = { data: { provider: null }, error: null };
    renderPanel();
    expect(screen.getByText(NO_PROVIDER_MESSAGE)).toBeInTheDocument();
  });

  it("validates a pasted source, then adds it and closes the dialog", async () => {
    live.queries["sources.getSources"] = { data: [], error: null };
    const { user } = renderPanel();
    await user.click(screen.getByRole("button", { name: "Add source" }));
    const dialog = screen.getByRole("dialog", { name: "Add a source" });
    await user.click(within(dialog).getByRole("button", { name: "Add source" }));
    expect(within(dialog).getByLabelText("Title")).toHaveAccessibleDescription("Give the source a title.");
    expect(within(dialog).getByLabelText("Text")).toHaveAccessibleDescription(
      "Paste the passage you want research to cite.",
    );
    expect(live.calls["sources.addSource"]).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText("Title"), "Market notes");
    await user.type(within(dialog).getByLabelText("Text"), "  The market reached $4.2B in 2024.  ");
    await user.type(within(dialog).getByLabelText("URL (optional)"), "not a url");
    await user.click(within(dialog).getByRole("button", { name: "Add source" }));
    expect(within(dialog).getByLabelText("URL (optional)")).toHaveAccessibleDescription(
      "Enter a full web address starting with http:// or https://.",
    );
    await user.clear(within(dialog).getByLabelText("URL (optional)"));
    await user.click(within(dialog).getByRole("button", { name: "Add source" }));
    expect(live.calls["sources.addSource"]).toHaveBeenCalledWith({
      deckId: "deck-1",
      title: "Market notes",
      text: "The market reached $4.2B in 2024.",
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await screen.findByRole("status")).toHaveTextContent("Source added.");
  });

  it("fetches a URL source and shows the server's error inline, keeping the dialog open", async () => {
    live.queries["sources.getSources"] = { data: [], error: null };
    let reject: (error: Error) => void = () => {};
    live.calls["sources.addSource"]?.mockImplementation(
      () => new Promise((_, fail: (error: Error) => void) => (reject = fail)),
    );
    const { user } = renderPanel();
    await user.click(screen.getByRole("button", { name: "Add source" }));
    const dialog = screen.getByRole("dialog", { name: "Add a source" });
    await user.click(within(dialog).getByRole("radio", { name: "Fetch a URL" }));
    await user.type(within(dialog).getByLabelText("URL"), "https://example.com/report");
    await user.click(within(dialog).getByRole("button", { name: "Add source" }));
    expect(within(dialog).getByRole("button", { name: "Fetching…" })).toBeDisabled();
    expect(live.calls["sources.addSource"]).toHaveBeenCalledWith({
      deckId: "deck-1",
      url: "https://example.com/report",
    });
    reject(new Error("That address is not allowed."));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("That address is not allowed.");
    expect(within(dialog).getByRole("button", { name: "Add source" })).toBeEnabled();
  });

  it("deletes a source only after confirmation", async () => {
    live.queries["sources.getSources"] = { data: sources, error: null };
    const { user } = renderPanel();
    await user.click(screen.getByRole("button", { name: "Delete source [2] Founder notes on market size" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent('Delete source [2] "Founder notes on market size"?');
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(live.calls["sources.deleteSource"]).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Delete source [2] Founder notes on market size" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete source" }),
    );
    expect(live.calls["sources.deleteSource"]).toHaveBeenCalledWith({ sourceId: "source-2" });
    expect(await screen.findByRole("status")).toHaveTextContent("Source [2] deleted.");
  });
});
