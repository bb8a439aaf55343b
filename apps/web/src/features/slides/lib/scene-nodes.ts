import type { Scene, SceneNode, TextNode } from "./scene";

/** Every node of the scene, groups' children included (groups first, then their children). */
export function allNodes(scene: Scene): SceneNode[] {
  const walk = (nodes: SceneNode[]): SceneNode[] =>
    nodes.flatMap((node) => (node.kind === "group" ? [node, ...walk(node.children)] : [node]));
  return walk(scene.nodes);
}

/** Every text node of the scene, in drawing order. */
export function textNodes(scene: Scene): TextNode[] {
  return allNodes(scene).filter((node): node is TextNode => node.kind === "text");
}
