import { expect, test } from "./fixtures.ts";

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
