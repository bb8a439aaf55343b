import { themeFor } from "@pds/contracts";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { live, resetLive } from "../../../test/fake-sync.ts";
import { citations, sources } from "../../../test/fixtures.ts";
import { CitationsProvider } from "../../research/index.ts";
import type { Scene, TextNode } from "../lib/scene.ts";
import { SlideCanvas } from "./slide-canvas.tsx";

vi.mock("../../../lib/sync/hooks.ts", () => import("../../../test/fake-sync.ts").then((m) => m.fakeHooks));

const theme = themeFor("slate");

function text(field: string, lines: TextNode["lines"], extra: Partial<TextNode> = {}): TextNode {
  return {
    kind: "text",
    x: 80,
    y: 200,
    w: 1120,
    h: 300,
    field,
    font: { family: "Inter", weight: 400 },
    size: 30,
    lineHeight: 40,
    baseline: 28,
    color: "#0F172A",
    background: "#FFFFFF",
    align: "left",
    lines,
    overflow: false,
    placeholder: false,
    ...extra,
  };
}

const title = text("title", [{ runs: [{ kind: "text", text: "Market" }], offsets: [0], width: 120 }], {
  y: 80,
  size: 56,
  font: { family: "Inter", weight: 700 },
});
const bullets = text(
  "content",
  [
    { runs: [{ kind: "text", text: "The pet wellness market reached $4.2B" }], offsets: [0], width: 560 },
    {
      runs: [
        { kind: "text", text: "in 2024." },
        { kind: "marker", marker: 2 },
      ],
      offsets: [0, 110],
      width: 130,
    },
    { runs: [{ kind: "text", text: "Unbacked claim" }], offsets: [0], width: 200 },
  ],
  { bullet: { color: "#4F46E5", indent: 33 }, bulletStarts: [0, 2] },
);

function scene(nodes: Scene["nodes"]): Scene {
  return { width: 1280, height: 720, background: "#FFFFFF", title, nodes: [title, ...nodes], overflow: [] };
}

beforeEach(() => {
  resetLive();
  live.queries["sources.getSources"] = { data: sources, error: null };
  live.queries["sources.getCitations"] = { data: citations, error: null };
});
afterEach(cleanup);

describe("SlideCanvas", () => {
  it("draws the title and every line in the scene's font, as a 16:9 image named by its text", () => {
    render(<SlideCanvas scene={scene([bullets])} theme={theme} />);
    const image = screen.getByRole("img");
    expect(image).toHaveAttribute("viewBox", "0 0 1280 720");
    expect(image.getAttribute("aria-label")).toBe(
      "Market. The pet wellness market reached $4.2B in 2024. [2]. Unbacked claim.",
    );
    const heading = screen.getByText("Market").closest("text")!;
    expect(heading).toHaveAttribute("font-family", '"Inter", "DejaVu Sans", sans-serif');
    expect(heading).toHaveAttribute("font-weight", "700");
    expect(heading).toHaveAttribute("font-size", "56");
    const first = screen.getByText("The pet wellness market reached $4.2B");
    expect(first).toHaveAttribute("x", "113");
    expect(first).toHaveAttribute("y", "228");
    expect(screen.getByText("Unbacked claim")).toHaveAttribute("y", "308");
    expect(image.querySelectorAll("circle")).toHaveLength(2);
  });

  it("draws a citation marker as a small raised accent number where the layout measured it", () => {
    render(<SlideCanvas scene={scene([bullets])} theme={theme} />);
    const marker = screen.getByRole("img").querySelector("[data-marker]")!;
    expect(marker).toHaveTextContent("2");
    expect(marker).toHaveAttribute("fill", theme.colors.accent);
    expect(marker).toHaveAttribute("font-size", "18");
    expect(marker).toHaveAttribute("x", String(80 + 33 + 110));
    expect(Number(marker.getAttribute("y"))).toBeLessThan(268);
  });

  it("makes a backed marker open its passage in the editor, and only there", async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <CitationsProvider deckId="deck-1" slideId="slide-1">
        <SlideCanvas scene={scene([bullets])} theme={theme} />
      </CitationsProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Source 2: Founder notes on market size" }));
    const dialog = screen.getByRole("dialog", { name: "Founder notes on market size" });
    expect(within(dialog).getByRole("blockquote")).toHaveTextContent(
      "The pet wellness market reached $4.2B in 2024.",
    );
    unmount();
    render(<SlideCanvas scene={scene([bullets])} theme={theme} />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows placeholder text as a to-fill chip", () => {
    const todo = text("fields.metrics.0.value", [
      { runs: [{ kind: "text", text: "[Add TAM with a source]" }], offsets: [0], width: 300 },
    ]);
    render(<SlideCanvas scene={scene([{ ...todo, placeholder: true }])} theme={theme} />);
    const chip = screen.getByTestId("to-fill-chip");
    expect(chip).toHaveAttribute("stroke", theme.colors.accent);
    expect(chip).toHaveAttribute("stroke-dasharray");
    expect(Number(chip.getAttribute("width"))).toBeGreaterThan(300);
    expect(screen.getByText("[Add TAM with a source]")).toBeInTheDocument();
  });

  it("draws stored images from the image API and empty frames that ask for one", () => {
    const frame = { fill: "#F1F5F9", text: "#475569" };
    render(
      <SlideCanvas
        scene={scene([
          {
            kind: "image",
            x: 80,
            y: 200,
            w: 400,
            h: 300,
            imageId: "img-1",
            field: "fields.imageId",
            fit: "contain",
            frame,
          },
          {
            kind: "image",
            x: 600,
            y: 200,
            w: 120,
            h: 120,
            imageId: null,
            field: "fields.members.0.photoImageId",
            fit: "cover",
            radius: 60,
            frame,
          },
        ])}
        theme={theme}
      />,
    );
    const image = screen.getByRole("img").querySelector("image")!;
    expect(image).toHaveAttribute("href", "/api/images/img-1");
    expect(image).toHaveAttribute("preserveAspectRatio", "xMidYMid meet");
    expect(screen.getByTestId("empty-image-frame")).toHaveTextContent("Photo");
  });

  it("paints a group's children (a chart's bars and labels)", () => {
    render(
      <SlideCanvas
        scene={scene([
          {
            kind: "group",
            role: "chart",
            x: 80,
            y: 200,
            w: 600,
            h: 400,
            children: [
              { kind: "rect", x: 100, y: 300, w: 50, h: 300, fill: "#4F46E5" },
              { kind: "line", x1: 80, y1: 600, x2: 680, y2: 600, stroke: "#CBD5E1", width: 2, dash: [4, 4] },
              text("fields.points.0.label", [
                { runs: [{ kind: "text", text: "Q1" }], offsets: [0], width: 30 },
              ]),
            ],
          },
        ])}
        theme={theme}
      />,
    );
    const chart = screen.getByRole("img").querySelector('[data-role="chart"]')!;
    expect(chart.querySelector("rect")).toHaveAttribute("fill", "#4F46E5");
    expect(chart.querySelector("line")).toHaveAttribute("stroke-dasharray", "4 4");
    expect(within(chart as HTMLElement).getByText("Q1")).toBeInTheDocument();
  });

  it("says nothing itself when decorative (a thumbnail named by its button)", () => {
    render(<SlideCanvas scene={scene([bullets])} theme={theme} decorative />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByTestId("slide-canvas")).toHaveAttribute("aria-hidden", "true");
  });
});
