import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { PART_LOAD_FAILED } from "../../components/lazy-part.tsx";
import { ToastProvider } from "../../components/ui/toast.tsx";
import { resetLive } from "../../test/fake-sync.ts";
import { CreateRoute } from "./create.tsx";

vi.mock("../../lib/sync/hooks.ts", () => import("../../test/fake-sync.ts").then((m) => m.fakeHooks));
// The editor's chunk cannot be fetched: offline, or a deploy replaced it.
vi.mock("../../features/editor/components/editor-workspace.tsx", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

afterEach(cleanup);

it("says the editor could not load, over the editor's frame, and offers to try again", async () => {
  resetLive();
  window.sessionStorage.clear();
  const router = createMemoryRouter([{ path: "/create", element: <CreateRoute /> }], {
    initialEntries: ["/create?deck=deck-1"],
  });
  render(<RouterProvider router={router} />, { wrapper: ToastProvider });
  expect(screen.getByLabelText("Loading deck")).toBeInTheDocument();
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent(PART_LOAD_FAILED);
  expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  expect(screen.queryByText(/Something went wrong/u)).not.toBeInTheDocument();
  expect(router.state.location.search).toBe("?deck=deck-1");
});
