import { SECTION_KEYS, type SectionKey } from "@pds/ai";
import drafting from "./drafting/briefs.json" with { type: "json" };
import extraTraining from "./training/extra-sentences.json" with { type: "json" };
import freshTraining from "./training/fresh-sentences.json" with { type: "json" };
import training from "./training/section-sentences.json" with { type: "json" };

/**
 * The hand-labelled founder sentences, kept as data: the drafting evaluation set (drafting/briefs.json,
 * each sentence with its gold section) and the separate set the section model is trained on
 * (training/section-sentences.json, extra-sentences.json and fresh-sentences.json, read by scripts/train-sections.ts). Checked as they load, so a typo in
 * a label fails loudly instead of scoring as a wrong answer.
 */

/** The sections a founder's sentence is labelled with: the deck's content sections, financials aside. */
export type Section = Exclude<SectionKey, "title" | "financials">;
export const LABELLED_SECTIONS = SECTION_KEYS.filter(
  (key): key is Section => key !== "title" && key !== "financials",
);

export interface LabelledSentence {
  text: string;
  /** The section this sentence belongs on; a second acceptable one when a careful analyst could go either way. */
  section: Section;
  also?: Section;
}

export interface LabelledBrief {
  name: string;
  title: string;
  startupName: string;
  sentences: LabelledSentence[];
}

export interface TrainingBrief {
  name: string;
  sentences: Array<[text: string, section: Section]>;
}

function section(value: unknown, where: string): Section {
  if (!LABELLED_SECTIONS.includes(value as Section))
    throw new Error(`${where}: unknown section ${String(value)}`);
  return value as Section;
}

function sentence(text: unknown, where: string): string {
  if (typeof text !== "string" || !/[.!?]$/u.test(text)) throw new Error(`${where}: not a sentence`);
  return text;
}

/** The evaluation set: 32 briefs written the way founders write. */
export const labelledBriefs: LabelledBrief[] = drafting.map((brief) => ({
  ...brief,
  sentences: brief.sentences.map((s, i) => ({
    text: sentence(s.text, `${brief.name} #${i}`),
    section: section(s.section, `${brief.name} #${i}`),
    ...("also" in s && s.also ? { also: section(s.also, `${brief.name} #${i}`) } : {}),
  })),
}));

/**
 * The training set, independent of the evaluation set: the first 96 briefs, 40 more written for the
 * cases the first ones taught badly (a problem told with a figure, a rival's price, an integration list),
 * and 695 fresh briefs (fresh-sentences.json) written by helpers who saw neither the code nor the other
 * sets, some batches made of sentences that are hard to sort on purpose. Before each batch of 30 joined
 * the training set, the drafter placed 86.3%, 88.7%, 76.0% (a hard one), 88.8%, 89.6%, 91.6%, 91.5%,
 * 93.4%, 95.0%, 92.0% and 87.8% (half hard) of its sentences, then 90.7% and 87.7% of two batches of
 * 60 (dictated, outside the US, growth-stage, regulated hardware, messy fragments), 91.0% of one of 45 and 93.1% of one of 40 (B2B for vertical industries, a third outside the US):
 * honest figures for briefs it had never seen.
 */
export const trainingBriefs: TrainingBrief[] = [...training, ...extraTraining, ...freshTraining].map(
  (brief) => ({
    name: brief.name,
    sentences: brief.sentences.map(([text, label], i) => [
      sentence(text, `${brief.name} #${i}`),
      section(label, `${brief.name} #${i}`),
    ]),
  }),
);
