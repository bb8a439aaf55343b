import { scoreSections } from "../packages/ai/src/offline/classify.ts";
import { sectionPosterior } from "../packages/ai/src/offline/section-model.ts";
for (const text of process.argv.slice(2)) {
  const rules = scoreSections(text);
  const nb = sectionPosterior(text);
  const all = [...new Set([...rules.keys(), ...nb.keys()])].map((k) => [k, rules.get(k) ?? 0, 6 * (nb.get(k) ?? 0)] as const).sort((a, b) => b[1] + b[2] - a[1] - a[2]).slice(0, 4);
  console.log(text.slice(0, 70), "\n   ", all.map(([k, r, n]) => `${k} ${r}+${n.toFixed(1)}`).join(" | "));
}
