import { labelledBriefs, trainingBriefs } from "./labelled-sections.ts";
import { buyersOf } from "../packages/ai/src/offline/buyers.ts";
for (const b of labelledBriefs) console.log(b.name.padEnd(34), buyersOf(b.sentences.map(s=>s.text).join(" "), b.startupName));
for (const b of trainingBriefs) console.log(b.name.padEnd(34), buyersOf(b.sentences.map(s=>s[0]).join(" ")));
