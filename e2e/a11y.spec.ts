import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { callFunction, seedDeck } from "./deck-api.ts";
import { expectAccessible } from "./axe.ts";
import { expect, freshUser, signUpViaApi, test } from "./fixtures.ts";

const screenshotDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "test-results",
  "screenshots",
);

async function seedEditorDeck(page: Page, baseURL: string): Promise<string> {
  return seedDeck(page, baseURL, "Acme Seed Round", [
    { title: "Problem", content: "Clinics lose 18% of revenue to no-shows\nPhone booking wastes hours" },
    { title: "Solution", content: "Patients book and reschedule by text" },
    { title: "Traction", content: "42 paying clinics\n$21k MRR" },
  ]);
}

async function openEditor(page: Page, deckId: string): Promise<void> {
  await page.goto(`/create?deck=${deckId}`);
  await expect(page.getByTestId("slide-card")).toHaveCount(3);
}

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
];

for (const viewport of WIDTHS) {
  test(`the landing page and auth dialog at ${viewport.width} px have no serious or critical violations`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    await expect(
      page.getByRole("heading", { name: "Your idea, transformed into an investor-ready deck." }),
    ).toBeVisible();
    await expectAccessible(page, "landing");

    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Create your account" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, "auth dialog");

    await dialog.getByLabel("Name").fill("Ada");
    await dialog.getByLabel("Email").fill("not-an-email@x");
    await dialog.getByLabel("Password").fill("short");
    await dialog.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(dialog.getByRole("alert")).toBeVisible();
    await expectAccessible(page, "auth dialog with an error");
  });

  test(`the dashboard and brief dialog at ${viewport.width} px have no serious or critical violations`, async ({
    signedInPage: page,
    user,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/dashboard");
    await expect(page.getByText("No decks yet")).toBeVisible();
    await expectAccessible(page, "empty dashboard");

    await seedEditorDeck(page, baseURL!);
    await expect(page.getByRole("button", { name: "Open deck Acme Seed Round" })).toBeVisible();
    await expect(page.getByRole("heading", { name: `${user.name}'s pitch HQ` })).toBeVisible();
    await expectAccessible(page, "dashboard with a deck");

    await page.getByRole("button", { name: "Delete deck Acme Seed Round" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectAccessible(page, "delete deck confirmation");
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("link", { name: "Start new", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Let's get your deck started" })).toBeVisible();
    await expectAccessible(page, "brief dialog");
  });
}

for (const viewport of [...WIDTHS, { width: 1024, height: 768 }]) {
  test(`the editor at ${viewport.width} px has no serious or critical violations in any state`, async ({
    signedInPage: page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    await openEditor(page, await seedEditorDeck(page, baseURL!));
    await expectAccessible(page, "editor");

    if (viewport.width < 1280) {
      await page.getByRole("button", { name: "Copilot" }).click();
      const sheet = page.getByRole("dialog", { name: "Copilot" });
      await expect(sheet).toBeVisible();
      await expectAccessible(page, "copilot open");
      // A conversation, so the message list itself is checked too.
      await sheet.getByRole("button", { name: "Review my deck" }).click();
      await expect(sheet.locator('[data-role="assistant"]')).not.toHaveText([""]);
      await expectAccessible(page, "copilot with a conversation");
      await sheet.getByRole("tab", { name: "Sources" }).click();
      await expectAccessible(page, "sources open");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: "Copilot" })).toBeHidden();
    }

    await page.getByRole("button", { name: "Export" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectAccessible(page, "export menu open");
    await page.keyboard.press("Escape");

    const pane = page.getByRole("region", { name: "Selected slide" });
    await pane.getByRole("button", { name: "Edit" }).click();
    await expect(pane.getByRole("button", { name: "Save slide" })).toBeVisible();
    await expectAccessible(page, "slide editor form");
    await pane.getByRole("button", { name: "Cancel" }).click();

    await pane.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectAccessible(page, "delete slide confirmation");
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: "Present" }).click();
    await expect(page.getByRole("dialog", { name: "Presentation" })).toBeVisible();
    await expectAccessible(page, "present mode");
  });
}

test("the practice page and a session review have no serious or critical violations", async ({
  signedInPage: page,
  baseURL,
}) => {
  const deckId = await seedEditorDeck(page, baseURL!);
  // A saved session, as the voice journey leaves one, without needing a microphone.
  const conversationId = await callFunction<string>(page, baseURL!, "voiceai.saveConversation", {
    firmTag: "YC",
    deckId,
    transcript: [
      { role: "assistant", content: "Welcome. Tell me what you are building." },
      { role: "user", content: "We help dental clinics fill no-shows. Forty-two clinics pay us today." },
      { role: "assistant", content: "How do you acquire clinics, and what does one cost you?" },
      { role: "user", content: "Mostly referrals; a clinic costs us about four hundred dollars." },
    ],
  });
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto("/practice");
    await expect(page.getByRole("heading", { name: "Voice practice studio" })).toBeVisible();
    await expectAccessible(page, `practice at ${viewport.width}`);

    await page.goto(`/practice/sessions/${conversationId}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("YC");
    await expect(page.getByRole("region", { name: "Full transcript" })).toBeVisible();
    await expectAccessible(page, `session review at ${viewport.width}`);
  }
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

test("screenshots of the copilot sheet at 1024 and 375 px (looked at; the sheet fits the viewport)", async ({
  signedInPage: page,
  baseURL,
}) => {
  const deckId = await seedEditorDeck(page, baseURL!);
  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    await openEditor(page, deckId);
    await page.getByRole("button", { name: "Copilot" }).click();
    const sheet = page.getByRole("dialog", { name: "Copilot" });
    await expect(sheet.getByRole("textbox")).toBeVisible();
    const box = await sheet.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    await page.screenshot({ path: path.join(screenshotDir, `copilot-sheet-${viewport.width}.png`) });
  }
});
