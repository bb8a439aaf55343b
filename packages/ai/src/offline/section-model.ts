import type { ContentSectionKey } from "./sections.ts";
import { sectionFeatures } from "./section-features.ts";
import model from "./section-model.json" with { type: "json" };

/**
 * A naive Bayes model of which deck section a founder's sentence belongs to, trained offline on hand-labelled
 * briefs (scripts/train-sections.ts writes section-model.json from the labelled sets in eval/training/). It reads
 * phrasing the keyword rules miss ("Nurses still chart on paper at the bedside") and is combined with them.
 */
interface SectionModel {
  classes: ContentSectionKey[];
  priors: number[];
  /** Per feature, log P(feature | class) for each class; unseen features count as `unseen[class]`. */
  features: Record<string, number[]>;
  unseen: number[];
}

const trained = model as SectionModel;

/** P(section | text) for the sections the model knows (it has no financials class). */
export function sectionPosterior(text: string): Map<ContentSectionKey, number> {
  const logs = trained.priors.slice();
  for (const feature of sectionFeatures(text)) {
    const weights = trained.features[feature];
    if (!weights) continue;
    for (let i = 0; i < logs.length; i += 1) logs[i]! += weights[i]!;
  }
  const top = Math.max(...logs);
  const odds = logs.map((log) => Math.exp(log - top));
  const total = odds.reduce((sum, value) => sum + value, 0);
  return new Map(trained.classes.map((key, i) => [key, odds[i]! / total]));
}
