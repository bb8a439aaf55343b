import { draftOfflineDeck } from "../packages/ai/src/offline/draft-deck.ts";
import { labelledBriefs, trainingBriefs } from "./labelled-sections.ts";
import { scoreDraft } from "./drafting/score-draft.ts";
const train = trainingBriefs.map((b) => ({ name: b.name, title: b.name, startupName: b.name.split(" ")[0]!, sentences: b.sentences.map(([text, section]) => ({ text, section })) }));
for (const [label, set] of [["held-out", labelledBriefs], ["training", train]] as const) {
  let n = 0, placed = 0, empty = 0;
  for (const brief of set) {
    const slides = draftOfflineDeck({ title: brief.title, startupName: brief.startupName, overview: brief.sentences.map((s) => s.text).join(" ") });
    const s = scoreDraft(brief, slides);
    n += s.sentences; placed += s.placed; empty += s.emptyWithContent.length;
    if (process.argv.includes("-v") && label === "training") for (const m of s.misplaced) console.log(`  ${brief.name}: "${m.text}" → ${m.got} (gold ${m.gold})`);
  }
  console.log(`${label}: placement ${(100 * placed / n).toFixed(1)}% (${placed}/${n}), empty with content ${empty}`);
}
