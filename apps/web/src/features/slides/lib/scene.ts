import type { TextRun } from "@pds/contracts";
import type { SceneFont } from "../fonts/scene-font.ts";

/**
 * A laid-out slide: what `layoutSlide(slide, theme)` computes once and every painter draws as given — the
 * SVG canvas (editor, thumbnails, Present mode), the PDF and the PPTX. Coordinates are in slide pixels
 * on a 1280 × 720 (16:9) page, origin top-left; painters scale (PDF: 0.75 pt per px; PPTX: inches).
 * Text is already wrapped and sized here, with the theme's font metrics, so line breaks match everywhere.
 */
export const SLIDE_WIDTH = 1280;
export const SLIDE_HEIGHT = 720;

/** Which field of the slide a text box shows: "title", "content", "notes" or a path like "fields.metrics.0.label". */
export type FieldPath = string;

export type { SceneFont };

/**
 * One wrapped line: its runs (text, and citation markers drawn as superscript numbers at MARKER_SCALE of
 * the size, after a MARKER_GAP em gap; see fit-text.ts). Widths are glyph advances without kerning, so
 * painters draw with kerning off (SVG `font-kerning: none`) to break lines where the layout did.
 */
export interface SceneLine {
  runs: TextRun[];
  /** Each run's x offset in px from the line's start (markers: the superscript number's left edge). */
  offsets: number[];
  /** Measured width in px at the box's size. */
  width: number;
}

export interface TextNode {
  kind: "text";
  x: number;
  y: number;
  w: number;
  h: number;
  field: FieldPath;
  font: SceneFont;
  /** Font size in px (chosen by fitting between the role's largest and smallest size). */
  size: number;
  /** Line height in px (baseline to baseline). */
  lineHeight: number;
  color: string;
  /** The colour directly behind this text (for contrast checks and painters that need it). */
  background: string;
  align: "left" | "center" | "right";
  /** Offset in px from y to the first baseline; each next line's baseline is lineHeight lower. */
  baseline: number;
  /** Lines from top to bottom. */
  lines: SceneLine[];
  /**
   * Bulleted text: each line starting a bullet gets a round dot (diameter `size` × 0.3, centred at x +
   * indent × 0.35, at the x-height middle) and every line's text starts at x + indent.
   */
  bullet?: { color: string; indent: number };
  /** Lines that begin a new bullet (indices into `lines`); the others continue the bullet above. */
  bulletStarts?: number[];
  /** True when the text did not fit even at the smallest size: the last line ends in "…" and the editor warns. */
  overflow: boolean;
  /** True when this text is (only) a placeholder still to fill: drawn as a "to fill" chip. */
  placeholder: boolean;
}

export interface RectNode {
  kind: "rect";
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
  stroke?: string;
  strokeWidth?: number;
  radius?: number;
}

export interface LineNode {
  kind: "line";
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  stroke: string;
  width: number;
  dash?: number[];
}

export interface ImageNode {
  kind: "image";
  x: number;
  y: number;
  w: number;
  h: number;
  /** The stored image id (GET /api/images/<id>); null draws an empty frame asking for an image. */
  imageId: string | null;
  field: FieldPath;
  fit: "cover" | "contain";
  radius?: number;
  /** Colours for the empty frame. */
  frame: { fill: string; text: string };
}

/** Chart data kept beside its drawing, so the PPTX can write a native chart instead of shapes. */
export interface ChartData {
  kind: "bar" | "line" | "doughnut";
  seriesName: string;
  labels: string[];
  values: number[];
  colors: string[];
}

/** Table data kept beside its drawing, so the PPTX can write a native table. */
export interface TableData {
  header: string[];
  rows: string[][];
  /** Per column: is it "us" (highlighted). */
  highlight: boolean[];
}

export interface GroupNode {
  kind: "group";
  role: "chart" | "table" | "decoration";
  x: number;
  y: number;
  w: number;
  h: number;
  chart?: ChartData;
  table?: TableData;
  children: SceneNode[];
}

export type SceneNode = TextNode | RectNode | LineNode | ImageNode | GroupNode;

export interface Scene {
  width: typeof SLIDE_WIDTH;
  height: typeof SLIDE_HEIGHT;
  background: string;
  /** The slide title's node (the PPTX title placeholder); in `nodes` too unless the title is empty (no lines). */
  title: TextNode;
  nodes: SceneNode[];
  /** Fields whose text overflowed its box at the smallest size. */
  overflow: FieldPath[];
}
