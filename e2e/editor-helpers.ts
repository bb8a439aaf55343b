// Editor journeys shared by the editor specs: create, edit and check decks the way a founder does.
import { expect, freshUser, signUpViaApi, type TestUser } from "./fixtures.ts";
import type { Browser, Page } from "@playwright/test";

/** Dashboard → "Start a new pitch deck" → brief modal "Not now": a deck named "My Startup Pitch". */
export async function createDeckViaUi(page: Page): Promise<string> {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: /Start a new pitch deck/ }).click();
  const brief = page.getByRole("dialog", { name: "Let's get your deck started" });
  await expect(brief).toBeVisible();
  await brief.getByRole("button", { name: "Not now" }).click();
  await expect(brief).toBeHidden();
  await expect(page.getByRole("button", { name: "Rename deck: My Startup Pitch" })).toBeVisible();
  await expect(page).toHaveURL(/\/create\?deck=/);
  const deckId = new URL(page.url()).searchParams.get("deck");
  expect(deckId).toBeTruthy();
  return deckId!;
}

/** "Add slide" opens the new slide in edit mode; fill it and save. */
export async function addSlide(page: Page, title: string, narrative: string): Promise<void> {
  const cards = page.getByTestId("slide-card");
  const before = await cards.count();
  await page.getByRole("button", { name: "Add slide" }).click();
  await expect(cards).toHaveCount(before + 1);
  await expect(page.getByText(`New Slide ${before + 1}`, { exact: true }).first()).toBeVisible();
  await editSelectedSlide(page, title, narrative);
}

export async function editSelectedSlide(page: Page, title: string, narrative: string): Promise<void> {
  const pane = page.getByRole("region", { name: "Selected slide" });
  await expect(pane.getByText("Editing", { exact: true })).toBeVisible();
  const titleInput = pane.getByLabel("Title", { exact: true });
  await titleInput.fill(title);
  await expect(pane.getByText(`${title.length}/120`)).toBeVisible();
  await pane.getByLabel("Narrative").fill(narrative);
  await pane.getByRole("button", { name: "Save slide" }).click();
  await expect(pane.getByText("Viewing", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(`^Slide \\d+: ${title}$`) })).toBeVisible();
}

/** The strip's cards, in order, by their accessible names "Slide N: title". */
export async function expectSlideOrder(page: Page, titles: string[]): Promise<void> {
  const cards = page.getByTestId("slide-card").getByRole("button");
  await expect(cards).toHaveCount(titles.length);
  for (const [index, title] of titles.entries()) {
    await expect(cards.nth(index)).toHaveAccessibleName(`Slide ${index + 1}: ${title}`);
  }
}

export function deckTitleButton(page: Page) {
  return page.getByRole("button", { name: /^Rename deck: / });
}

export async function signInViaApi(page: Page, baseURL: string, user: TestUser): Promise<void> {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: user.password },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function newSignedInPage(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const user = await signUpViaApi(page, baseURL, freshUser(name));
  return { context, page, user };
}
