import type { SlideBody, SlideTheme } from "@pds/contracts";
import type { LayoutPainter } from "./layouts/frame";
import { askLayout } from "./layouts/ask";
import { bigNumbersLayout } from "./layouts/big-numbers";
import { bulletsLayout } from "./layouts/bullets";
import { chartLayout } from "./layouts/chart";
import { closingLayout } from "./layouts/closing";
import { comparisonLayout } from "./layouts/comparison";
import { coverLayout } from "./layouts/cover";
import { imageLayout } from "./layouts/image";
import { positioningLayout } from "./layouts/positioning";
import { quoteLayout } from "./layouts/quote";
import { statementLayout } from "./layouts/statement";
import { teamLayout } from "./layouts/team";
import { timelineLayout } from "./layouts/timeline";
import { twoColumnsLayout } from "./layouts/two-columns";
import { newBuilder } from "./scene-builder";
import { SLIDE_HEIGHT, SLIDE_WIDTH, type Scene } from "./scene";

/** What a slide needs to be laid out: its title, its text and its layout with the fields. */
export interface LayoutSlideInput {
  title: string;
  content: string;
  body: SlideBody;
}

const painters: { [L in SlideBody["layout"]]: LayoutPainter<L> } = {
  cover: coverLayout,
  statement: statementLayout,
  bullets: bulletsLayout,
  twoColumns: twoColumnsLayout,
  bigNumbers: bigNumbersLayout,
  chart: chartLayout,
  comparison: comparisonLayout,
  positioning: positioningLayout,
  team: teamLayout,
  timeline: timelineLayout,
  ask: askLayout,
  quote: quoteLayout,
  image: imageLayout,
  closing: closingLayout,
};

/**
 * Lays a slide out once, for every painter (SVG canvas, thumbnails, Present mode, PDF, PPTX): positions,
 * colours and text already wrapped and sized with the theme's font metrics. Deterministic: the same slide
 * and theme always give the same scene.
 */
export function layoutSlide(slide: LayoutSlideInput, theme: SlideTheme): Scene {
  const builder = newBuilder(theme);
  const paint = painters[slide.body.layout] as LayoutPainter<SlideBody["layout"]>;
  const title = paint(builder, { title: slide.title, content: slide.content, body: slide.body });
  return {
    width: SLIDE_WIDTH,
    height: SLIDE_HEIGHT,
    background: theme.colors.background,
    title,
    nodes: builder.nodes,
    overflow: builder.overflow,
  };
}

/** A whole deck laid out in order (what an export or a benchmark of the layout engine calls). */
export function layoutSlides(slides: readonly LayoutSlideInput[], theme: SlideTheme): Scene[] {
  return slides.map((slide) => layoutSlide(slide, theme));
}
