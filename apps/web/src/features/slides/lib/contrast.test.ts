import { slideThemes } from "@pds/contracts";
import { describe, expect, it } from "vitest";
import { layoutSlide } from "./layout-slide";
import { sampleSlides } from "./sample-slides";
import type { RectNode, Scene, TextNode } from "./scene";
import { allNodes, textNodes } from "./scene-nodes";

/** WCAG 2 relative luminance of "#RRGGBB". */
function luminance(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => {
    const channel = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** WCAG "large text": 24 px, or 18.66 px bold (18 pt and 14 pt at 96 dpi). */
const isLarge = (node: TextNode) => node.size >= 24 || (node.size >= 18.66 && node.font.weight === 700);

/** The fill actually under the middle of the text: the last rect drawn there, else the page. */
function fillUnder(scene: Scene, node: TextNode): string {
  const cx = node.x + node.w / 2;
  const cy = node.y + node.h / 2;
  const nodes = allNodes(scene);
  const under = nodes
    .slice(0, nodes.indexOf(node))
    .filter((n): n is RectNode => n.kind === "rect")
    .filter((r) => cx >= r.x && cx <= r.x + r.w && cy >= r.y && cy <= r.y + r.h);
  return under.at(-1)?.fill ?? scene.background;
}

describe("WCAG AA contrast of every text on every theme", () => {
  for (const theme of Object.values(slideThemes)) {
    for (const slide of sampleSlides) {
      it(`${theme.id} / ${slide.body.layout}`, () => {
        const scene = layoutSlide(slide, theme);
        for (const node of textNodes(scene)) {
          expect(node.background, `${node.field}: background is the fill under it`).toBe(
            fillUnder(scene, node),
          );
          const needed = isLarge(node) ? 3 : 4.5;
          const ratio = contrast(node.color, node.background);
          expect(
            ratio,
            `${node.field} ${node.color} on ${node.background} at ${node.size}px`,
          ).toBeGreaterThanOrEqual(needed);
        }
      });
    }
  }
});
