import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyPart } from "./lazy-part.tsx";

afterEach(cleanup);

function Sheet({ name }: { name: string }) {
  return <p>Sheet for {name}</p>;
}

describe("a part of the page loaded on demand", () => {
  it("reports a failed load instead of throwing to the page, and fetches again on the next use", async () => {
    const load = vi
      .fn<() => Promise<typeof Sheet>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(Sheet);
    const Part = lazyPart(load, (component) => component);
    const onFail = vi.fn();
    const page = render(
      <main>
        <h1>Editor</h1>
        <Part name="Acme" onFail={onFail} />
      </main>,
    );
    await waitFor(() => expect(onFail).toHaveBeenCalledOnce());
    expect(screen.getByRole("heading", { name: "Editor" })).toBeInTheDocument();
    expect(screen.queryByText(/Sheet for/u)).toBeNull();

    page.rerender(
      <main>
        <h1>Editor</h1>
      </main>,
    );
    page.rerender(
      <main>
        <h1>Editor</h1>
        <Part name="Acme" onFail={onFail} />
      </main>,
    );
    expect(await screen.findByText("Sheet for Acme")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onFail).toHaveBeenCalledOnce();
  });
});

describe("a part that loads and then fails while rendering", () => {
  it("is the page's error, not a load failure: onFail is not called", async () => {
    function Broken(): never {
      throw new Error("render bug");
    }
    const Part = lazyPart(
      () => Promise.resolve(Broken),
      (component) => component,
    );
    const onFail = vi.fn();
    const caught = vi.fn();
    class Route extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: unknown) {
        caught(error);
      }
      override render() {
        return this.state.failed ? <p>Something went wrong</p> : this.props.children;
      }
    }
    render(
      <Route>
        <Part onFail={onFail} />
      </Route>,
    );
    expect(await screen.findByText("Something went wrong")).toBeInTheDocument();
    expect(caught).toHaveBeenCalledWith(expect.objectContaining({ message: "render bug" }));
    expect(onFail).not.toHaveBeenCalled();
  });
});
