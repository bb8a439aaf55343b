import { cssFontFamily } from "../fonts/font-family.ts";
import type { SceneLine, TextNode } from "../lib/scene.ts";
import { lineBaseline, lineLeft, MARKER_SCALE, markerBaseline } from "./scene-text-geometry.ts";

/**
 * One line's runs, each at the x the layout measured: a browser's own spacing can never push text past the
 * box, and a citation marker sits exactly where its button (in the editor) is placed.
 */
function LineRuns({
  node,
  line,
  index,
  accent,
}: {
  node: TextNode;
  line: SceneLine;
  index: number;
  accent: string;
}) {
  const left = lineLeft(node, line);
  return line.runs.map((run, runIndex) => {
    const x = left + (line.offsets[runIndex] ?? 0);
    if (run.kind === "text")
      return (
        <tspan key={runIndex} x={x} y={lineBaseline(node, index)}>
          {run.text}
        </tspan>
      );
    return (
      <tspan
        key={runIndex}
        x={x}
        y={markerBaseline(node, index)}
        fontSize={node.size * MARKER_SCALE}
        fontWeight={700}
        fill={accent}
        data-marker={run.marker}
      >
        {run.marker}
      </tspan>
    );
  });
}

/** A "to fill" chip behind placeholder text: dashed accent outline over a faint accent fill. */
function PlaceholderChip({ node, accent }: { node: TextNode; accent: string }) {
  const lefts = node.lines.map((line) => lineLeft(node, line));
  const rights = node.lines.map((line, index) => lefts[index]! + line.width);
  const padX = node.size * 0.3;
  const padY = node.size * 0.15;
  const left = Math.min(...lefts) - padX;
  return (
    <rect
      data-testid="to-fill-chip"
      x={left}
      y={node.y - padY}
      width={Math.max(...rights) + padX - left}
      height={node.lines.length * node.lineHeight + padY * 2}
      rx={Math.min(12, node.size * 0.4)}
      fill={accent}
      fillOpacity={0.1}
      stroke={accent}
      strokeWidth={Math.max(1.5, node.size * 0.06)}
      strokeDasharray={`${node.size * 0.3} ${node.size * 0.2}`}
    />
  );
}

/** Round bullet dots (the scene's spec: diameter 0.3 em, centred at 0.35 of the indent, mid x-height). */
function BulletDots({ node }: { node: TextNode }) {
  if (!node.bullet) return null;
  const { color, indent } = node.bullet;
  return (node.bulletStarts ?? []).map((line) => (
    <circle
      key={line}
      cx={node.x + indent * 0.35}
      cy={lineBaseline(node, line) - node.size * 0.27}
      r={node.size * 0.15}
      fill={color}
    />
  ));
}

/** A text box of the scene: its lines exactly as the layout wrapped them, in the scene's font and size. */
export function SceneText({ node, accent }: { node: TextNode; accent: string }) {
  if (node.lines.length === 0) return null;
  return (
    <g data-field={node.field}>
      {node.placeholder ? <PlaceholderChip node={node} accent={accent} /> : null}
      <BulletDots node={node} />
      <text
        fontFamily={cssFontFamily(node.font)}
        fontWeight={node.font.weight}
        fontStyle={node.font.italic ? "italic" : undefined}
        fontSize={node.size}
        fill={node.color}
        // Widths were measured without kerning; spaces are kept as measured.
        style={{ fontKerning: "none", whiteSpace: "pre" }}
      >
        {node.lines.map((line, index) => (
          <LineRuns key={index} node={node} line={line} index={index} accent={accent} />
        ))}
      </text>
    </g>
  );
}
