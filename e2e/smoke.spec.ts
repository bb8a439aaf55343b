import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "./fixtures.ts";

/** Collects what Chromium logs when the Content-Security-Policy blocks a script, style, socket or fetch. */
function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  return violations;
}

test("the landing page loads", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Pitch/);
});

test("a signed-in context has a session", async ({ signedInPage, user }) => {
  const session = await signedInPage.request.get("/api/auth/get-session");
  expect(session.status()).toBe(200);
  expect(await session.json()).toMatchObject({ user: { email: user.email, name: user.name } });
});

test("the landing page, dashboard and editor run under the CSP without a violation", async ({
  page,
  baseURL,
}) => {
  const violations = watchCspViolations(page);
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  // A Radix dialog: it inserts a <style> element (react-remove-scroll), which style-src must allow.
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");

  await signUpViaApi(page, baseURL!);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: /Start a new pitch deck/ }).click();
  const brief = page.getByRole("dialog", { name: "Let's get your deck started" });
  await brief.getByRole("button", { name: "Not now" }).click();
  await expect(page.getByRole("button", { name: "Rename deck: My Startup Pitch" })).toBeVisible();
  await expect(page).toHaveURL(/\/create\?deck=/);
  // The sync socket is up: the editor shows the deck it loaded over it.
  await expect(page.getByText("My Startup Pitch").first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("a signed-in screen whose code is still loading shows the app's top bar and a loading state, then the screen", async ({
  signedInPage,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await signedInPage.route(/\/assets\/dashboard-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  void signedInPage.goto("/dashboard");
  await expect(signedInPage.getByRole("status")).toContainText("Loading…");
  await expect(signedInPage.getByText("Pitch Deck Studio")).toBeVisible();
  release();
  await expect(signedInPage.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(signedInPage.getByText("Loading…")).toHaveCount(0);
});
