import type { Page } from "@playwright/test";
import { callFunction, seedDeck } from "./deck-api.ts";
import { expect, test } from "./fixtures.ts";

const SLIDES = ["Problem", "Solution", "Market", "Traction", "Business model", "Team", "The ask"].map(
  (title) => ({ title, content: `${title} for DentaFlow\nSecond point about ${title.toLowerCase()}` }),
);
/** Seconds the investor spends on each of the first five slides. */
const DWELL = [3, 1, 4, 2, 2];

async function openShareSheet(page: Page, deckId: string) {
  await page.goto(`/create?deck=${deckId}`);
  await page.getByRole("button", { name: "Share" }).click();
  return page.getByRole("dialog", { name: "Share" });
}

test("owner shares; an investor with no account reads five slides; the owner sees the times, the drop-off and 'viewing now'; revoke closes the link", async ({
  signedInPage: owner,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const deckId = await seedDeck(owner, baseURL!, "DentaFlow Seed", SLIDES);
  const sheet = await openShareSheet(owner, deckId);
  await sheet.getByLabel("Who is it for?").fill("Sequoia — Alfred");
  await sheet.getByRole("checkbox", { name: "Ask for the viewer’s email" }).uncheck();
  await sheet.getByRole("button", { name: "Create link" }).click();
  const url = await sheet.getByTestId("new-share-url").inputValue();
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{32}$/u);
  await expect(sheet.getByTestId("share-link")).toContainText("Sequoia — Alfred");
  await expect(sheet.getByTestId("share-link")).toContainText(/Sent to Sequoia — Alfred, \d+ \w+/u);
  await owner.keyboard.press("Escape");

  // The dashboard, open on the owner's side while the investor reads.
  const dashboard = await owner.context().newPage();
  await dashboard.goto("/dashboard");

  const investor = await browser.newContext();
  const viewer = await investor.newPage();
  await viewer.goto(url);
  await expect(viewer.getByRole("heading", { name: "DentaFlow Seed" })).toBeVisible();
  await expect(viewer.getByTestId("slide-position")).toHaveText("1 / 7");
  // What the investor really spent on each slide (the waits below, plus the checks made meanwhile).
  const spent: number[] = [];
  let turned = Date.now();
  for (const [index, seconds] of DWELL.entries()) {
    await viewer.waitForTimeout(seconds * 1000);
    if (index === 2) await expect(dashboard.getByTestId("deck-view-summary")).toContainText("1 viewing now");
    if (index < DWELL.length - 1) await viewer.keyboard.press("ArrowRight");
    spent.push(Date.now() - turned);
    turned = Date.now();
  }
  await expect(viewer.getByTestId("slide-position")).toHaveText("5 / 7");
  await viewer.close();

  await expect(dashboard.getByTestId("deck-view-summary")).toContainText("1 view this week");
  await expect(dashboard.getByTestId("deck-view-summary")).toContainText("most stop at “Business model”");
  await expect(dashboard.getByTestId("deck-view-summary")).not.toContainText("viewing now");

  const analytics = await openShareSheet(owner, deckId);
  await analytics.getByRole("tab", { name: "Analytics" }).click();
  const rows = analytics.getByTestId("dwell-row");
  await expect(rows).toHaveCount(7);
  const ms = await rows.evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-ms"))));
  for (const [index, actual] of spent.entries()) {
    expect(Math.abs(ms[index]! - actual), `slide ${index + 1}: ${ms[index]} ms`).toBeLessThanOrEqual(1000);
  }
  expect(ms.slice(5)).toEqual([0, 0]);
  await expect(analytics.getByTestId("drop-off")).toContainText(
    "Most viewers stop at slide 5, “Business model”",
  );
  await expect(analytics.getByTestId("viewer-row")).toHaveCount(1);
  await expect(analytics.getByTestId("viewer-row")).toContainText("reached slide 5 of 7");

  await analytics.getByRole("tab", { name: "Links" }).click();
  await analytics.getByRole("button", { name: "Revoke" }).click();
  await owner.getByRole("alertdialog").getByRole("button", { name: "Revoke link" }).click();
  await expect(analytics.getByTestId("share-link")).toContainText("Revoked");

  const again = await investor.newPage();
  await again.goto(url);
  await expect(again.getByTestId("share-closed")).toHaveAttribute("data-kind", "revoked");
  await expect(again.getByRole("heading", { name: "This link was turned off" })).toBeVisible();
  await investor.close();
});

test("a passcode and email gate; a link keeps its version after edits until moved to the latest", async ({
  signedInPage: owner,
  baseURL,
  browser,
}) => {
  const deckId = await seedDeck(owner, baseURL!, "Gated deck", SLIDES.slice(0, 3));
  const { token } = await callFunction<{ token: string }>(owner, baseURL!, "shares.createShareLink", {
    deckId,
    label: "YC",
    requireEmail: true,
    passcode: "dental42",
    expiresAt: null,
    allowDownload: true,
  });
  const deck = await callFunction<{ slides: Array<{ _id: string }> }>(
    owner,
    baseURL!,
    "decks.getDeckWithSlidesByStringId",
    {
      deckId,
    },
  );
  await callFunction(owner, baseURL!, "slides.updateSlide", {
    slideId: deck.slides[0]!._id,
    title: "The pain",
  });

  const investor = await browser.newContext();
  const viewer = await investor.newPage();
  await viewer.goto(`/s/${token}`);
  await expect(viewer.getByRole("heading", { name: "This deck is protected" })).toBeVisible();
  await viewer.getByLabel("Email").fill("partner@yc.com");
  await viewer.getByLabel("Passcode").fill("wrong-one");
  await viewer.getByRole("button", { name: "View deck" }).click();
  await expect(viewer.getByRole("alert")).toHaveText("That passcode is not right.");
  await viewer.getByLabel("Passcode").fill("dental42");
  await viewer.getByRole("button", { name: "View deck" }).click();
  await expect(viewer.getByTestId("slide-position")).toHaveText("1 / 3");
  await expect(viewer.getByRole("heading", { name: "Problem", level: 2 })).toBeAttached();
  const download = viewer.waitForEvent("download");
  await viewer.getByRole("button", { name: "Download PDF" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/u);

  const sheet = await openShareSheet(owner, deckId);
  await sheet.getByRole("button", { name: "Move to latest" }).click();
  await expect(owner.getByText("The link now shows the latest version.")).toBeVisible();
  await viewer.reload();
  await viewer.getByLabel("Email").fill("partner@yc.com");
  await viewer.getByLabel("Passcode").fill("dental42");
  await viewer.getByRole("button", { name: "View deck" }).click();
  await expect(viewer.getByRole("heading", { name: "The pain", level: 2 })).toBeAttached();
  await investor.close();
});

test("when the share sheet's code cannot be fetched, the editor stays and says so; the next try opens it", async ({
  signedInPage: page,
  baseURL,
}) => {
  const deckId = await seedDeck(page, baseURL!, "DentaFlow Seed", SLIDES);
  let offline = true;
  await page.route(/\/assets\/share-sheet-[^/]+\.js$/u, (route) =>
    offline ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.goto(`/create?deck=${deckId}`);
  await page.getByRole("button", { name: "Share" }).click();
  await expect(
    page.getByText("Couldn't load this part of the page. Check your connection and try again."),
  ).toBeVisible();
  await expect(page.getByTestId("slide-card")).toHaveCount(SLIDES.length);
  await expect(page.getByRole("dialog", { name: "Share" })).toHaveCount(0);

  offline = false;
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByRole("dialog", { name: "Share" })).toBeVisible();
});
