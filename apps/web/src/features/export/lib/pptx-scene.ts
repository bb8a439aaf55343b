import type { SlideTheme } from "@pds/contracts";
import type {
  GroupNode,
  ImageNode,
  LineNode,
  RectNode,
  Scene,
  SceneNode,
  TextNode,
} from "../../slides/index.ts";
import type { LoadedImage } from "./export-images";
import { addChart } from "./pptx-chart";
import { boxOf, hex, inch, points, type PptxSlide, textBoxOptions } from "./pptx-layout";
import { addTable } from "./pptx-table";
import { textRuns } from "./pptx-text";

/** What painting a scene needs besides the scene: the theme and the loaded images by id. */
export interface PptxPaint {
  theme: SlideTheme;
  images: ReadonlyMap<string, LoadedImage>;
}

/**
 * Places every node of the scene except its title (which goes in the title placeholder) as an editable
 * PowerPoint object at the scene's position and size: text boxes in the theme fonts, shapes, images, and
 * native charts and tables where the scene keeps their data.
 */
export function paintScene(page: PptxSlide, scene: Scene, paint: PptxPaint): void {
  for (const node of scene.nodes) if (node !== scene.title) paintNode(page, node, paint);
}

function paintNode(page: PptxSlide, node: SceneNode, paint: PptxPaint): void {
  if (node.kind === "group") paintGroup(page, node, paint);
  else if (node.kind === "rect") paintRect(page, node);
  else if (node.kind === "line") paintLine(page, node);
  else if (node.kind === "image") paintImage(page, node, paint.images);
  else paintText(page, node, paint.theme.colors.accent);
}

/** A chart or table group becomes one native object; backgrounds it draws over stay shapes. */
function paintGroup(page: PptxSlide, group: GroupNode, paint: PptxPaint): void {
  if (group.role === "chart" && group.chart) {
    const backgrounds = group.children.filter((child) => child.kind === "rect" && covers(child, group));
    for (const child of backgrounds) paintNode(page, child, paint);
    addChart(page, group, group.chart, paint.theme);
  } else if (group.role === "table" && group.table) {
    addTable(page, group, group.table, paint.theme);
  } else {
    for (const child of group.children) paintNode(page, child, paint);
  }
}

const covers = (rect: RectNode, group: GroupNode) =>
  rect.x <= group.x &&
  rect.y <= group.y &&
  rect.x + rect.w >= group.x + group.w &&
  rect.y + rect.h >= group.y + group.h;

function paintRect(page: PptxSlide, node: RectNode): void {
  const radius = node.radius ?? 0;
  page.addShape(radius > 0 ? "roundRect" : "rect", {
    ...boxOf(node),
    fill: { color: hex(node.fill) },
    line:
      node.stroke && node.strokeWidth
        ? { color: hex(node.stroke), width: points(node.strokeWidth) }
        : { type: "none" },
    ...(radius > 0 ? { rectRadius: inch(radius) } : {}),
  });
}

function paintLine(page: PptxSlide, node: LineNode): void {
  page.addShape("line", {
    x: inch(Math.min(node.x1, node.x2)),
    y: inch(Math.min(node.y1, node.y2)),
    w: inch(Math.abs(node.x2 - node.x1)),
    h: inch(Math.abs(node.y2 - node.y1)),
    // A line box runs top-left to bottom-right; flip it when the line rises or runs leftwards.
    flipH: node.x2 < node.x1,
    flipV: node.y2 < node.y1 !== node.x2 < node.x1,
    line: { color: hex(node.stroke), width: points(node.width), ...(node.dash ? { dashType: "dash" } : {}) },
  });
}

function paintImage(page: PptxSlide, node: ImageNode, images: ReadonlyMap<string, LoadedImage>): void {
  const image = node.imageId ? images.get(node.imageId) : undefined;
  if (!image) {
    paintRect(page, {
      kind: "rect",
      x: node.x,
      y: node.y,
      w: node.w,
      h: node.h,
      fill: node.frame.fill,
      radius: node.radius,
    });
    return;
  }
  const data = `image/${image.kind};base64,${base64(image.bytes)}`;
  if (node.fit === "cover") {
    // pptxgenjs crops to the frame from the image's own proportions, given as its w and h.
    const box = boxOf(node);
    page.addImage({
      data,
      x: box.x,
      y: box.y,
      w: inch(image.width),
      h: inch(image.height),
      sizing: { type: "cover", w: box.w, h: box.h },
    });
    return;
  }
  const ratio = Math.min(node.w / image.width, node.h / image.height);
  const w = image.width * ratio;
  const h = image.height * ratio;
  page.addImage({ data, ...boxOf({ x: node.x + (node.w - w) / 2, y: node.y + (node.h - h) / 2, w, h }) });
}

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/**
 * A text box at the layout's box. PowerPoint measures with its own copy of the font (or a substitute), so
 * the box gets a little slack on its free side(s): a line the layout fitted then never wraps a second time.
 */
function paintText(page: PptxSlide, node: TextNode, accent: string): void {
  const slack = node.w * 0.04;
  const x = node.align === "left" ? node.x : node.align === "center" ? node.x - slack / 2 : node.x - slack;
  page.addText(textRuns(node, accent), {
    ...boxOf({ x, y: node.y, w: node.w + slack, h: Math.max(node.h, node.lineHeight) }),
    ...textBoxOptions(node),
  });
}
