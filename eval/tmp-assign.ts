import { assignFacts } from "../packages/ai/src/offline/draft-deck.ts";
import { scoreSectionsForDraft } from "../packages/ai/src/offline/classify.ts";
const overview = process.argv[2]!;
const { bullets } = assignFacts(overview, process.argv[3] ?? "");
for (const [k, facts] of bullets) for (const f of facts) { const s = scoreSectionsForDraft(f.text); console.log(k.padEnd(14), f.text.slice(0, 70), "|", [...s].sort((a,b)=>b[1]-a[1]).slice(0,3).map(([a,b])=>`${a} ${b.toFixed(1)}`).join(", ")); }
