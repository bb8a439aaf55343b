import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The config is evaluated in the runner and again in every worker. The port and data folder are chosen
 * once and put in process.env, which workers inherit, so every process agrees on them.
 * `scripts/test.mjs` sets both (and removes the folder afterwards).
 */
function freePortSync(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim());
}
process.env.PDS_E2E_PORT ||= String(freePortSync());
process.env.PDS_E2E_DATA_DIR ||= fs.mkdtempSync(path.join(os.tmpdir(), "pds-e2e-data-"));
// A second origin serving the same built SPA, for the cross-origin (header session) journey.
process.env.PDS_E2E_SPA_PORT ||= String(freePortSync());
// The fake public web (search and pages) that research runs against.
process.env.PDS_E2E_WEB_PORT ||= String(freePortSync());

const port = Number(process.env.PDS_E2E_PORT);
const baseURL = `http://localhost:${port}`;
const fakeWeb = `http://127.0.0.1:${process.env.PDS_E2E_WEB_PORT}`;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: path.join(root, "test-results", "e2e"),
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL,
    headless: true,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's chromium; never download browsers (`npx playwright install` is not part of the setup).
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium" }],
  webServer: [
    {
      command: "node --import tsx e2e/fake-web.ts",
      cwd: root,
      url: `${fakeWeb}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The real server serving the built web app (`npm run build -w @pds/web` first).
      command: "node --import tsx apps/server/src/main.ts",
      cwd: root,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.PDS_E2E_DATA_DIR,
        RATE_LIMIT_ENABLED: "true",
        AUTH_RATE_LIMIT_MAX: "1000",
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        TRUSTED_ORIGINS: `http://localhost:${process.env.PDS_E2E_SPA_PORT}`,
        SEARCH_PROVIDER: "searxng",
        SEARXNG_URL: fakeWeb,
        // The fake web is on loopback, which the page fetcher otherwise refuses.
        RESEARCH_ALLOW_PRIVATE_HOSTS: "true",
        // The fake model provider the settings journey connects to is on loopback too.
        AI_ALLOW_PRIVATE_BASE_URL: "true",
      },
    },
  ],
});
