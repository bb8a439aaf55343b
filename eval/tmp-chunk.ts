import { chunkSentence } from "../packages/ai/src/offline/text.ts";
for (const t of process.argv.slice(2)) console.log(JSON.stringify(chunkSentence(t)));
