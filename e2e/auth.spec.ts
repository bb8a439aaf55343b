import { expect, freshUser, signUpViaApi, test } from "./fixtures.ts";

const HEADLINE = "Your idea, transformed into an investor-ready deck.";

test("sign up through the dialog → dashboard with the name → sign out → landing", async ({ page }) => {
  const user = freshUser("Ada Founder");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: HEADLINE })).toBeVisible();

  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Create your account" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Name").fill(user.name);
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByLabel("Password").fill(user.password);
  await dialog.getByRole("button", { name: "Sign up", exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Ada Founder's pitch HQ" })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: HEADLINE })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();

  // Signed out for real: the dashboard sends the visitor back to the landing page.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: HEADLINE })).toBeVisible();
});

test("a wrong password shows the server's message inline and the button comes back", async ({
  page,
  baseURL,
  browser,
}) => {
  // A real account, created in another context so this page stays signed out.
  const other = await browser.newContext({ baseURL });
  const user = await signUpViaApi(await other.newPage(), baseURL!, freshUser());
  await other.close();

  const failed = await page.request.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: "not the password" },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(failed.status()).toBe(401);
  const serverMessage = ((await failed.json()) as { message: string }).message;
  expect(serverMessage).toBeTruthy();

  // Slow the sign-in call so the busy state can be seen.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/auth/sign-in/email", async (route) => {
    await released;
    await route.continue();
  });

  await page.goto("/");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Welcome back" });
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByLabel("Password").fill("not the password");
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();

  const busyButton = dialog.getByRole("button", { name: "Please wait..." });
  await expect(busyButton).toBeDisabled();
  await expect(dialog.getByLabel("Email")).toBeDisabled();
  await expect(dialog.getByLabel("Password")).toBeDisabled();
  release();

  await expect(dialog.getByRole("alert")).toHaveText(serverMessage);
  await expect(dialog.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
  await expect(busyButton).toHaveCount(0);
  await expect(dialog.getByLabel("Email")).toBeEnabled();
  await expect(page).toHaveURL(/\/$/);
});

test("submit is disabled while a required field is empty; switching mode clears fields and error", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Create your account" });
  const submit = dialog.getByRole("button", { name: "Sign up", exact: true });
  await expect(submit).toBeDisabled();

  await dialog.getByLabel("Name").fill("Grace");
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Email").fill("grace@example.com");
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Password").fill("short");
  await expect(submit).toBeEnabled();
  await dialog.getByLabel("Name").fill("");
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Name").fill("Grace");

  // Client-side validation: too short a password is refused with a message.
  await submit.click();
  await expect(dialog.getByRole("alert")).toHaveText("Password must be at least 8 characters.");

  await dialog.getByRole("button", { name: "Sign in instead" }).click();
  const signIn = page.getByRole("dialog", { name: "Welcome back" });
  await expect(signIn.getByLabel("Name")).toHaveCount(0);
  await expect(signIn.getByLabel("Email")).toHaveValue("");
  await expect(signIn.getByLabel("Password")).toHaveValue("");
  await expect(signIn.getByRole("alert")).toHaveCount(0);
  const signInSubmit = signIn.getByRole("button", { name: "Sign in", exact: true });
  await expect(signInSubmit).toBeDisabled();
  await signIn.getByLabel("Email").fill("grace@example.com");
  await expect(signInSubmit).toBeDisabled();
  await signIn.getByLabel("Password").fill("long enough password");
  await expect(signInSubmit).toBeEnabled();

  await signIn.getByRole("button", { name: "Create an account" }).click();
  const signUp = page.getByRole("dialog", { name: "Create your account" });
  await expect(signUp.getByLabel("Name")).toHaveValue("");
  await expect(signUp.getByLabel("Email")).toHaveValue("");
  await expect(signUp.getByRole("button", { name: "Sign up", exact: true })).toBeDisabled();

  await signUp.getByRole("button", { name: "Close" }).click();
  await expect(signUp).toBeHidden();
});

test("a one-time token in the URL signs the user in and is removed from the URL", async ({
  browser,
  baseURL,
}) => {
  const first = await browser.newContext({ baseURL });
  const firstPage = await first.newPage();
  const user = await signUpViaApi(firstPage, baseURL!, freshUser("Token Holder"));
  const generated = await firstPage.request.get("/api/auth/one-time-token/generate");
  expect(generated.status(), await generated.text()).toBe(200);
  const { token } = (await generated.json()) as { token: string };
  expect(token).toBeTruthy();
  await first.close();

  const fresh = await browser.newContext({ baseURL });
  const page = await fresh.newPage();
  await page.goto(`/?ott=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: `${user.name}'s pitch HQ` })).toBeVisible();
  expect(page.url()).not.toContain("ott");

  // The token is single use: a second fresh visitor with the same token stays signed out.
  const again = await browser.newContext({ baseURL });
  const againPage = await again.newPage();
  await againPage.goto(`/?ott=${encodeURIComponent(token)}`);
  await expect(againPage.getByRole("heading", { name: HEADLINE })).toBeVisible();
  expect(againPage.url()).not.toContain("ott");
  await again.close();
  await fresh.close();
});
