import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BriefModal } from "./brief-modal.tsx";

vi.mock("../../../components/voice-note-button.tsx", () => ({ VoiceNoteButton: () => null }));

afterEach(cleanup);

const brief = { title: "Seed round", startupName: "Groomly", overview: "Booking for pet groomers." };

function renderModal(searchProvider: string | null | undefined) {
  const onContinue = vi.fn();
  render(
    <BriefModal
      initial={brief}
      busy={false}
      searchProvider={searchProvider}
      onContinue={onContinue}
      onNotNow={vi.fn()}
    />,
  );
  return { onContinue, user: userEvent.setup() };
}

const researchBox = () => screen.getByRole("checkbox", { name: "Research my market and competitors" });

describe("BriefModal research option", () => {
  it("with a search provider, research after drafting is on by default and can be turned off", async () => {
    const { onContinue, user } = renderModal("searxng");
    expect(researchBox()).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onContinue).toHaveBeenLastCalledWith(brief, { research: true });
    await user.click(researchBox());
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onContinue).toHaveBeenLastCalledWith(brief, { research: false });
  });

  it("with no search provider, it says how research works instead and never asks for a run", async () => {
    const { onContinue, user } = renderModal(null);
    expect(researchBox()).toBeDisabled();
    expect(researchBox()).not.toBeChecked();
    expect(screen.getByText(/No search provider is configured/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onContinue).toHaveBeenCalledWith(brief, { research: false });
  });

  it("while the provider is still being checked, Continue keeps the founder's research choice", async () => {
    const { onContinue, user } = renderModal(undefined);
    expect(screen.getByText("Checking for a search provider…")).toBeInTheDocument();
    expect(researchBox()).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onContinue).toHaveBeenLastCalledWith(brief, { research: true });
  });
});
