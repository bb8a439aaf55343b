/**
 * `npm run bench`: runs each benchmark in bench/ in turn (or those named: `npm run bench -- lighthouse`). A benchmark module exports `run()`, which prints
 * its own figures and resolves to whether its targets were met.
 */
import * as aiDrafting from "./ai-drafting.ts";
import * as editorSave from "./editor-save.ts";
import * as bundleSize from "./bundle-size.ts";
import * as exportDeck from "./export.ts";
import * as httpFloor from "./http-floor.ts";
import * as idleSockets from "./idle-sockets.ts";
import * as lighthouse from "./lighthouse.ts";
import * as offlineEngine from "./offline-engine.ts";
import * as startMemory from "./start-memory.ts";
import * as research from "./research.ts";
import * as voiceBrowser from "./voice-browser.ts";
import * as voiceConcurrency from "./voice-concurrency.ts";
import * as voiceTurns from "./voice-turns.ts";
import * as syncFanout from "./sync-fanout.ts";
import * as shareViewers from "./share-viewers.ts";

const benches: Array<{ name: string; run: () => Promise<boolean> }> = [
  { name: "cheap calls and sync connects against bare floors (bench/http-floor.ts)", run: httpFloor.run },
  { name: "sync fan-out (bench/sync-fanout.ts)", run: syncFanout.run },
  { name: "memory per idle sync socket (bench/idle-sockets.ts)", run: idleSockets.run },
  { name: "editor save → second tab (bench/editor-save.ts)", run: editorSave.run },
  { name: "200 share-link viewers (bench/share-viewers.ts)", run: shareViewers.run },
  { name: "AI deck drafting (bench/ai-drafting.ts)", run: aiDrafting.run },
  { name: "offline drafting and copilot speed (bench/offline-engine.ts)", run: offlineEngine.run },
  { name: "research run concurrency (bench/research.ts)", run: research.run },
  { name: "voice turn latency (bench/voice-turns.ts)", run: voiceTurns.run },
  { name: "voice turn latency in Chromium (bench/voice-browser.ts)", run: voiceBrowser.run },
  { name: "four voice sessions at once (bench/voice-concurrency.ts)", run: voiceConcurrency.run },
  { name: "deck export and thumbnails (bench/export.ts)", run: exportDeck.run },
  { name: "JS per first page load (bench/bundle-size.ts)", run: bundleSize.run },
  { name: "Lighthouse mobile performance (bench/lighthouse.ts)", run: lighthouse.run },
  { name: "npm start: first 200 and idle memory (bench/start-memory.ts)", run: startMemory.run },
];

// `npm run bench -- http-floor lighthouse` runs only the benchmarks whose file names contain those words.
const only = process.argv.slice(2);
const chosen = only.length
  ? benches.filter((bench) => only.some((word) => bench.name.includes(word)))
  : benches;

let allPassed = true;
for (const bench of chosen) {
  console.log(`\n=== ${bench.name} ===\n`);
  const passed = await bench.run();
  allPassed &&= passed;
}
console.log(
  `\n${allPassed ? "All benchmark targets met." : "Some benchmark targets were missed (see above)."}`,
);
