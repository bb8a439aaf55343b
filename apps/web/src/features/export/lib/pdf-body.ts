import type { PDFPage } from "pdf-lib";
import { BODY_TOP, color, CONTENT_W, MARGIN_X } from "./pdf-layout";
import type { TextFont } from "./pdf-fonts";
import { wrapText } from "./pdf-text";
import { pickFontSize } from "./slide-text";
import { bodySizes, theme } from "./theme";

const LINE = 1.3;
/** Space between bullets, as a fraction of the font size: at least MIN_GAP, at most MAX_GAP. */
const MIN_GAP = 0.45;
const MAX_GAP = 1.1;
/** Where the body block sits in the room left over: 0 is top-aligned, 0.5 centred. */
const OPTICAL_CENTRE = 0.35;

/**
 * Bullets at the largest body size that fits between the heading and `bottom`; then, so a short slide
 * fills the page instead of huddling under its title, the spare room goes first into the space between
 * bullets and the rest above the block, which sits a little above the centre of the body area.
 */
export function drawBullets(page: PDFPage, bullets: readonly string[], font: TextFont, bottom: number): void {
  if (bullets.length === 0) return;
  const available = BODY_TOP - bottom;
  const layout = (size: number) => {
    const indent = Math.max(24, size * 0.9);
    return { indent, lines: bullets.map((text) => wrapText(text, font, size, CONTENT_W - indent)) };
  };
  const textHeight = (size: number) =>
    layout(size).lines.reduce((sum, lines) => sum + lines.length * size * LINE, 0);
  const fits = (size: number) => textHeight(size) + (bullets.length - 1) * size * MIN_GAP <= available;
  const size = pickFontSize(bodySizes, fits);
  const { indent, lines: paragraphs } = layout(size);

  const spare = available - textHeight(size);
  const gaps = bullets.length - 1;
  const gap = gaps > 0 ? Math.min(size * MAX_GAP, Math.max(size * MIN_GAP, spare / bullets.length)) : 0;
  const offset = Math.max(0, (spare - gap * gaps) * OPTICAL_CENTRE);

  const body = color(theme.body);
  const accent = color(theme.accent);
  // y is a baseline: one font size below the top of its line.
  let y = BODY_TOP - offset - size;
  for (const lines of paragraphs) {
    if (y - size * 0.25 < bottom) break; // even the smallest size overflowed: clip, never run into the footnotes
    // A drawn dot rather than a "•" glyph, so copied text is the founder's words without markers.
    page.drawCircle({ x: MARGIN_X + size * 0.22, y: y + size * 0.3, size: size * 0.11, color: accent });
    for (const line of lines) {
      if (y - size * 0.25 < bottom) break;
      font.draw(page, line, { x: MARGIN_X + indent, y, size, color: body });
      y -= size * LINE;
    }
    y -= gap;
  }
}
