import { callFunction, seedDeck } from "./deck-api.ts";
import { test } from "./fixtures.ts";

const SLIDES = ["Problem", "Solution", "Market", "Traction", "Team"].map((title) => ({
  title,
  content: `${title} for DentaFlow: 135,000 practices [1]\nSecond point about ${title.toLowerCase()}`,
}));

test("shots", async ({ signedInPage: owner, baseURL, browser }) => {
  const deckId = await seedDeck(owner, baseURL!, "DentaFlow Seed", SLIDES);
  await callFunction(owner, baseURL!, "sources.addSource", { deckId, title: "ADA Health Policy Institute", url: null, text: "There are 135,000 dental practices in the US." }).catch(() => null);
  const { token } = await callFunction<{ token: string }>(owner, baseURL!, "shares.createShareLink", {
    deckId, label: "Sequoia — Alfred", requireEmail: false, passcode: null, expiresAt: null, allowDownload: true,
  });
  await callFunction(owner, baseURL!, "shares.createShareLink", {
    deckId, label: "a16z — Sarah", requireEmail: true, passcode: "abcd", expiresAt: Date.now() + 9e8, allowDownload: false,
  });
  for (const size of [{ width: 1440, height: 900 }, { width: 375, height: 740 }]) {
    const ctx = await browser.newContext({ viewport: size });
    const v = await ctx.newPage();
    await v.goto(`/s/${token}`);
    await v.waitForTimeout(1500);
    await v.keyboard.press("ArrowRight");
    await v.waitForTimeout(1200);
    await v.screenshot({ path: `/tmp/shot-viewer-${size.width}.png` });
    await ctx.close();
  }
  await owner.setViewportSize({ width: 1440, height: 900 });
  await owner.goto(`/create?deck=${deckId}`);
  await owner.getByRole("button", { name: "Share" }).click();
  await owner.waitForTimeout(500);
  await owner.screenshot({ path: "/tmp/shot-share-links.png" });
  await owner.getByRole("tab", { name: "Analytics" }).click();
  await owner.waitForTimeout(500);
  await owner.screenshot({ path: "/tmp/shot-share-analytics.png" });
  await owner.getByRole("tab", { name: "Versions" }).click();
  await owner.getByRole("button", { name: "Compare two versions" }).click();
  await owner.waitForTimeout(500);
  await owner.screenshot({ path: "/tmp/shot-share-versions.png" });
  await owner.keyboard.press("Escape");
  await owner.setViewportSize({ width: 375, height: 740 });
  await owner.getByRole("button", { name: "Share" }).click();
  await owner.waitForTimeout(500);
  await owner.screenshot({ path: "/tmp/shot-share-375.png" });
  await owner.goto("/dashboard");
  await owner.setViewportSize({ width: 1440, height: 900 });
  await owner.waitForTimeout(800);
  await owner.screenshot({ path: "/tmp/shot-dashboard.png" });
});
