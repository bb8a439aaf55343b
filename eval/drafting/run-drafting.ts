import type { AiEngine, DraftSlide } from "@pds/ai";
import type { SuiteResult } from "../suite.ts";
import { labelledBriefs, type LabelledBrief } from "../labelled-sections.ts";
import { scoreDraft, type DraftScore } from "./score-draft.ts";

const PLACEMENT_TARGET = 0.95;

async function draft(engine: AiEngine, brief: LabelledBrief): Promise<DraftSlide[]> {
  const slides: DraftSlide[] = [];
  const overview = brief.sentences.map((s) => s.text).join(" ");
  for await (const slide of engine.draftDeck({
    title: brief.title,
    startupName: brief.startupName,
    overview,
  })) {
    slides.push(slide);
  }
  return slides;
}

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;

/**
 * Drafting on the labelled briefs: every sentence should land on its section's slide (judged by which
 * slide holds most of its words), none should vanish, no slide should be all placeholders when the brief
 * had something for it, and no figure should appear that the founder did not write.
 */
export async function runDraftingEval(engine: AiEngine): Promise<SuiteResult> {
  const scores: Array<{ brief: LabelledBrief; score: DraftScore }> = [];
  for (const brief of labelledBriefs)
    scores.push({ brief, score: scoreDraft(brief, await draft(engine, brief)) });
  const total = scores.reduce((n, { score }) => n + score.sentences, 0);
  const placed = scores.reduce((n, { score }) => n + score.placed, 0);
  const dropped = scores.flatMap(({ brief, score }) => score.dropped.map((text) => `${brief.name}: ${text}`));
  const empty = scores.flatMap(({ brief, score }) =>
    score.emptyWithContent.map((t) => `${brief.name}: ${t}`),
  );
  const invented = scores.flatMap(({ brief, score }) => score.invented.map((f) => `${brief.name}: ${f}`));
  const misplaced = scores.flatMap(({ brief, score }) =>
    score.misplaced.map((m) => `${brief.name}: "${m.text}" → ${m.got} (gold ${m.gold})`),
  );
  const contentSlides = scores.reduce((n, { score }) => n + score.contentSlides, 0);
  const headlines = scores.reduce((n, { score }) => n + score.headlines, 0);
  const lines = [
    `Drafting: ${labelledBriefs.length} briefs, ${total} labelled sentences`,
    `placement ${pct(placed, total)} (${placed}/${total}), dropped ${dropped.length}, placeholder slides with content ${empty.length}, invented figures ${invented.length}`,
    `headline titles on ${headlines} of ${contentSlides} section slides with the brief's content`,
    ...misplaced.slice(0, 40).map((line) => `  misplaced ${line}`),
    ...dropped.map((line) => `  dropped ${line}`),
    ...empty.map((line) => `  all placeholders ${line}`),
    ...invented.map((line) => `  invented ${line}`),
  ];
  const passed =
    placed / Math.max(1, total) >= PLACEMENT_TARGET &&
    dropped.length === 0 &&
    empty.length === 0 &&
    invented.length === 0;
  return { name: "drafting", lines, passed };
}
