import { createOfflineEngine, draftOfflineDeck } from "@pds/ai";
import { saasBrief } from "../packages/ai/src/offline/briefs.fixture.ts";
const slides = draftOfflineDeck(saasBrief).map((s, i) => ({ id: `s${i + 1}`, ...s }));
const r = await createOfflineEngine().chat({ message: "write speaker notes for slide 2", history: [], deck: { title: "x", slides }, brief: saasBrief });
console.log(slides[1]!.title, "|", slides[1]!.content, "\n->", (r.operations[0] as { notes: string }).notes);
