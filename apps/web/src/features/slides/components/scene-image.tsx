import { useId } from "react";
import type { ImageNode } from "../lib/scene.ts";
import { useSlideImageUrl } from "./slide-image-source.tsx";

/** What an empty frame asks for, from the field it shows. */
function frameLabel(field: string): string {
  if (field.endsWith("logoImageId")) return "Logo";
  if (field.endsWith("photoImageId")) return "Photo";
  return "Add an image";
}

function EmptyFrame({ node }: { node: ImageNode }) {
  const size = Math.max(12, Math.min(28, Math.min(node.w, node.h) * 0.18));
  return (
    <g data-testid="empty-image-frame" data-field={node.field}>
      <rect
        x={node.x}
        y={node.y}
        width={node.w}
        height={node.h}
        rx={node.radius}
        fill={node.frame.fill}
        stroke={node.frame.text}
        strokeOpacity={0.5}
        strokeWidth={2}
        strokeDasharray="8 6"
      />
      <text
        x={node.x + node.w / 2}
        y={node.y + node.h / 2 + size * 0.35}
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize={size}
        fill={node.frame.text}
      >
        {frameLabel(node.field)}
      </text>
    </g>
  );
}

/** A stored image (logo, photo, screenshot) clipped to its frame, or an empty frame asking for one. */
export function SceneImage({ node }: { node: ImageNode }) {
  // useId's characters are not all valid in a url(#…) reference.
  const clip = `clip${useId().replace(/[^a-zA-Z0-9_-]/gu, "")}`;
  const imageUrl = useSlideImageUrl();
  if (!node.imageId) return <EmptyFrame node={node} />;
  const href = imageUrl(node.imageId);
  // No address yet (a share page drawn before its visit is opened): the frame stays blank.
  if (!href) return <g data-field={node.field} />;
  return (
    <g data-field={node.field}>
      <clipPath id={clip}>
        <rect x={node.x} y={node.y} width={node.w} height={node.h} rx={node.radius} />
      </clipPath>
      <image
        href={href}
        x={node.x}
        y={node.y}
        width={node.w}
        height={node.h}
        preserveAspectRatio={node.fit === "cover" ? "xMidYMid slice" : "xMidYMid meet"}
        clipPath={`url(#${clip})`}
      />
    </g>
  );
}
