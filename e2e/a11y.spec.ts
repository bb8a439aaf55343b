import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { seedDeck } from "./deck-api.ts";
import { expect, freshUser, signUpViaApi, test } from "./fixtures.ts";

const screenshotDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "test-results",
  "screenshots",
);

/** Serious and critical axe violations, summarised so a failure says what and where. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
}

async function seedEditorDeck(page: Page, baseURL: string): Promise<string> {
  return seedDeck(page, baseURL, "Acme Seed Round", [
    { title: "Problem", content: "Clinics lose 18% of revenue to no-shows\nPhone booking wastes hours" },
    { title: "Solution", content: "Patients book and reschedule by text" },
    { title: "Traction", content: "42 paying clinics\n$21k MRR" },
  ]);
}

test("the landing page has no serious or critical accessibility violations", async ({ page }) => {
  await page.goto("/");
  await expect(
    page.getByRole("heading", { name: "Your idea, transformed into an investor-ready deck." }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the auth dialog has no serious or critical accessibility violations", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Create your account" });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByLabel("Name").fill("Ada");
  await dialog.getByLabel("Email").fill("not-an-email@x");
  await dialog.getByLabel("Password").fill("short");
  await dialog.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(dialog.getByRole("alert")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the dashboard has no serious or critical accessibility violations", async ({
  signedInPage: page,
  user,
  baseURL,
}) => {
  await page.goto("/dashboard");
  await expect(page.getByText("No decks yet")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await seedEditorDeck(page, baseURL!);
  await expect(page.getByRole("button", { name: "Open deck Acme Seed Round" })).toBeVisible();
  await expect(page.getByRole("heading", { name: `${user.name}'s pitch HQ` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the editor has no serious or critical accessibility violations", async ({
  signedInPage: page,
  baseURL,
}) => {
  const deckId = await seedEditorDeck(page, baseURL!);
  await page.goto(`/create?deck=${deckId}`);
  await expect(page.getByTestId("slide-card")).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);

  const pane = page.getByRole("region", { name: "Selected slide" });
  await pane.getByRole("button", { name: "Edit" }).click();
  await expect(pane.getByRole("button", { name: "Save slide" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await pane.getByRole("button", { name: "Cancel" }).click();

  await pane.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/** The page never scrolls sideways (strips that scroll inside themselves are fine). */
async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(Number(await page.evaluate("document.documentElement.scrollWidth"))).toBeLessThanOrEqual(width);
}

test("screenshots at 375 and 1440 px wide (looked at; only sideways overflow is asserted)", async ({
  browser,
  baseURL,
}) => {
  for (const width of [375, 1440]) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: width < 800 ? 812 : 900 },
    });
    const page = await context.newPage();
    await page.goto("/");
    await expect(
      page.getByRole("heading", { name: "Your idea, transformed into an investor-ready deck." }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, width);
    await page.screenshot({ path: path.join(screenshotDir, `landing-${width}.png`), fullPage: true });

    const user = await signUpViaApi(page, baseURL!, freshUser("Screen Founder"));
    const deckId = await seedEditorDeck(page, baseURL!);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: `${user.name}'s pitch HQ` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open deck Acme Seed Round" })).toBeVisible();
    await expect(page.getByText("No voice practice yet")).toBeVisible();
    await expectNoSidewaysScroll(page, width);
    await page.screenshot({ path: path.join(screenshotDir, `dashboard-${width}.png`), fullPage: true });

    await page.goto(`/create?deck=${deckId}`);
    await expect(page.getByTestId("slide-card")).toHaveCount(3);
    await expect(
      page.getByRole("region", { name: "Selected slide" }).getByRole("listitem").first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, width);
    await page.screenshot({ path: path.join(screenshotDir, `editor-${width}.png`) });
    await context.close();
  }
});
