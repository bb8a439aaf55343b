import type PptxGenJS from "pptxgenjs";
import type { TextNode } from "../../slides/index.ts";

/**
 * A scene text as PowerPoint runs: one paragraph per bullet (or one for plain text), the layout's line
 * breaks kept as soft breaks so PowerPoint breaks lines where the editor did, and citation markers as
 * bold accent superscript numbers, as the editor draws them.
 */
export function textRuns(node: TextNode, accent: string): PptxGenJS.TextProps[] {
  const starts = new Set(node.bullet ? (node.bulletStarts ?? [0]) : [0]);
  const runs: PptxGenJS.TextProps[] = [];
  node.lines.forEach((line, index) => {
    const newParagraph = starts.has(index) && index > 0;
    if (newParagraph) {
      const last = runs.at(-1);
      if (last) last.options = { ...last.options, breakLine: true };
    }
    line.runs.forEach((run, runIndex) => {
      const softBreakBefore = runIndex === 0 && index > 0 && !newParagraph;
      const paragraph =
        node.bullet && runIndex === 0 && starts.has(index)
          ? { bullet: { indent: Math.round(node.bullet.indent * 0.75) } }
          : {};
      runs.push(
        run.kind === "text"
          ? { text: run.text, options: { ...paragraph, ...(softBreakBefore ? { softBreakBefore } : {}) } }
          : {
              text: String(run.marker),
              options: {
                ...paragraph,
                superscript: true,
                bold: true,
                color: accent.replace("#", ""),
                ...(softBreakBefore ? { softBreakBefore } : {}),
              },
            },
      );
    });
  });
  return runs;
}
