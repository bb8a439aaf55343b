import {
  appendBezierCurve,
  clip,
  closePath,
  endPath,
  lineTo,
  moveTo,
  type PDFImage,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
} from "pdf-lib";
import {
  lineBaseline,
  lineLeft,
  MARKER_SCALE,
  markerBaseline,
  type ImageNode,
  type LineNode,
  type RectNode,
  type Scene,
  type SceneNode,
  type TextNode,
} from "../../slides/index.ts";
import { color, pdfY, pt, roundedRectPath, scenePath } from "./pdf-layout";
import type { TextFont } from "./pdf-fonts";
import { fontKey, markerFont } from "./scene-fonts";

/** What painting a scene needs besides the scene: embedded fonts by fontKey, images by id, the accent. */
export interface PdfPaint {
  fonts: ReadonlyMap<string, TextFont>;
  images: ReadonlyMap<string, PDFImage>;
  accent: string;
}

/**
 * Draws a laid-out slide on `page` exactly where the editor's SVG canvas draws it: the background,
 * then every node in order, shapes as vectors and each text line at the layout's baseline and run offsets.
 */
export function paintScene(page: PDFPage, scene: Scene, paint: PdfPaint): void {
  page.drawSvgPath(roundedRectPath(0, 0, scene.width, scene.height), {
    ...scenePath,
    color: color(scene.background),
  });
  for (const node of scene.nodes) paintNode(page, node, paint);
}

function paintNode(page: PDFPage, node: SceneNode, paint: PdfPaint): void {
  if (node.kind === "group") for (const child of node.children) paintNode(page, child, paint);
  else if (node.kind === "rect") paintRect(page, node);
  else if (node.kind === "line") paintLine(page, node);
  else if (node.kind === "image") paintImage(page, node, paint.images);
  else paintText(page, node, paint);
}

function paintRect(page: PDFPage, node: RectNode): void {
  const stroke = node.stroke && node.strokeWidth ? node.stroke : undefined;
  page.drawSvgPath(roundedRectPath(node.x, node.y, node.w, node.h, node.radius), {
    ...scenePath,
    color: color(node.fill),
    ...(stroke ? { borderColor: color(stroke), borderWidth: node.strokeWidth } : {}),
  });
}

function paintLine(page: PDFPage, node: LineNode): void {
  page.drawSvgPath(`M ${node.x1} ${node.y1} L ${node.x2} ${node.y2}`, {
    ...scenePath,
    borderColor: color(node.stroke),
    borderWidth: node.width,
    ...(node.dash ? { borderDashArray: node.dash } : {}),
  });
}

/** The image scaled to cover or fit its frame, centred and clipped to the frame's (rounded) box. */
function paintImage(page: PDFPage, node: ImageNode, images: ReadonlyMap<string, PDFImage>): void {
  const image = node.imageId ? images.get(node.imageId) : undefined;
  if (!image) {
    page.drawSvgPath(roundedRectPath(node.x, node.y, node.w, node.h, node.radius), {
      ...scenePath,
      color: color(node.frame.fill),
    });
    return;
  }
  const ratio =
    node.fit === "cover"
      ? Math.max(node.w / image.width, node.h / image.height)
      : Math.min(node.w / image.width, node.h / image.height);
  const w = image.width * ratio;
  const h = image.height * ratio;
  const x = node.x + (node.w - w) / 2;
  const y = node.y + (node.h - h) / 2;
  page.pushOperators(pushGraphicsState(), ...clipPath(node), clip(), endPath());
  page.drawImage(image, { x: pt(x), y: pdfY(y + h), width: pt(w), height: pt(h) });
  page.pushOperators(popGraphicsState());
}

/** The frame as a clipping path in PDF points; corners rounded with Bézier quarter circles. */
function clipPath(node: ImageNode) {
  const x = pt(node.x);
  const y = pdfY(node.y + node.h);
  const w = pt(node.w);
  const h = pt(node.h);
  const r = Math.min(pt(node.radius ?? 0), w / 2, h / 2);
  if (r === 0) return [rectangle(x, y, w, h)];
  // 0.5523 r: the control distance that makes a cubic Bézier a near-perfect quarter circle.
  const k = r * 0.5523;
  return [
    moveTo(x + r, y),
    lineTo(x + w - r, y),
    appendBezierCurve(x + w - r + k, y, x + w, y + r - k, x + w, y + r),
    lineTo(x + w, y + h - r),
    appendBezierCurve(x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h),
    lineTo(x + r, y + h),
    appendBezierCurve(x + r - k, y + h, x, y + h - r + k, x, y + h - r),
    lineTo(x, y + r),
    appendBezierCurve(x, y + r - k, x + r - k, y, x + r, y),
    closePath(),
  ];
}

function paintText(page: PDFPage, node: TextNode, paint: PdfPaint): void {
  const font = embedded(paint, fontKey(node.font));
  const fill = color(node.color);
  const accent = color(paint.accent);
  if (node.bullet) {
    const dot = color(node.bullet.color);
    const cx = node.x + node.bullet.indent * 0.35;
    const r = node.size * 0.15;
    for (const line of node.bulletStarts ?? []) {
      const cy = lineBaseline(node, line) - node.size * 0.27;
      page.drawCircle({ x: pt(cx), y: pdfY(cy), size: pt(r), color: dot });
    }
  }
  node.lines.forEach((line, index) => {
    const left = lineLeft(node, line);
    line.runs.forEach((run, runIndex) => {
      const x = pt(left + (line.offsets[runIndex] ?? 0));
      if (run.kind === "text") {
        font.draw(page, run.text, {
          x,
          y: pdfY(lineBaseline(node, index)),
          size: pt(node.size),
          color: fill,
        });
      } else {
        const at = { x, y: pdfY(markerBaseline(node, index)), size: pt(node.size * MARKER_SCALE) };
        embedded(paint, fontKey(markerFont(node.font))).draw(page, String(run.marker), {
          ...at,
          color: accent,
        });
      }
    });
  });
}

function embedded(paint: PdfPaint, key: string): TextFont {
  const font = paint.fonts.get(key);
  if (!font) throw new Error(`The font ${key} was not embedded`);
  return font;
}
