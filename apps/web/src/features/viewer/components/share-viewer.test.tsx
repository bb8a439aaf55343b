import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ShareOpened } from "@pds/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ShareViewer } from "./share-viewer.tsx";

const deck: ShareOpened["deck"] = {
  title: "DentaFlow Seed",
  theme: "slate",
  slides: ["Problem", "Market", "Team"].map((title, index) => ({
    id: `s${index}`,
    title,
    content: title === "Market" ? "135,000 practices [1]" : `${title} text`,
    notes: "",
    layout: "bullets" as const,
    fields: {},
  })),
  sources: [{ marker: 1, title: "ADA Health Policy Institute", url: "https://www.ada.org/hpi", quote: "" }],
};
const opened: ShareOpened = { viewToken: "v".repeat(32), viewerId: "viewer-123", allowDownload: false, deck };

type Reply = { status: number; body: unknown };
let replies: Reply[];
let requests: Array<{ url: string; body: unknown }>;

beforeEach(() => {
  replies = [];
  requests = [];
  localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const reply = url.endsWith("/events")
        ? { status: 204, body: null }
        : (replies.shift() ?? { status: 500, body: {} });
      return new Response(reply.body === null ? null : JSON.stringify(reply.body), { status: reply.status });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const position = () => screen.getByTestId("slide-position");

/** What the server drew into the page: the first slide of the three. */
const preview = (allowDownload: boolean) => ({
  title: deck.title,
  theme: deck.theme,
  slideCount: 3,
  allowDownload,
  slide: deck.slides[0]!,
});

/** Holds the link's open until the test answers it (events are accepted meanwhile). */
function holdOpen(): (reply: Reply) => void {
  let answer = (_reply: Reply) => {};
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.endsWith("/events")) return new Response(null, { status: 204 });
      const reply = await new Promise<Reply>((resolve) => (answer = resolve));
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return (reply) => answer(reply);
}

describe("ShareViewer", () => {
  it("opens an ungated link at once; arrows and swipes turn slides; the slide's sources open their page", async () => {
    replies.push({ status: 200, body: opened });
    render(<ShareViewer token={"t".repeat(32)} />);
    expect(await screen.findByRole("heading", { name: "DentaFlow Seed" })).toBeInTheDocument();
    expect(position()).toHaveTextContent("1 / 3");
    expect(requests[0]?.url).toMatch(/\/api\/share\/t{32}\/open$/);
    fireEvent.keyDown(window, { key: "ArrowRight" });
    expect(position()).toHaveTextContent("2 / 3");
    expect(screen.getByRole("link", { name: /ADA Health Policy Institute/ })).toHaveAttribute(
      "href",
      "https://www.ada.org/hpi",
    );
    const stage = screen.getByRole("main");
    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 100 });
    expect(position()).toHaveTextContent("3 / 3");
    fireEvent.keyDown(window, { key: "ArrowRight" });
    expect(position()).toHaveTextContent("3 / 3");
    fireEvent.pointerDown(stage, { clientX: 100 });
    fireEvent.pointerUp(stage, { clientX: 130 });
    expect(position()).toHaveTextContent("3 / 3");
    fireEvent.keyDown(window, { key: "Home" });
    expect(position()).toHaveTextContent("1 / 3");
    expect(localStorage.getItem("pds-viewer-id")).toBe("viewer-123");
    expect(screen.queryByRole("button", { name: "Download PDF" })).toBeNull();
  });

  it("a gated link asks for email and passcode, shows a wrong passcode, then opens", async () => {
    const user = userEvent.setup();
    replies.push(
      {
        status: 401,
        body: {
          error: { code: "UNAUTHORIZED", message: "This deck is protected." },
          gate: { status: "open", requireEmail: true, requirePasscode: true },
        },
      },
      { status: 403, body: { error: { code: "FORBIDDEN", message: "That passcode is not right." } } },
      { status: 200, body: { ...opened, allowDownload: true } },
    );
    render(<ShareViewer token={"t".repeat(32)} />);
    expect(await screen.findByRole("heading", { name: "This deck is protected" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "View deck" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Enter a valid email address.");
    await user.type(screen.getByLabelText("Email"), "partner@fund.com");
    await user.type(screen.getByLabelText("Passcode"), "nope");
    await user.click(screen.getByRole("button", { name: "View deck" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That passcode is not right.");
    await user.clear(screen.getByLabelText("Passcode"));
    await user.type(screen.getByLabelText("Passcode"), "right");
    await user.click(screen.getByRole("button", { name: "View deck" }));
    expect(await screen.findByTestId("slide-position")).toHaveTextContent("1 / 3");
    expect(requests.at(-1)?.body).toMatchObject({ email: "partner@fund.com", passcode: "right" });
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeInTheDocument();
  });

  it("revoked, expired and unknown links each get their own page", async () => {
    const cases: Array<[Reply, string]> = [
      [{ status: 410, body: { error: { message: "x" }, status: "revoked" } }, "This link was turned off"],
      [{ status: 410, body: { error: { message: "x" }, status: "expired" } }, "This link has expired"],
      [{ status: 404, body: { error: { message: "x" } } }, "This link does not exist"],
    ];
    for (const [reply, heading] of cases) {
      replies.push(reply);
      render(<ShareViewer token={"t".repeat(32)} />);
      expect(await screen.findByRole("heading", { name: heading })).toBeInTheDocument();
      cleanup();
    }
  });

  it("with the server's preview, the first slide shows before the link opens; turning waits for the deck; nothing is sent before", async () => {
    const answer = holdOpen();
    render(<ShareViewer token={"t".repeat(32)} preview={preview(true)} />);
    expect(screen.getByRole("heading", { name: "DentaFlow Seed" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Problem" })).toBeInTheDocument();
    expect(position()).toHaveTextContent("1 / 3");
    const firstCanvas = screen.getByTestId("slide-canvas");
    expect(requests.map((request) => request.url)).toEqual([expect.stringMatching(/\/open$/u)]);

    await act(async () => answer({ status: 200, body: opened }));
    expect(screen.getByTestId("slide-canvas")).toBe(firstCanvas);
    fireEvent.keyDown(window, { key: "ArrowRight" });
    expect(position()).toHaveTextContent("2 / 3");
    expect(screen.getByRole("heading", { name: "Market" })).toBeInTheDocument();
  });

  it("a turn made before the link opens is kept: the next slide shows when the deck arrives", async () => {
    const answer = holdOpen();
    render(<ShareViewer token={"t".repeat(32)} preview={preview(false)} />);
    fireEvent.keyDown(window, { key: "ArrowRight" });
    expect(position()).toHaveTextContent("2 / 3");
    expect(screen.getByLabelText("Loading the slide")).toBeInTheDocument();
    await act(async () => answer({ status: 200, body: opened }));
    expect(screen.getByRole("heading", { name: "Market" })).toBeInTheDocument();
  });

  it("reading time goes out when the viewer leaves, marked as leaving", async () => {
    replies.push({ status: 200, body: opened });
    const view = render(<ShareViewer token={"t".repeat(32)} />);
    await screen.findByTestId("slide-position");
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    view.unmount();
    const sent = requests.filter((request) => request.url.endsWith("/events"));
    expect(sent.at(-1)?.body).toMatchObject({ viewToken: opened.viewToken, current: 0, leaving: true });
  });
});
