import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog.tsx";

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        title="Delete this deck?"
        confirmLabel="Delete deck"
        destructive
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
      />
    </>
  );
}

afterEach(cleanup);

describe("ConfirmDialog", () => {
  it("asks on the first press, before its code has loaded: focus on Cancel, Escape cancels, focus back", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole("button", { name: "Delete" });
    await user.click(opener);
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this deck?" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("is ready closed once the page is idle, and opens again after a cancel", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    const opener = screen.getByRole("button", { name: "Delete" });
    await user.click(opener);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await user.click(opener);
    await user.click(await screen.findByRole("button", { name: "Delete deck" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
