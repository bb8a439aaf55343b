import { expect, test } from "./fixtures.ts";
import type { Locator } from "@playwright/test";
import {
  createDeckViaUi,
  addSlide,
  editSelectedSlide,
  expectSlideOrder,
  deckTitleButton,
  newSignedInPage,
} from "./editor-helpers.ts";

test("dismissing the brief with Escape, ✕ and Not now leaves one empty deck, reopened each time", async ({
  signedInPage: page,
}) => {
  const dismissals: [string, (brief: Locator) => Promise<void>][] = [
    ["Escape", (brief) => brief.press("Escape")],
    ["✕", (brief) => brief.getByRole("button", { name: "Close" }).click()],
    ["Not now", (brief) => brief.getByRole("button", { name: "Not now" }).click()],
  ];
  const opened = new Set<string | null>();
  for (const [how, dismiss] of dismissals) {
    await page.goto("/dashboard");
    await page.getByRole("button", { name: /Start a new pitch deck/ }).click();
    const brief = page.getByRole("dialog", { name: "Let's get your deck started" });
    await expect(brief, how).toBeVisible();
    await dismiss(brief);
    await expect(brief, how).toBeHidden();
    await expect(page.getByRole("button", { name: "Rename deck: My Startup Pitch" }), how).toBeVisible();
    await expect(page, how).toHaveURL(/\/create\?deck=/);
    opened.add(new URL(page.url()).searchParams.get("deck"));
  }
  expect(opened.size).toBe(1);

  await page.goto("/dashboard");
  const decks = page.getByRole("region", { name: "Recent decks" });
  await expect(decks.getByRole("button", { name: "Open deck My Startup Pitch" })).toHaveCount(1);
  await expect(decks.getByRole("listitem")).toHaveCount(1);

  // Once the deck holds a slide it is the founder's work: the next dismissal starts a fresh deck.
  await decks.getByRole("button", { name: "Open deck My Startup Pitch" }).click();
  await addSlide(page, "Vision", "Every clinic fully booked");
  await page.goto("/dashboard");
  await page.getByRole("button", { name: /Start a new pitch deck/ }).click();
  await page.getByRole("dialog", { name: "Let's get your deck started" }).press("Escape");
  await expect(page.getByRole("heading", { name: "Get started" })).toBeVisible();
  await expect(page).toHaveURL(/\/create\?deck=/);
  expect(opened.has(new URL(page.url()).searchParams.get("deck"))).toBe(false);
  await page.goto("/dashboard");
  await expect(decks.getByRole("listitem")).toHaveCount(2);
});

test("a deck deleted elsewhere while a rename is being typed: the rename survives and recreates the deck", async ({
  signedInPage: page,
  baseURL,
}) => {
  const deckId = await createDeckViaUi(page);
  await addSlide(page, "Vision", "Every clinic fully booked");
  await deckTitleButton(page).click();
  const titleInput = page.getByRole("textbox", { name: "Deck title" });
  await titleInput.fill("Phoenix Deck");

  const deleted = await page.request.post("/api/fn/decks.deleteDeck", {
    data: { deckId },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(deleted.status(), await deleted.text()).toBe(200);
  await expect(page.getByText("This deck was deleted elsewhere")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Deck not found" })).toBeHidden();
  await expect(titleInput).toHaveValue("Phoenix Deck");

  await titleInput.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Deck was recreated and saved." })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`deck=${deckId}`));
  await expect(page.getByRole("button", { name: "Rename deck: Phoenix Deck" })).toBeVisible();
  await expect(page.getByText("This deck was deleted elsewhere")).toBeHidden();
  await expectSlideOrder(page, ["Vision"]);
  await page.reload();
  await expect(page.getByRole("button", { name: "Rename deck: Phoenix Deck" })).toBeVisible();
  await expectSlideOrder(page, ["Vision"]);
});

test("two tabs: a save from an older copy shows both versions instead of reverting the other tab", async ({
  browser,
  baseURL,
}, testInfo) => {
  const one = await newSignedInPage(browser, baseURL!, "Two Tabs");
  const deckId = await createDeckViaUi(one.page);
  await addSlide(one.page, "Problem", "Shops lose stock");

  // Tab B of the same browser opens the slide and starts typing a new narrative.
  const two = await one.context.newPage();
  await two.goto(`/create?deck=${deckId}`);
  const paneTwo = two.getByRole("region", { name: "Selected slide" });
  await paneTwo.getByRole("button", { name: "Edit" }).click();
  await paneTwo.getByLabel("Narrative").fill("Shops lose $40k of stock a year");

  // Meanwhile tab A saves a new title.
  await one.page
    .getByRole("region", { name: "Selected slide" })
    .getByRole("button", { name: "Edit" })
    .click();
  await editSelectedSlide(one.page, "The real problem", "Shops lose stock");
  await expectSlideOrder(two, ["The real problem"]);

  await paneTwo.getByRole("button", { name: "Save slide" }).click();
  const dialog = two.getByRole("dialog", { name: "This slide changed in another tab" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Saved in another tab" })).toContainText(
    "The real problem",
  );
  const mine = dialog.getByRole("region", { name: "Your version" });
  await expect(mine).toContainText("Problem");
  await expect(mine).toContainText("Shops lose $40k of stock a year");
  await two.screenshot({ path: testInfo.outputPath("slide-conflict-dialog.png") });

  // Nothing was saved: tab A's title stands, and tab B's text is still there to keep.
  await expectSlideOrder(one.page, ["The real problem"]);
  await dialog.getByRole("button", { name: "Keep my version" }).click();
  await expect(dialog).toBeHidden();
  await expect(one.page.getByRole("region", { name: "Selected slide" }).getByRole("listitem")).toHaveText([
    "Shops lose $40k of stock a year",
  ]);
  await one.context.close();
});
