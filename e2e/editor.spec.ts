import { expect, freshUser, signUpViaApi, test } from "./fixtures.ts";
import {
  createDeckViaUi,
  addSlide,
  editSelectedSlide,
  expectSlideOrder,
  deckTitleButton,
  signInViaApi,
  newSignedInPage,
} from "./editor-helpers.ts";

test("create, rename inline, add/edit/delete/reorder slides, save, and reload keeps it all", async ({
  signedInPage: page,
}) => {
  const deckId = await createDeckViaUi(page);
  await expect(page.getByRole("heading", { name: "Get started" })).toBeVisible();
  await expect(page.getByText("0 slides")).toBeVisible();

  // Rename: Enter commits.
  await page.getByRole("button", { name: "Rename deck: My Startup Pitch" }).click();
  const titleInput = page.getByRole("textbox", { name: "Deck title" });
  await expect(titleInput).toBeFocused();
  await expect(titleInput).toHaveValue("My Startup Pitch");
  await titleInput.fill("Acme Seed");
  await titleInput.press("Enter");
  await expect(page.getByRole("button", { name: "Rename deck: Acme Seed" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Deck saved." })).toBeVisible();

  // Blur commits.
  await deckTitleButton(page).click();
  await titleInput.fill("Acme Seed Round");
  await titleInput.blur();
  await expect(page.getByRole("button", { name: "Rename deck: Acme Seed Round" })).toBeVisible();

  // Escape cancels and keeps the old title.
  await deckTitleButton(page).click();
  await titleInput.fill("Never committed");
  await titleInput.press("Escape");
  await expect(titleInput).toBeHidden();
  await expect(page.getByRole("button", { name: "Rename deck: Acme Seed Round" })).toBeVisible();

  // Empty is discarded.
  await deckTitleButton(page).click();
  await titleInput.fill("   ");
  await titleInput.press("Enter");
  await expect(page.getByRole("button", { name: "Rename deck: Acme Seed Round" })).toBeVisible();
  await expect(page.getByText("Never committed")).toHaveCount(0);

  // Add slides.
  await addSlide(page, "Problem", "Clinics lose 18% of revenue to no-shows\nPhone booking wastes hours");
  await addSlide(page, "Solution", "Book and reschedule by text");
  await addSlide(page, "Market", "12,000 independent clinics");
  await addSlide(page, "Team", "Two founders who built clinic software before");
  await expectSlideOrder(page, ["Problem", "Solution", "Market", "Team"]);
  await expect(page.getByText("4 slides")).toBeVisible();

  // Narrative lines render as bullets in view mode.
  await page.getByRole("button", { name: "Slide 1: Problem" }).click();
  const pane = page.getByRole("region", { name: "Selected slide" });
  await expect(pane.getByRole("listitem")).toHaveText([
    "Clinics lose 18% of revenue to no-shows",
    "Phone booking wastes hours",
  ]);

  // Edit a slide.
  await page.getByRole("button", { name: "Slide 2: Solution" }).click();
  await pane.getByRole("button", { name: "Edit" }).click();
  await editSelectedSlide(page, "Our Solution", "Book and reschedule by text\nNo app to install");
  await expect(pane.getByRole("listitem")).toHaveText(["Book and reschedule by text", "No app to install"]);

  // Delete one, through the confirmation.
  await page.getByRole("button", { name: "Slide 3: Market" }).click();
  await pane.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: 'Are you sure you want to delete "Market"?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Delete slide" }).click();
  await expect(confirm).toBeHidden();
  await expectSlideOrder(page, ["Problem", "Our Solution", "Team"]);

  // Reorder with the keyboard on a focused card: Alt+ArrowDown.
  await page.getByRole("button", { name: "Slide 1: Problem" }).focus();
  await page.keyboard.press("Alt+ArrowDown");
  await expectSlideOrder(page, ["Our Solution", "Problem", "Team"]);

  // And with the "Move slide down" button on the selected slide.
  await page.getByRole("button", { name: "Slide 2: Problem" }).click();
  await expect(pane.getByText("Slide 2 of 3")).toBeVisible();
  await pane.getByRole("button", { name: "Move slide down" }).click();
  await expectSlideOrder(page, ["Our Solution", "Team", "Problem"]);
  await expect(pane.getByRole("button", { name: "Move slide down" })).toBeDisabled();

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Deck saved." })).toBeVisible();
  await expect(page.getByText(/^Synced /)).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/create\\?deck=${deckId}$`));
  await expect(page.getByRole("button", { name: "Rename deck: Acme Seed Round" })).toBeVisible();
  await expectSlideOrder(page, ["Our Solution", "Team", "Problem"]);
  await page.getByRole("button", { name: "Slide 1: Our Solution" }).click();
  await expect(pane.getByRole("listitem")).toHaveText(["Book and reschedule by text", "No app to install"]);

  // The dashboard lists it under the new title.
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page.getByRole("button", { name: "Open deck Acme Seed Round" })).toBeVisible();
});

test("two browser contexts signed in as the same user see each other's edits live", async ({
  browser,
  baseURL,
}) => {
  const one = await newSignedInPage(browser, baseURL!, "Same Founder");
  const deckId = await createDeckViaUi(one.page);

  const twoContext = await browser.newContext({ baseURL });
  const two = await twoContext.newPage();
  await signInViaApi(two, baseURL!, one.user);
  await two.goto(`/create?deck=${deckId}`);
  await expect(two.getByRole("button", { name: "Rename deck: My Startup Pitch" })).toBeVisible();
  await expect(two.getByRole("heading", { name: "Get started" })).toBeVisible();

  // One adds a slide → Two sees it.
  await addSlide(one.page, "Traction", "42 paying clinics");
  await expectSlideOrder(two, ["Traction"]);
  await expect(two.getByRole("region", { name: "Selected slide" }).getByRole("listitem")).toHaveText([
    "42 paying clinics",
  ]);

  // Two edits it → One sees the change.
  await two.getByRole("region", { name: "Selected slide" }).getByRole("button", { name: "Edit" }).click();
  await editSelectedSlide(two, "Traction so far", "42 paying clinics\n$21k MRR");
  await expectSlideOrder(one.page, ["Traction so far"]);
  await expect(one.page.getByRole("region", { name: "Selected slide" }).getByRole("listitem")).toHaveText([
    "42 paying clinics",
    "$21k MRR",
  ]);

  // Two renames the deck → One sees the new title.
  await deckTitleButton(two).click();
  await two.getByRole("textbox", { name: "Deck title" }).fill("Shared Seed");
  await two.getByRole("textbox", { name: "Deck title" }).press("Enter");
  await expect(one.page.getByRole("button", { name: "Rename deck: Shared Seed" })).toBeVisible();

  // One adds another slide and deletes the first → Two follows.
  await addSlide(one.page, "Ask", "Raising $2M seed");
  await expectSlideOrder(two, ["Traction so far", "Ask"]);
  await one.page.getByRole("button", { name: "Slide 1: Traction so far" }).click();
  await one.page
    .getByRole("region", { name: "Selected slide" })
    .getByRole("button", { name: "Delete" })
    .click();
  await one.page
    .getByRole("alertdialog", { name: 'Are you sure you want to delete "Traction so far"?' })
    .getByRole("button", { name: "Delete slide" })
    .click();
  await expectSlideOrder(two, ["Ask"]);

  await one.context.close();
  await twoContext.close();
});

test("another user's deck id in the URL or in session storage shows not-found, never the deck", async ({
  browser,
  baseURL,
}) => {
  const owner = await newSignedInPage(browser, baseURL!, "Deck Owner");
  const deckId = await createDeckViaUi(owner.page);
  await deckTitleButton(owner.page).click();
  await owner.page.getByRole("textbox", { name: "Deck title" }).fill("Secret Series A");
  await owner.page.getByRole("textbox", { name: "Deck title" }).press("Enter");
  await expect(owner.page.getByRole("status").filter({ hasText: "Deck saved." })).toBeVisible();
  await addSlide(owner.page, "Confidential metrics", "Burn is $80k a month");

  const intruder = await newSignedInPage(browser, baseURL!, "Other Founder");
  await intruder.page.goto(`/create?deck=${deckId}`);
  await expect(intruder.page.getByRole("heading", { name: "Deck not found" })).toBeVisible();
  await expect(intruder.page.getByText("Secret Series A")).toHaveCount(0);
  await expect(intruder.page.getByText("Confidential metrics")).toHaveCount(0);

  // Same through the tab's session storage (no id in the URL).
  const storedContext = await browser.newContext({ baseURL });
  const stored = await storedContext.newPage();
  await signUpViaApi(stored, baseURL!, freshUser("Another Founder"));
  await stored.addInitScript(`window.sessionStorage.setItem("pds.activeDeckId", ${JSON.stringify(deckId)});`);
  await stored.goto("/create");
  await expect(stored.getByRole("heading", { name: "Deck not found" })).toBeVisible();
  await expect(stored.getByText("Secret Series A")).toHaveCount(0);
  await expect(stored.getByText("Confidential metrics")).toHaveCount(0);

  // "Start a new deck" from there starts a fresh deck of the intruder's own.
  await stored.getByRole("button", { name: "Start a new deck" }).click();
  await expect(stored.getByRole("dialog", { name: "Let's get your deck started" })).toBeVisible();

  // The owner still has the deck, untouched.
  await owner.page.reload();
  await expect(owner.page.getByRole("button", { name: "Rename deck: Secret Series A" })).toBeVisible();
  await expectSlideOrder(owner.page, ["Confidential metrics"]);

  await owner.context.close();
  await intruder.context.close();
  await storedContext.close();
});

test("a deck deleted elsewhere while open: the live editor shows Deck not found", async ({
  signedInPage: page,
  baseURL,
}) => {
  const deckId = await createDeckViaUi(page);
  await addSlide(page, "Vision", "Every clinic fully booked");
  const deleted = await page.request.post("/api/fn/decks.deleteDeck", {
    data: { deckId },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(deleted.status(), await deleted.text()).toBe(200);
  await expect(page.getByRole("heading", { name: "Deck not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to dashboard" })).toBeVisible();
});

test('"nonexistent document": Save on a deck deleted before this tab heard of it recreates it with its slides', async ({
  signedInPage: page,
  baseURL,
}) => {
  // Hold back the live updates about the open deck, as when the deletion has not reached this tab yet.
  const deckOfSubscription = new Map<string, unknown>();
  let frozenDeckId: string | null = null;
  await page.routeWebSocket("**/api/sync", (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (typeof message === "string") {
        const parsed = JSON.parse(message) as { type?: string; id?: string; args?: { deckId?: unknown } };
        if (parsed.type === "subscribe" && parsed.id) deckOfSubscription.set(parsed.id, parsed.args?.deckId);
      }
      server.send(message);
    });
    server.onMessage((message) => {
      if (typeof message === "string" && frozenDeckId !== null) {
        const parsed = JSON.parse(message) as { id?: string };
        if (parsed.id && deckOfSubscription.get(parsed.id) === frozenDeckId) return;
      }
      ws.send(message);
    });
  });

  const oldDeckId = await createDeckViaUi(page);
  await addSlide(page, "Problem", "Clinics lose revenue");
  await addSlide(page, "Solution", "Text to book");
  await deckTitleButton(page).click();
  await page.getByRole("textbox", { name: "Deck title" }).fill("Phoenix Deck");
  await page.getByRole("textbox", { name: "Deck title" }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Deck saved." })).toBeVisible();
  expect([...deckOfSubscription.values()]).toContain(oldDeckId);

  frozenDeckId = oldDeckId;
  const deleted = await page.request.post("/api/fn/decks.deleteDeck", {
    data: { deckId: oldDeckId },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(deleted.status(), await deleted.text()).toBe(200);
  await expect(page.getByRole("button", { name: "Rename deck: Phoenix Deck" })).toBeVisible();
  await expectSlideOrder(page, ["Problem", "Solution"]);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Deck was recreated and saved." })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`deck=${oldDeckId}`));
  await expect(page).toHaveURL(/\/create\?deck=/);
  await expect(page.getByRole("button", { name: "Rename deck: Phoenix Deck" })).toBeVisible();
  await expectSlideOrder(page, ["Problem", "Solution"]);

  await page.reload();
  await expect(page.getByRole("button", { name: "Rename deck: Phoenix Deck" })).toBeVisible();
  await expectSlideOrder(page, ["Problem", "Solution"]);
  await page.getByRole("button", { name: "Slide 2: Solution" }).click();
  await expect(page.getByRole("region", { name: "Selected slide" }).getByRole("listitem")).toHaveText([
    "Text to book",
  ]);
});
