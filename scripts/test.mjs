#!/usr/bin/env node
// `npm test`: every test in the repository, in stages, ending with one line "N passed, N failed".
//   unit  vitest (web in jsdom + server/packages in Node) on in-memory PGlite
//   pg    the server project again on a throwaway PostgreSQL 15 (TEST_DATABASE_URL)
//   e2e   the built web app over the real server in headless Debian Chromium (Playwright)
// Flags: --only unit|pg|e2e (repeatable or comma-separated).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  CHROMIUM,
  ensurePackages,
  installHint,
  LIBREOFFICE,
  POPPLER,
  SOX,
  VOICE_PACKAGES,
} from "./os-packages.mjs";
import { ensureMoonshine } from "./moonshine-model.mjs";
import { freePort, startPostgres } from "./postgres.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const STAGES = ["unit", "pg", "e2e"];

function parseOnly(argv) {
  const chosen = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = arg === "--only" ? argv[++i] : arg.startsWith("--only=") ? arg.slice(7) : undefined;
    if (arg === "--only" || arg.startsWith("--only=")) {
      for (const stage of (value ?? "").split(",").filter(Boolean)) {
        if (!STAGES.includes(stage)) {
          console.error(`Unknown stage "${stage}". Use --only ${STAGES.join("|")}.`);
          process.exit(2);
        }
        chosen.push(stage);
      }
    } else {
      console.error(`Unknown argument "${arg}". Usage: node scripts/test.mjs [--only ${STAGES.join("|")}]`);
      process.exit(2);
    }
  }
  return chosen.length ? chosen : STAGES;
}

const stages = parseOnly(process.argv.slice(2));
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "pds-test-reports-"));
const results = [];
const cleanups = [];

async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error("cleanup failed:", error);
    }
  }
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}

function heading(text) {
  console.log(`\n=== ${text} ===`);
}

/** Run a command with inherited output; resolves with its exit code (or 1 if it could not start). */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
    const stop = () => child.kill("SIGTERM");
    process.once("SIGINT", stop);
    child.once("error", (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.once("exit", (code, signal) => {
      process.off("SIGINT", stop);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Debian packages the tests need; installed as root when missing, otherwise we say what to install. */
function ensureOsPackages() {
  heading("OS packages");
  const missingRequired = ensurePackages([CHROMIUM]);
  if (missingRequired.length) {
    console.error(
      `Missing Debian package(s): ${missingRequired.join(" ")}. Install them with:\n${installHint(missingRequired)}`,
    );
    return false;
  }
  const missingWanted = ensurePackages([...VOICE_PACKAGES, SOX]);
  if (missingWanted.length) {
    console.warn(
      `Warning: missing Debian package(s) ${missingWanted.join(" ")} (needed by voice tests). Install with:\n${installHint(missingWanted)}`,
    );
  } else {
    console.log("chromium, pocketsphinx, pocketsphinx-en-us and sox are installed.");
  }
  const missingPoppler = ensurePackages([POPPLER]);
  if (missingPoppler.length) {
    console.warn(
      `Warning: missing Debian package poppler-utils (the PDF export checks are skipped). Install with:\n${installHint(missingPoppler)}`,
    );
  }
  const missingLibreOffice = ensurePackages([LIBREOFFICE]);
  if (missingLibreOffice.length) {
    console.warn(
      `Warning: missing Debian package libreoffice-impress (the PPTX conversion check is skipped). Install with:\n${installHint(missingLibreOffice)}`,
    );
  }
  return true;
}

/** Passed/failed from a vitest JSON report; a file that failed to load counts as a failure. */
function readVitestReport(file) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  let failed = report.numFailedTests ?? 0;
  const names = [];
  for (const suite of report.testResults ?? []) {
    const file = path.relative(process.cwd(), suite.name ?? "");
    const failures = (suite.assertionResults ?? []).filter((a) => a.status === "failed");
    for (const failure of failures) {
      const why = String(failure.failureMessages?.[0] ?? "")
        .split("\n")[0]
        .slice(0, 200);
      names.push(`${file} › ${failure.fullName ?? failure.title}${why ? ` — ${why}` : ""}`);
    }
    if (suite.status === "failed" && failures.length === 0) {
      failed += 1;
      names.push(`${file} (did not load)`);
    }
  }
  return { passed: report.numPassedTests ?? 0, failed, skipped: report.numPendingTests ?? 0, names };
}

/** Passed/failed from a Playwright JSON report; errors outside tests (e.g. the web server) count too. */
function readPlaywrightReport(file) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  const stats = report.stats ?? {};
  const names = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === "unexpected"))
        names.push(`${spec.file} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return {
    names,
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors?.length ?? 0),
    skipped: stats.skipped ?? 0,
  };
}

/** Record a stage from its exit code and report; a crash without a usable report counts as 1 failed. */
function record(name, code, readReport, reportFile) {
  let counts = { passed: 0, failed: 0, skipped: 0 };
  let note = "";
  try {
    if (fs.existsSync(reportFile)) counts = readReport(reportFile);
    else note = "no report was written";
  } catch (error) {
    note = `unreadable report: ${error.message}`;
  }
  if (code !== 0 && counts.failed === 0) {
    counts.failed = 1;
    note ||= `exited with code ${code}`;
  }
  results.push({ name, ...counts, note });
}

function fail(name, note) {
  results.push({ name, passed: 0, failed: 1, skipped: 0, note });
}

async function vitestStage(name, extraArgs, env = {}) {
  const reportFile = path.join(reportDir, `vitest-${name}.json`);
  const code = await run(
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile=${reportFile}`, ...extraArgs],
    { env: { ...process.env, ...env } },
  );
  record(name, code, readVitestReport, reportFile);
}

async function pgStage() {
  heading("Integration tests on PostgreSQL 15");
  let pgServer;
  try {
    pgServer = await startPostgres({ onStop: (stop) => cleanups.push(stop) });
  } catch (error) {
    console.error(error.message);
    fail("pg", "PostgreSQL could not be started");
    return;
  }
  try {
    await vitestStage("pg", ["--project", "server"], { TEST_DATABASE_URL: pgServer.url });
  } finally {
    await pgServer.stop();
    cleanups.splice(cleanups.indexOf(pgServer.stop), 1);
  }
}

function hasSpecs(dir) {
  if (!fs.existsSync(dir)) return false;
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .some(
      (entry) =>
        entry.isFile() && /\.spec\.ts$/.test(entry.name) && !entry.parentPath.includes("node_modules"),
    );
}

async function e2eStage() {
  heading("End-to-end tests (Playwright, Chromium)");
  if (!hasSpecs(path.join(root, "e2e"))) {
    console.log("No e2e specs yet (e2e/**/*.spec.ts): skipping the browser stage.");
    return;
  }
  const buildCode = await run("npm", ["run", "build", "-w", "@pds/web"]);
  if (buildCode !== 0) {
    fail("e2e", "the web app did not build");
    return;
  }
  const reportFile = path.join(reportDir, "playwright.json");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pds-e2e-data-"));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const code = await run(
    bin("playwright"),
    ["test", "-c", "e2e/playwright.config.ts", "--reporter=list,json"],
    {
      env: {
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile,
        PDS_E2E_DATA_DIR: dataDir,
        PDS_E2E_PORT: String(await freePort()),
      },
    },
  );
  record("e2e", code, readPlaywrightReport, reportFile);
}

async function main() {
  // Without chromium the browser stage cannot run; the other stages still do, and the run fails.
  const osReady = ensureOsPackages();
  ensureMoonshine();
  if (!osReady) fail("os-packages", "a required Debian package is missing");
  if (stages.includes("unit")) {
    heading("Unit and integration tests (vitest, PGlite)");
    await vitestStage("unit", []);
  }
  if (stages.includes("pg")) await pgStage();
  if (stages.includes("e2e") && osReady) await e2eStage();
}

let crashed = false;
try {
  await main();
} catch (error) {
  console.error(error);
  crashed = true;
  fail("test runner", error.message);
} finally {
  await cleanup();
  fs.rmSync(reportDir, { recursive: true, force: true });
}

heading("Summary");
for (const r of results) {
  const skipped = r.skipped ? `, ${r.skipped} skipped` : "";
  console.log(
    `${r.name.padEnd(12)} ${r.passed} passed, ${r.failed} failed${skipped}${r.note ? ` (${r.note})` : ""}`,
  );
  for (const name of r.names ?? []) console.log(`  failed: ${name}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || crashed ? 1 : 0);
