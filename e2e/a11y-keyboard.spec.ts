import type { Locator, Page } from "@playwright/test";
import { callFunction, seedDeck } from "./deck-api.ts";
import { expect, test } from "./fixtures.ts";

// Keyboard journeys: whatever opens a dialog, menu or sheet gets focus back when it closes, and when the
// focused control disappears (a saved form, a finished draft, a deleted row) focus lands on a sensible
// control, never on <body>, where a keyboard user would start again from the top of the page.

const slides = [
  { title: "Problem", content: "Clinics lose 18% of revenue to no-shows" },
  { title: "Solution", content: "Patients book and reschedule by text" },
  { title: "Traction", content: "42 paying clinics\n$21k MRR" },
];

async function openSeededEditor(page: Page, baseURL: string): Promise<void> {
  const deckId = await seedDeck(page, baseURL, "Acme Seed Round", slides);
  await page.goto(`/create?deck=${deckId}`);
  await expect(page.getByTestId("slide-card")).toHaveCount(3);
}

/** Focuses a control the way Tab would, then activates it with Enter. */
async function pressEnterOn(control: Locator): Promise<void> {
  await control.focus();
  await control.press("Enter");
}

test("closing the auth dialog with Escape or Close returns focus to the button that opened it", async ({
  page,
}) => {
  await page.goto("/");
  const signUp = page.getByRole("button", { name: "Sign up", exact: true });
  await pressEnterOn(signUp);
  await expect(page.getByRole("dialog", { name: "Create your account" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(signUp).toBeFocused();

  const haveAccount = page.getByRole("button", { name: "I have an account" });
  await pressEnterOn(haveAccount);
  await page.getByRole("dialog", { name: "Welcome back" }).getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(haveAccount).toBeFocused();
});

test("closing the brief dialog returns focus to Write a brief", async ({ signedInPage: page, baseURL }) => {
  const deckId = await callFunction<string>(page, baseURL!, "decks.createDeck", { title: "Empty deck" });
  await page.goto(`/create?deck=${deckId}`);
  const writeBrief = page.getByRole("button", { name: "Write a brief" });
  await pressEnterOn(writeBrief);
  await expect(page.getByRole("dialog", { name: "Let's get your deck started" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(writeBrief).toBeFocused();
});

test("a finished draft leaves focus on its first slide, not on the page", async ({ signedInPage: page }) => {
  await page.goto("/dashboard");
  await pressEnterOn(page.getByRole("button", { name: /Start a new pitch deck/ }));
  const brief = page.getByRole("dialog", { name: "Let's get your deck started" });
  await brief.getByRole("textbox", { name: "Deck title" }).fill("Acme Seed");
  await brief.getByLabel("Startup name").fill("Acme Clinics");
  await brief
    .getByLabel("Startup overview")
    .fill("Clinics lose revenue to no-shows. Acme books patients by text. 42 clinics pay us.");
  await brief.getByRole("checkbox", { name: "Research my market and competitors" }).uncheck();
  await pressEnterOn(brief.getByRole("button", { name: "Continue" }));
  await expect(page.getByTestId("slide-card")).toHaveCount(13);
  await expect(page.getByText(/Drafting…/)).toBeHidden();
  await expect(page.getByRole("button", { name: /^Slide 1:/ })).toBeFocused();
});

test("the export menu gives focus back to Export when dismissed and after an export", async ({
  signedInPage: page,
  baseURL,
}) => {
  await openSeededEditor(page, baseURL!);
  const exportButton = page.getByRole("button", { name: "Export" });
  await pressEnterOn(exportButton);
  await expect(page.getByRole("menu")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(exportButton).toBeFocused();

  await pressEnterOn(exportButton);
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "PDF" }).press("Enter");
  await download;
  await expect(exportButton).toHaveText("Export");
  await expect(exportButton).toBeFocused();
});

test("saving or cancelling a slide edit returns focus to Edit", async ({ signedInPage: page, baseURL }) => {
  await openSeededEditor(page, baseURL!);
  const pane = page.getByRole("region", { name: "Selected slide" });
  const edit = pane.getByRole("button", { name: "Edit" });
  await pressEnterOn(edit);
  const title = pane.getByRole("textbox", { name: "Title" });
  await expect(title).toBeFocused();
  await title.fill("The problem");
  await title.press("Enter");
  await expect(pane.getByRole("heading", { name: "The problem" })).toBeVisible();
  await expect(edit).toBeFocused();

  await pressEnterOn(edit);
  await pressEnterOn(pane.getByRole("button", { name: "Cancel" }));
  await expect(edit).toBeFocused();
});

test("the delete confirmation returns focus to Delete, on a cancel and after deleting", async ({
  signedInPage: page,
  baseURL,
}) => {
  await openSeededEditor(page, baseURL!);
  const pane = page.getByRole("region", { name: "Selected slide" });
  const remove = pane.getByRole("button", { name: "Delete" });
  await pressEnterOn(remove);
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();

  await pressEnterOn(remove);
  await pressEnterOn(confirm.getByRole("button", { name: "Delete slide" }));
  await expect(page.getByTestId("slide-card")).toHaveCount(2);
  // The pane now shows the next slide; its Delete is where the founder was.
  await expect(pane.getByRole("heading", { name: "Solution" })).toBeVisible();
  await expect(remove).toBeFocused();
});

test("deleting a deck on the dashboard leaves focus on the next deck", async ({
  signedInPage: page,
  baseURL,
}) => {
  await seedDeck(page, baseURL!, "First deck", slides);
  await seedDeck(page, baseURL!, "Second deck", slides);
  await page.goto("/dashboard");
  const remove = page.getByRole("button", { name: "Delete deck First deck" });
  await pressEnterOn(remove);
  await expect(page.getByRole("alertdialog").getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(remove).toBeFocused();

  await pressEnterOn(remove);
  await pressEnterOn(page.getByRole("alertdialog").getByRole("button", { name: "Delete deck" }));
  await expect(remove).toBeHidden();
  await expect(page.getByRole("button", { name: "Open deck Second deck" })).toBeFocused();
});

test("below 1280 px the copilot is a modal sheet: expanded state, focus in, trapped, Escape, focus back", async ({
  signedInPage: page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openSeededEditor(page, baseURL!);
  const toggle = page.getByRole("button", { name: "Copilot", exact: true });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await pressEnterOn(toggle);

  const sheet = page.getByRole("dialog", { name: "Copilot" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("tab", { name: "Copilot" })).toBeFocused();
  // While open the page behind is hidden from assistive technology, so read the attribute directly.
  await expect(page.locator('header button[aria-label="Copilot"]')).toHaveAttribute("aria-expanded", "true");
  // Tab cycles inside the sheet (the audit counted 26 stops behind the old panel).
  for (let press = 0; press < 30; press += 1) {
    await page.keyboard.press("Tab");
    expect(await sheet.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  await pressEnterOn(toggle);
  await sheet.getByRole("button", { name: "Close Copilot" }).click();
  await expect(sheet).toBeHidden();
  await expect(toggle).toBeFocused();
});

test("leaving Present mode returns focus to Present", async ({ signedInPage: page, baseURL }) => {
  await openSeededEditor(page, baseURL!);
  const present = page.getByRole("button", { name: "Present" });
  await pressEnterOn(present);
  const show = page.getByRole("dialog", { name: "Presentation" });
  await expect(show).toBeVisible();
  await expect(show).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(show).toBeHidden();
  await expect(present).toBeFocused();

  await pressEnterOn(present);
  await pressEnterOn(show.getByRole("button", { name: "Exit presentation" }));
  await expect(show).toBeHidden();
  await expect(present).toBeFocused();
});
