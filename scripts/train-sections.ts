/**
 * Trains the offline drafter's section model (packages/ai/src/offline/section-model.json) from the
 * hand-labelled training briefs: multinomial naive Bayes over sectionFeatures, Laplace smoothing, features
 * seen at least twice. Deterministic; run `npx tsx scripts/train-sections.ts` after changing the set and
 * commit the JSON. Prints leave-one-brief-out accuracy so a change to the set or features can be judged
 * without touching the evaluation set (eval/drafting).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { OPENING_BONUS, scoreSections } from "../packages/ai/src/offline/classify.ts";
import { sectionFeatures } from "../packages/ai/src/offline/section-features.ts";
import { LABELLED_SECTIONS, trainingBriefs as trainBriefs } from "../eval/labelled-sections.ts";

const CLASSES = LABELLED_SECTIONS;
const MIN_COUNT = 2;
const ALPHA = 0.3;

type Example = { text: string; features: string[]; label: number; brief: number; position: number };

function train(examples: readonly Example[]) {
  const counts = new Map<string, number[]>();
  const totals = CLASSES.map(() => 0);
  const docs = CLASSES.map(() => 0);
  for (const { features, label } of examples) {
    docs[label]! += 1;
    for (const feature of features) {
      const row = counts.get(feature) ?? CLASSES.map(() => 0);
      row[label]! += 1;
      counts.set(feature, row);
    }
  }
  const kept = [...counts].filter(([, row]) => row.reduce((a, b) => a + b, 0) >= MIN_COUNT);
  for (const [, row] of kept) row.forEach((n, i) => (totals[i]! += n));
  const vocabulary = kept.length;
  const denominators = totals.map((total) => total + ALPHA * vocabulary);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const features = Object.fromEntries(
    kept
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([feature, row]) => [feature, row.map((n, i) => round(Math.log((n + ALPHA) / denominators[i]!)))]),
  );
  const unseen = denominators.map((d) => round(Math.log(ALPHA / d)));
  const priors = docs.map((n) => round(Math.log((n + 1) / (examples.length + CLASSES.length))));
  return { classes: CLASSES, priors, features, unseen };
}

/** P(class | features), as section-model.ts computes it. */
function posterior(model: ReturnType<typeof train>, features: readonly string[]): number[] {
  const logs = model.priors.slice();
  for (const feature of features) {
    const weights = model.features[feature];
    if (weights) weights.forEach((w, i) => (logs[i]! += w));
  }
  const top = Math.max(...logs);
  const odds = logs.map((log) => Math.exp(log - top));
  const total = odds.reduce((a, b) => a + b, 0);
  return odds.map((o) => o / total);
}

const argmax = (values: readonly number[]) => values.indexOf(Math.max(...values));

/** The keyword rules plus `weight` × the model, as the drafter combines them (classify.ts). */
function combined(text: string, probabilities: readonly number[], weight: number, opening: boolean): number {
  const rules = scoreSections(text);
  if (opening) rules.set("solution", (rules.get("solution") ?? 0) + OPENING_BONUS);
  return argmax(CLASSES.map((key, i) => (rules.get(key) ?? 0) + weight * probabilities[i]!));
}

const examples: Example[] = trainBriefs.flatMap((brief, index) =>
  brief.sentences.map(([text, section], position) => ({
    position,
    text,
    features: sectionFeatures(text),
    label: CLASSES.indexOf(section),
    brief: index,
  })),
);
/** The weight classify.ts gives the model beside the rules (MODEL_WEIGHT): pick the best here. */
const WEIGHTS = [2, 4, 6, 8, 12];
let correct = 0;
const withRules = WEIGHTS.map(() => 0);
for (let held = 0; held < trainBriefs.length; held += 1) {
  const model = train(examples.filter((e) => e.brief !== held));
  for (const e of examples.filter((x) => x.brief === held)) {
    const probabilities = posterior(model, e.features);
    if (argmax(probabilities) === e.label) correct += 1;
    WEIGHTS.forEach((weight, w) => {
      if (combined(e.text, probabilities, weight, e.position === 0) === e.label) withRules[w]! += 1;
    });
  }
}
const pct = (n: number) => `${((100 * n) / examples.length).toFixed(1)}%`;
console.log(`${examples.length} sentences from ${trainBriefs.length} briefs, leave one brief out:`);
console.log(`  model alone ${pct(correct)}`);
console.log(`  ${WEIGHTS.map((weight, w) => `rules + ${weight} × model ${pct(withRules[w]!)}`).join(", ")}`);

const model = train(examples);
const out = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../packages/ai/src/offline/section-model.json",
);
fs.writeFileSync(out, `${JSON.stringify(model)}\n`);
console.log(`wrote ${path.relative(process.cwd(), out)}: ${Object.keys(model.features).length} features`);
