import { createOfflineEngine, draftOfflineDeck } from "@pds/ai";
const brief = process.env.SAAS ? (await import("../packages/ai/src/offline/briefs.fixture.ts")).saasBrief : { title: "Furrow Robotics seed", startupName: "Furrow Robotics", overview: "Organic vegetable farms spend up to $1,000 an acre on hand weeding, and crews get harder to hire every season. We build a solar-powered weeding robot that uses cameras to tell crop from weed and pulls the weeds with a small mechanical tine. The robot covers about 4 acres a day and runs overnight, so nobody has to stand there watching it. Farmers rent it by the season at $12k per robot, which is less than half of what they pay in weeding labor now. Six farms in the Salinas Valley ran it this summer and four have already signed up for next season. Carbon Robotics sells a laser weeder for around $1M that only the biggest growers can afford, and we're going after the 20,000 mid-sized farms they skip. Raising a $4M seed to build 40 robots and open a field service hub in Yuma." };
const slides = draftOfflineDeck(brief).map((s, i) => ({ id: `s${i + 1}`, ...s }));
const engine = createOfflineEngine();
for (const message of process.argv.slice(2)) {
  const r = await engine.chat({ message, history: [], deck: { title: brief.title, slides }, brief });
  console.log(`\n> ${message}\n${r.reply}\n  ops: ${r.operations.map((o) => o.type + ("slideId" in o ? ":" + o.slideId : "") + ("title" in o && o.title ? ` "${o.title}"` : "")).join(", ")}`);
}
