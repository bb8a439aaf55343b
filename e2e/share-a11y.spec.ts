import { callFunction, seedDeck } from "./deck-api.ts";
import { expectAccessible } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
];

test("the share sheet (links, analytics, versions) and the public viewer (gate, deck, revoked) have no serious or critical violations", async ({
  signedInPage: owner,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const deckId = await seedDeck(owner, baseURL!, "Acme Seed Round", [
    { title: "Problem", content: "Clinics lose 18% of revenue to no-shows" },
    { title: "Solution", content: "Patients book and reschedule by text" },
    { title: "Traction", content: "42 paying clinics\n$21k MRR" },
  ]);
  const gated = await callFunction<{ linkId: string; token: string }>(
    owner,
    baseURL!,
    "shares.createShareLink",
    {
      deckId,
      label: "Sequoia — Alfred",
      requireEmail: true,
      passcode: "acme2026",
      expiresAt: null,
      allowDownload: true,
    },
  );
  const open = await callFunction<{ linkId: string; token: string }>(
    owner,
    baseURL!,
    "shares.createShareLink",
    {
      deckId,
      label: "YC",
      requireEmail: false,
      passcode: null,
      expiresAt: null,
      allowDownload: false,
    },
  );

  const investor = await browser.newContext();
  const viewer = await investor.newPage();
  for (const viewport of WIDTHS) {
    await viewer.setViewportSize(viewport);
    await viewer.goto(`/s/${gated.token}`);
    await expect(viewer.getByRole("heading", { name: "This deck is protected" })).toBeVisible();
    await expectAccessible(viewer, `viewer gate at ${viewport.width}`);
    await viewer.goto(`/s/${open.token}`);
    await expect(viewer.getByTestId("slide-position")).toHaveText("1 / 3");
    await viewer.keyboard.press("ArrowRight");
    await expect(viewer.getByTestId("slide-position")).toHaveText("2 / 3");
    await expectAccessible(viewer, `viewer deck at ${viewport.width}`);
  }

  for (const viewport of WIDTHS) {
    await owner.setViewportSize(viewport);
    await owner.goto(`/create?deck=${deckId}`);
    const share = owner.getByRole("button", { name: "Share" });
    await share.click();
    const sheet = owner.getByRole("dialog", { name: "Share" });
    await expect(sheet.getByTestId("share-link")).toHaveCount(2);
    await expectAccessible(owner, `share sheet links at ${viewport.width}`);
    await sheet.getByRole("tab", { name: "Analytics" }).click();
    await expect(sheet.getByTestId("dwell-row")).toHaveCount(3);
    await expectAccessible(owner, `share sheet analytics at ${viewport.width}`);
    await sheet.getByRole("tab", { name: "Versions" }).click();
    await sheet.getByRole("button", { name: "Compare two versions" }).click();
    await expect(sheet.getByRole("region", { name: "Compare versions" })).toBeVisible();
    await expectAccessible(owner, `share sheet versions at ${viewport.width}`);
    await owner.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(share).toBeFocused();
  }

  await callFunction(owner, baseURL!, "shares.revokeShareLink", { linkId: open.linkId });
  await viewer.goto(`/s/${open.token}`);
  await expect(viewer.getByRole("heading", { name: "This link was turned off" })).toBeVisible();
  await expectAccessible(viewer, "revoked link");
  await viewer.goto("/s/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  await expect(viewer.getByRole("heading", { name: "This link does not exist" })).toBeVisible();
  await investor.close();
});
