/**
 * Lighthouse mobile performance of `/`, `/dashboard` and `/create` (the performance issue: each ≥ 90, CLS
 * ≤ 0.1), on the production build served by the real server, in Debian's Chromium. Signed-in pages are
 * audited with a founder's session cookie; `/dashboard` has three decks so it is not the empty state.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { callFn, signUp, startBenchServer } from "./support.ts";

const dist = path.resolve(fileURLToPath(new URL(".", import.meta.url)), "../apps/web/dist");
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const PAGES = ["/", "/dashboard", "/create"];
const TARGET_SCORE = 90;
const TARGET_CLS = 0.1;

interface Audit {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function audit(port: number, url: string, cookie?: string): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
  };
}

export async function run(): Promise<boolean> {
  if (!fs.existsSync(path.join(dist, "index.html"))) execSync("npm run build", { stdio: "inherit" });
  const bench = await startBenchServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const cookie = await signUp(bench.server, "bench-lighthouse");
    for (const title of ["Loomwise seed", "DentaFlow", "Harbor Freight Labs"]) {
      await callFn(bench.server, cookie, "decks.createDeck", { title });
    }
    console.log("Lighthouse mobile (simulated slow 4G, 4× CPU slowdown), production build:\n");
    let met = true;
    for (const page of PAGES) {
      const signedIn = page !== "/";
      const result = await audit(chrome.port, `${bench.server.url}${page}`, signedIn ? cookie : undefined);
      const ok = result.score >= TARGET_SCORE && result.cls <= TARGET_CLS;
      met &&= ok;
      console.log(
        `${page.padEnd(11)} performance ${String(result.score).padStart(3)}  FCP ${(result.fcpMs / 1000).toFixed(1)} s  ` +
          `LCP ${(result.lcpMs / 1000).toFixed(1)} s  TBT ${result.tbtMs.toFixed(0)} ms  CLS ${result.cls.toFixed(3)}  ` +
          `(target ≥ ${TARGET_SCORE}, CLS ≤ ${TARGET_CLS}) ${ok ? "ok" : "MISSED"}`,
      );
    }
    return met;
  } finally {
    chrome.kill();
    await bench.close();
  }
}
