import { expect, test } from "./fixtures.ts";

const HEADLINE = "Your idea, transformed into an investor-ready deck.";

for (const route of ["/dashboard", "/practice", "/create"]) {
  test(`a signed-out visit to ${route} goes to the landing page`, async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: HEADLINE })).toBeVisible();
  });
}

test("a signed-in visit to / goes to the dashboard", async ({ signedInPage: page, user }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: `${user.name}'s pitch HQ` })).toBeVisible();
  await expect(page.getByRole("heading", { name: HEADLINE })).toHaveCount(0);
});

test("signed-in routes open for a signed-in user", async ({ signedInPage: page }) => {
  await page.goto("/practice");
  await expect(page.getByRole("heading", { name: "Voice practice studio" })).toBeVisible();
  await page.getByRole("link", { name: "Back to dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an unknown route shows a not-found page", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page.getByRole("heading", { name: HEADLINE })).toBeVisible();
});

test("an unknown route also shows not-found when signed in", async ({ signedInPage: page }) => {
  await page.goto("/settings/nowhere");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
