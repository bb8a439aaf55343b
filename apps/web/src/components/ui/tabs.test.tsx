import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs } from "./tabs.tsx";

function Harness() {
  const [value, setValue] = useState("a");
  return (
    <Tabs
      label="Panel"
      value={value}
      onValueChange={setValue}
      tabs={[
        { id: "a", label: "Copilot", content: <p>copilot body</p> },
        { id: "b", label: "Sources", content: <p>sources body</p> },
      ]}
    />
  );
}

afterEach(cleanup);

describe("Tabs", () => {
  it("switches panels by click and by arrow keys, with one tab in the tab order", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const [copilot, sources] = screen.getAllByRole("tab") as [HTMLElement, HTMLElement];
    expect(copilot).toHaveAttribute("aria-selected", "true");
    expect(sources).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("tabpanel", { name: "Copilot" })).toHaveTextContent("copilot body");
    expect(screen.getByText("sources body")).not.toBeVisible();

    await user.tab();
    expect(copilot).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(sources).toHaveFocus();
    expect(sources).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Sources" })).toHaveTextContent("sources body");
    await user.keyboard("{ArrowRight}");
    expect(copilot).toHaveFocus();
    await user.keyboard("{End}");
    expect(sources).toHaveFocus();
    await user.click(copilot);
    expect(screen.getByText("copilot body")).toBeVisible();
  });
});
