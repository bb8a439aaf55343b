import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { live, resetLive } from "../../../test/fake-sync.ts";
import { researchCalls, status } from "../test-helpers.ts";
import { NO_PROVIDER_MESSAGE } from "./no-provider-notice.tsx";
import { ResearchButton } from "./research-button.tsx";

vi.mock("../../../lib/sync/hooks.ts", () => import("../../../test/fake-sync.ts").then((m) => m.fakeHooks));

function renderButton() {
  const user = userEvent.setup();
  const view = render(
    <ToastProvider>
      <ResearchButton deckId="deck-1" />
    </ToastProvider>,
  );
  const rerender = () =>
    view.rerender(
      <ToastProvider>
        <ResearchButton deckId="deck-1" />
      </ToastProvider>,
    );
  return { user, rerender, card: () => screen.getByRole("region", { name: /Research/ }) };
}

/** A startResearch call that resolves or rejects when the test says so. */
function pendingRun() {
  const run: { resolve: (value: unknown) => void; reject: (error: Error) => void } = {
    resolve: () => {},
    reject: () => {},
  };
  live.calls["research.startResearch"]?.mockImplementation(
    () =>
      new Promise((resolve, reject) => {
        run.resolve = resolve;
        run.reject = reject;
      }),
  );
  return run;
}

beforeEach(() => {
  resetLive(researchCalls());
  live.queries["research.getSearchInfo"] = { data: { provider: "tavily" }, error: null };
  live.queries["research.getResearchStatus"] = { data: null, error: null };
});
afterEach(cleanup);

describe("ResearchButton", () => {
  it("starts research, shows each step with its state, and cancels", async () => {
    const run = pendingRun();
    const { user, rerender, card } = renderButton();
    await user.click(screen.getByRole("button", { name: "Research" }));
    expect(live.calls["research.startResearch"]).toHaveBeenCalledWith({ deckId: "deck-1" });
    expect(screen.getByRole("button", { name: "Research (running)" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(within(card()).getByText("Starting research…")).toBeInTheDocument();

    live.queries["research.getResearchStatus"] = { data: status(), error: null };
    rerender();
    const steps = within(card()).getAllByRole("listitem");
    expect(steps.map((step) => step.dataset.state)).toEqual(["done", "running", "pending"]);
    expect(steps[0]).toHaveTextContent("Planning searches — Done");
    expect(steps[1]).toHaveTextContent("Searching the web — In progress");
    expect(steps[1]).toHaveTextContent("3 of 6 queries");
    expect(within(card()).getByText("Step 2 of 3: Searching the web")).toBeInTheDocument();

    await user.click(within(card()).getByRole("button", { name: "Cancel" }));
    expect(live.calls["research.cancelResearch"]).toHaveBeenCalledWith({ deckId: "deck-1" });
    live.queries["research.getResearchStatus"] = { data: status({ status: "cancelled" }), error: null };
    await act(async () => run.reject(new Error("Research was cancelled")));
    expect(await screen.findByRole("status")).toHaveTextContent("Research cancelled.");
    expect(within(card()).getByRole("button", { name: "Run research again" })).toBeInTheDocument();
  });

  it("announces what research added when it succeeds", async () => {
    const run = pendingRun();
    const { user } = renderButton();
    await user.click(screen.getByRole("button", { name: "Research" }));
    await act(async () => run.resolve({ runId: "run-2", sources: 3, sourcesUsed: 3, slidesUpdated: 2 }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Research added 3 sources and updated 2 slides.",
    );
  });

  it("shows the server's message when research fails", async () => {
    const run = pendingRun();
    const { user, rerender, card } = renderButton();
    await user.click(screen.getByRole("button", { name: "Research" }));
    live.queries["research.getResearchStatus"] = {
      data: status({ status: "failed", error: "The search provider timed out." }),
      error: null,
    };
    await act(async () => run.reject(new Error("The search provider timed out.")));
    rerender();
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      "The search provider timed out.",
      "The search provider timed out.",
    ]);
    expect(within(card()).getByText("Failed")).toBeInTheDocument();
    // The way on from a run that found nothing usable: the founder's own source.
    await user.click(within(card()).getByRole("button", { name: "Add a source" }));
    expect(screen.getByRole("dialog", { name: /Add a source/i })).toBeInTheDocument();
  });

  it("says plainly that no search provider is configured, and still runs on founder sources", async () => {
    live.queries["research.getSearchInfo"] = { data: { provider: null }, error: null };
    pendingRun();
    const { user, card } = renderButton();
    await user.click(screen.getByRole("button", { name: "Research" }));
    expect(within(card()).getByText(NO_PROVIDER_MESSAGE)).toBeInTheDocument();
    expect(live.calls["research.startResearch"]).toHaveBeenCalledTimes(1);
  });

  it("notes a slow run, and Escape closes the card back onto the button", async () => {
    live.queries["research.getResearchStatus"] = {
      data: status({ startedAt: Date.now() - 60_000 }),
      error: null,
    };
    const { user, card } = renderButton();
    const button = screen.getByRole("button", { name: "Research (running)" });
    // A run already going (started from the brief flow) opens the card by itself.
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(live.calls["research.startResearch"]).not.toHaveBeenCalled();
    expect(within(card()).getByText(/Still working/)).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: /Research/ })).toBeNull();
    expect(button).toHaveFocus();
  });

  it("opens the card once for a run started elsewhere; closing it keeps it closed for that run", async () => {
    const { user, rerender } = renderButton();
    expect(screen.queryByRole("region", { name: /Research/ })).toBeNull();
    live.queries["research.getResearchStatus"] = { data: status({ runId: "run-9" }), error: null };
    rerender();
    expect(screen.getByRole("region", { name: /Research/ })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close research" }));
    rerender();
    expect(screen.queryByRole("region", { name: /Research/ })).toBeNull();
  });

  it("starts research and opens its card when the brief flow asks for it, once", async () => {
    const handled = vi.fn();
    const user = userEvent.setup();
    const view = (startRequested: boolean) => (
      <ToastProvider>
        <ResearchButton deckId="deck-1" startRequested={startRequested} onStartRequestHandled={handled} />
      </ToastProvider>
    );
    const { rerender } = render(view(true));
    expect(handled).toHaveBeenCalledTimes(1);
    expect(live.calls["research.startResearch"]).toHaveBeenCalledTimes(1);
    expect(live.calls["research.startResearch"]).toHaveBeenCalledWith({ deckId: "deck-1" });
    expect(screen.getByRole("region", { name: /Research/ })).toBeInTheDocument();
    // The route clears its request; closing the card keeps it closed and starts nothing more.
    rerender(view(false));
    await user.click(screen.getByRole("button", { name: "Close research" }));
    rerender(view(false));
    expect(screen.queryByRole("region", { name: /Research/ })).toBeNull();
    expect(live.calls["research.startResearch"]).toHaveBeenCalledTimes(1);
  });

  it("a request made before the editor showed the deck starts once the deck is known", () => {
    const view = (deckId: string | undefined) => (
      <ToastProvider>
        <ResearchButton deckId={deckId} startRequested onStartRequestHandled={() => {}} />
      </ToastProvider>
    );
    const { rerender } = render(view(undefined));
    expect(live.calls["research.startResearch"]).not.toHaveBeenCalled();
    rerender(view("deck-1"));
    expect(live.calls["research.startResearch"]).toHaveBeenCalledWith({ deckId: "deck-1" });
    expect(screen.getByRole("region", { name: /Research/ })).toBeInTheDocument();
  });

  it("cancelling a run the brief flow asked for says it was cancelled, not what it added", async () => {
    const run = pendingRun();
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <ResearchButton deckId="deck-1" startRequested onStartRequestHandled={() => {}} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await act(async () => run.resolve({ runId: "run-2", sources: 2, sourcesUsed: 2, slidesUpdated: 0 }));
    expect(await screen.findByRole("status")).toHaveTextContent("Research cancelled.");
  });

  it("opens the card for a run started elsewhere that ended before its status arrived, but not for an old run", async () => {
    live.queries["research.getResearchStatus"] = {
      data: status({ runId: "run-1", status: "succeeded" }),
      error: null,
    };
    const { rerender, card } = renderButton();
    expect(screen.queryByRole("region", { name: /Research/ })).toBeNull();
    live.queries["research.getResearchStatus"] = {
      data: status({ runId: "run-2", status: "succeeded" }),
      error: null,
    };
    rerender();
    expect(card()).toBeInTheDocument();
  });

  it("with no search provider and no sources, opens the card instead of a run bound to fail", async () => {
    live.queries["research.getSearchInfo"] = { data: { provider: null }, error: null };
    live.queries["sources.getSources"] = { data: [], error: null };
    const { user, card } = renderButton();
    await user.click(screen.getByRole("button", { name: "Research" }));
    expect(live.calls["research.startResearch"]).not.toHaveBeenCalled();
    expect(within(card()).getByText(NO_PROVIDER_MESSAGE)).toBeInTheDocument();
    expect(within(card()).getByRole("button", { name: "Start research" })).toBeDisabled();
    await user.click(within(card()).getByRole("button", { name: "Add a source" }));
    expect(screen.getByRole("dialog", { name: /Add a source/i })).toBeInTheDocument();
    // Escape closes the dialog only; the card under it stays open.
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: /Add a source/i })).toBeNull();
    expect(card()).toBeInTheDocument();
  });
});
