/** The slides feature's public surface: one renderer for every place a slide is drawn. */
export { SlideCanvas } from "./components/slide-canvas.tsx";
export { SlideThemeProvider, useSlideThemeId } from "./components/slide-theme-context.tsx";
export { SlideImageSourceProvider } from "./components/slide-image-source.tsx";
export { ThemedSlide } from "./components/themed-slide.tsx";
export { useSlideScene, type SceneSlide } from "./hooks/use-slide-scene.ts";
// The layout engine and the scene it computes, for the painters outside this feature (PDF and PPTX
// exports, the export benchmark): plain TypeScript, no React.
export { layoutSlide, layoutSlides, type LayoutSlideInput } from "./lib/layout-slide.ts";
export { allNodes, textNodes } from "./lib/scene-nodes.ts";
export { CONTENT_BOTTOM, CONTENT_TOP, CONTENT_W, MARGIN } from "./lib/layouts/frame.ts";
/** The DentaFlow sample deck (one slide per layout), for tests: loaded on demand, never in the app's bundle. */
export const loadSampleSlides = () => import("./lib/sample-slides.ts").then((module) => module.sampleSlides);
export { lineBaseline, lineLeft, MARKER_SCALE, markerBaseline } from "./components/scene-text-geometry.ts";
export type {
  ChartData,
  GroupNode,
  ImageNode,
  LineNode,
  RectNode,
  Scene,
  SceneFont,
  SceneNode,
  TableData,
  TextNode,
} from "./lib/scene.ts";
export { SLIDE_HEIGHT, SLIDE_WIDTH } from "./lib/scene.ts";
