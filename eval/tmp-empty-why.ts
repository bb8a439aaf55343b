import { createOfflineEngine } from "@pds/ai";
import { labelledBriefs } from "./labelled-sections.ts";
import { scoreDraft } from "./drafting/score-draft.ts";
const engine = createOfflineEngine();
for (const brief of labelledBriefs) {
  const slides = [];
  for await (const s of engine.draftDeck({ title: brief.title, startupName: brief.startupName, overview: brief.sentences.map(s=>s.text).join(" ") })) slides.push(s);
  const score = scoreDraft(brief, slides);
  for (const t of score.emptyWithContent) {
    const slide = slides.find(s => s.title === t);
    const sec = slide?.section;
    console.log(`\n## ${brief.name}: ${sec} (title ${t})`);
    console.log("  slide content:", JSON.stringify(slide?.content));
    for (const s of brief.sentences.filter(s => s.section === sec || s.also === sec)) console.log(`  gold ${s.section}${s.also? "/"+s.also:""}: ${s.text}`);
  }
}
