import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const wav = path.join(os.tmpdir(), `pds-e2e-founder-${process.pid}.wav`);
// Generated when the file loads, before the browser launches with it as the fake microphone.
if (!fs.existsSync(wav)) {
  execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(here, "voice-audio.ts"),
      wav,
      "We sell scheduling software to dental clinics, and we have forty customers.",
      "Our main competitor is Salesforce, which is built for large companies.",
    ],
    { cwd: path.join(here, ".."), stdio: ["ignore", "ignore", "inherit"] },
  );
}

/** Collects what Chromium logs when the Content-Security-Policy blocks something (the worklet, a socket). */
function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  return violations;
}

/** Serious and critical axe violations on the current page. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

test.use({
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${wav}%noloop`,
      "--autoplay-policy=no-user-gesture-required",
    ],
  },
});

test("a YC practice session: founder audio is transcribed, the VC replies and is heard, the session is saved and reviewed", async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  const cspViolations = watchCspViolations(page);
  // Persona speech that arrives after the founder's words were transcribed: the reply, not the greeting.
  let replyAudioBytes = 0;
  let founderHeard = false;
  page.on("websocket", (socket) => {
    if (!socket.url().endsWith("/api/voice")) return;
    socket.on("framereceived", (frame) => {
      if (typeof frame.payload === "string") {
        const message = JSON.parse(frame.payload) as { type?: string; role?: string };
        if (message.type === "transcript" && message.role === "user") founderHeard = true;
      } else if (founderHeard) {
        replyAudioBytes += frame.payload.length;
      }
    });
  });

  await page.goto("/practice");
  await expect(page.getByRole("heading", { name: "Voice practice studio" })).toBeVisible();
  const start = page.getByRole("button", { name: "Start Practice" });
  await expect(start).toBeDisabled();
  await page.getByRole("radio", { name: /YC/ }).click();
  await expect(start).toBeDisabled();
  await page.getByRole("combobox").selectOption({ label: "Practice without a deck" });
  await expect(start).toBeEnabled();
  // Before the session: what this partner opens with, since there is no deck to read.
  await expect(page.getByRole("region", { name: "Likely questions" })).toContainText(
    "In one or two sentences, what are you making?",
  );
  await page.screenshot({ path: test.info().outputPath("practice-studio.png"), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await start.click();

  const overlay = page.getByRole("dialog", { name: "Voice Practice Session" });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole("status")).toHaveText("Connected", { timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
  // The capture AudioWorklet, the voice socket and playback all ran under the CSP.
  expect(cspViolations).toEqual([]);

  // The founder's words appear on the right; the VC's reply to them on the left.
  const userBubble = overlay.locator("[data-role=user]").first();
  await expect(userBubble).toBeVisible({ timeout: 45_000 });
  // Recognisably what the founder said (the capture path keeps offline STT accurate).
  await expect(userBubble).toContainText(/scheduling|dental|clinics/, { timeout: 20_000 });
  const reply = overlay.locator("[data-role=user] ~ [data-role=assistant]").first();
  await expect(reply).toBeVisible({ timeout: 30_000 });
  const userBox = await userBubble.boundingBox();
  const replyBox = await reply.boundingBox();
  expect(userBox && replyBox).toBeTruthy();
  if (userBox && replyBox) {
    expect(userBox.x + userBox.width).toBeGreaterThan(replyBox.x + replyBox.width);
    expect(userBox.x).toBeGreaterThan(replyBox.x);
  }
  // At least half a second of 16 kHz s16le reply speech reached the browser.
  await expect
    .poll(() => replyAudioBytes, { message: "the VC's reply audio received", timeout: 20_000 })
    .toBeGreaterThan(16_000);
  const founderText = (await userBubble.locator("p").textContent())?.trim() ?? "";
  expect(founderText.length).toBeGreaterThan(0);
  // The VC listened: its follow-up is about the customers the founder named, not a scripted next topic.
  const heard = overlay.locator("[data-role=assistant]", { hasText: /customers/i });
  await expect(heard.first()).toBeVisible({ timeout: 30_000 });
  // The second turn names a competitor: the VC asks about that competitor by name.
  await expect(overlay.locator("[data-role=user]").nth(1)).toContainText(/Salesforce/, { timeout: 30_000 });
  await expect(overlay.locator("[data-role=assistant]", { hasText: /Salesforce/ }).first()).toBeVisible({
    timeout: 30_000,
  });

  await overlay.getByRole("button", { name: "End Session" }).click();
  await expect(overlay).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText("Session ended. Your transcript and review are ready.")).toBeVisible();

  await page.goto("/dashboard");
  const sessions = page.getByRole("region", { name: "Recent voice sessions" });
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expect(sessions.getByRole("listitem")).toContainText("YC");
  await sessions.getByRole("button", { name: "View" }).click();

  await expect(page).toHaveURL(/\/practice\/sessions\//);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("YC");
  // The review opens at its top, not scrolled down to the transcript's last line.
  await expect(page.getByRole("region", { name: "Full transcript" })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Topics the founder never talked about are not marked covered.
  const coverage = page.getByRole("region", { name: "Coverage" });
  await expect(coverage).toContainText(/What are you making:?\s*Answered/);
  await expect(coverage).toContainText(/Why you:?\s*Not reached/);
  await expect(coverage).toContainText(/How big:?\s*Not reached/);
  // Each answer is quoted back with the checks a partner makes.
  const answers = page.getByRole("region", { name: "Your answers" });
  await expect(answers).toContainText(founderText.slice(0, 30));
  await expect(answers).toContainText(/Direct|Not direct/);
  const transcript = page.getByRole("region", { name: "Full transcript" });
  await expect(transcript.locator("[data-role=user]").first()).toContainText(founderText);
  await expect(transcript.locator("[data-role=assistant]").first()).toBeVisible();
  const metric = (label: string) => page.getByText(label, { exact: true }).locator("xpath=../..");
  await expect(metric("Words per minute")).toContainText(/\d+/);
  await expect(metric("Founder talk ratio")).toContainText(/\d+%/);
  await expect(
    page.getByRole("region", { name: "Questions the VC asked" }).getByRole("listitem"),
  ).not.toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  expect(cspViolations).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("session-review.png"), fullPage: true });
});

test("a refused microphone gets an explanation of how to allow it, and Escape closes the session", async ({
  signedInPage: page,
}) => {
  // The browser's prompt auto-accepts here, so refuse the way a user's "Block" does.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
  });
  await page.goto("/practice");
  await page.getByRole("radio", { name: /Sequoia/ }).click();
  await page.getByRole("combobox").selectOption({ label: "Practice without a deck" });
  await page.getByRole("button", { name: "Start Practice" }).click();
  const overlay = page.getByRole("dialog", { name: "Voice Practice Session" });
  await expect(overlay.getByRole("status")).toHaveText("Error");
  await expect(overlay.getByRole("alert")).toContainText("Microphone access is blocked");
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
  await expect(page.getByRole("button", { name: "Start Practice" })).toBeEnabled();
});
