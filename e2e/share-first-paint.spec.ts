import { callFunction, seedDeck } from "./deck-api.ts";
import { expect, test } from "./fixtures.ts";

const SLIDES = ["Problem", "Solution", "Market"].map((title) => ({
  title,
  content: `${title} for DentaFlow\nSecond point about ${title.toLowerCase()}`,
}));

interface Link {
  linkId: string;
  token: string;
}

test("an open link's page carries its first slide: it shows with scripts off, the script takes it over in place, and a gated link's page carries nothing of the deck", async ({
  signedInPage: owner,
  baseURL,
  browser,
}) => {
  const deckId = await seedDeck(owner, baseURL!, "DentaFlow Seed", SLIDES);
  const link = (passcode: string | null) =>
    callFunction<Link>(owner, baseURL!, "shares.createShareLink", {
      deckId,
      label: passcode ? "YC" : "Sequoia — Alfred",
      requireEmail: false,
      passcode,
      expiresAt: null,
      allowDownload: false,
    });
  const open = await link(null);
  const gated = await link("dental42");
  const views = async () => {
    const links = await callFunction<Array<{ _id: string; views: number }>>(
      owner,
      baseURL!,
      "shares.listShareLinks",
      { deckId },
    );
    return links.find((listed) => listed._id === open.linkId)?.views;
  };

  // No script at all: the server drew the first slide into the page; fetching it counts no view.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto(`/s/${open.token}`);
  await expect(page.getByRole("heading", { name: "DentaFlow Seed" })).toBeVisible();
  await expect(page.getByTestId("slide-position")).toHaveText("1 / 3");
  await expect(page.getByTestId("slide-canvas")).toContainText("Problem");
  await expect(page.getByTestId("slide-canvas")).toBeVisible();
  expect(await views()).toBe(0);
  await page.goto(`/s/${gated.token}`);
  await expect(page.locator("#root")).toBeEmpty();
  expect(await page.content()).not.toContain("for DentaFlow");
  await noScript.close();

  // With scripts: the drawn slide is hydrated, not replaced, while the link opens; then the deck works.
  const investor = await browser.newContext();
  const viewer = await investor.newPage();
  const errors: string[] = [];
  viewer.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  viewer.on("pageerror", (error) => errors.push(error.message));
  let releaseOpen = () => {};
  const opening = new Promise<void>((resolve) => (releaseOpen = resolve));
  await viewer.route("**/open", async (route) => {
    await opening;
    await route.continue();
  });
  await viewer.goto(`/s/${open.token}`);
  await expect(viewer.getByTestId("slide-canvas")).toContainText("Problem");
  await viewer.getByTestId("slide-canvas").evaluate((node) => node.setAttribute("data-first-paint", ""));
  const opened = viewer.waitForResponse("**/open");
  releaseOpen();
  expect((await opened).status()).toBe(200);
  await expect.poll(views).toBe(1);
  await expect(viewer.locator("[data-first-paint]")).toHaveCount(1);
  await viewer.keyboard.press("ArrowRight");
  await expect(viewer.getByTestId("slide-position")).toHaveText("2 / 3");
  await expect(viewer.getByTestId("slide-canvas")).toContainText("Solution");
  expect(errors).toEqual([]);
  await investor.close();
});
