import type { Scene, SceneNode, TextNode } from "../lib/scene.ts";
import { runBox } from "./scene-text-geometry.ts";

/** Every text node of the scene in painting order, groups included. */
export function sceneTexts(nodes: SceneNode[]): TextNode[] {
  return nodes.flatMap((node) =>
    node.kind === "text" ? [node] : node.kind === "group" ? sceneTexts(node.children) : [],
  );
}

const lineText = (node: TextNode, index: number, markers: boolean) =>
  node.lines[index]!.runs.map((run) =>
    run.kind === "text" ? run.text : markers ? ` [${run.marker}]` : "",
  ).join("");

/** The lines of a text node that belong together: one bullet, or the whole box when it has no bullets. */
function paragraphs(node: TextNode): number[][] {
  const starts = node.bullet ? (node.bulletStarts ?? []) : [0];
  return starts.map((start, i) => {
    const end = starts[i + 1] ?? node.lines.length;
    return Array.from({ length: end - start }, (_, k) => start + k);
  });
}

const squash = (text: string) => text.replace(/\s+/gu, " ").trim();

/** What a screen reader hears for the slide: the title first, then every text as it reads on the slide. */
export function sceneLabel(scene: Scene): string {
  const texts = sceneTexts(scene.nodes).filter((node) => node !== scene.title);
  return [scene.title, ...texts]
    .flatMap((node) =>
      paragraphs(node).map((lines) => squash(lines.map((i) => lineText(node, i, true)).join(" "))),
    )
    .filter(Boolean)
    .map((text) => (/[.!?:…]$/u.test(text) ? text : `${text}.`))
    .join(" ");
}

/** A citation marker drawn on the slide: where it is and the claim (its bullet's text, markers removed). */
export interface PlacedMarker {
  marker: number;
  claim: string;
  box: { x: number; y: number; w: number; h: number };
}

export function sceneMarkers(scene: Scene): PlacedMarker[] {
  return sceneTexts(scene.nodes).flatMap((node) =>
    paragraphs(node).flatMap((lines) => {
      const claim = squash(lines.map((i) => lineText(node, i, false)).join(" "));
      return lines.flatMap((lineIndex) =>
        node.lines[lineIndex]!.runs.flatMap((run, runIndex) =>
          run.kind === "marker"
            ? [{ marker: run.marker, claim, box: runBox(node, lineIndex, runIndex) }]
            : [],
        ),
      );
    }),
  );
}
