import type { SceneNode } from "../lib/scene.ts";
import { SceneImage } from "./scene-image.tsx";
import { SceneText } from "./scene-text.tsx";

/** Paints scene nodes in order (later ones on top); a group paints its children. */
export function SceneNodes({ nodes, accent }: { nodes: SceneNode[]; accent: string }) {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case "text":
        return <SceneText key={index} node={node} accent={accent} />;
      case "image":
        return <SceneImage key={index} node={node} />;
      case "rect":
        return (
          <rect
            key={index}
            x={node.x}
            y={node.y}
            width={node.w}
            height={node.h}
            rx={node.radius}
            fill={node.fill}
            stroke={node.stroke}
            strokeWidth={node.stroke ? (node.strokeWidth ?? 1) : undefined}
          />
        );
      case "line":
        return (
          <line
            key={index}
            x1={node.x1}
            y1={node.y1}
            x2={node.x2}
            y2={node.y2}
            stroke={node.stroke}
            strokeWidth={node.width}
            strokeDasharray={node.dash?.join(" ")}
            strokeLinecap="round"
          />
        );
      case "group":
        return (
          <g key={index} data-role={node.role}>
            <SceneNodes nodes={node.children} accent={accent} />
          </g>
        );
    }
  });
}
