import { seedDeck } from "./deck-api.ts";
import { expect, test } from "./fixtures.ts";

const passage =
  "Our survey of clinic owners found that the US pet wellness market reached $4.2 billion in 2024, growing 12% a year.";

test("Research cites a founder's pasted source on the Market slide, and the marker opens the passage", async ({
  signedInPage: page,
  baseURL,
}) => {
  const deckId = await seedDeck(page, baseURL!, "PawPal Seed Round", [
    { title: "Problem", content: "Clinics lose 18% of revenue to no-shows" },
  ]);
  await page.goto(`/create?deck=${deckId}`);
  await expect(page.getByTestId("slide-card")).toHaveCount(1);

  // The founder adds a source by pasting text, which needs no search provider or internet (the fake
  // search server here finds nothing on this topic).
  await page.getByRole("tab", { name: "Sources" }).click();
  await expect(page.getByText("No sources yet")).toBeVisible();
  await page.getByRole("button", { name: "Add source" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a source" });
  await dialog.getByRole("textbox", { name: "Title" }).fill("Clinic owner survey 2024");
  await dialog.getByRole("textbox", { name: "Text" }).fill(passage);
  await dialog.getByRole("button", { name: "Add source" }).click();
  await expect(dialog).toBeHidden();
  const sources = page.getByRole("list", { name: "Deck sources" });
  await expect(sources.getByRole("listitem")).toHaveCount(1);
  await expect(sources).toContainText("[1]");
  await expect(sources).toContainText("Clinic owner survey 2024");

  await page.getByRole("button", { name: "Research", exact: true }).click();
  await expect(page.getByRole("region", { name: /Research/ })).toBeVisible();
  // The founder pasted the only source: research read it and does not claim to have added it.
  await expect(
    page.getByText(/^Research found no new pages, read your source and updated \d+ slides?\.$/),
  ).toBeVisible({
    timeout: 25_000,
  });

  await page.getByTestId("slide-card").filter({ hasText: "Market" }).first().click();
  const slide = page.getByRole("region", { name: "Selected slide" });
  await expect(slide.getByRole("heading", { level: 2 })).toContainText("Market");
  await slide.getByRole("button", { name: "Source 1: Clinic owner survey 2024" }).first().click();
  const source = page.getByRole("dialog", { name: "Clinic owner survey 2024" });
  await expect(source).toContainText("$4.2 billion");
  await expect(source).toContainText("Source [1] · Pasted by you");
});

test("A brief with research on drafts the deck, then cites searched pages on its Market slide, ignoring a page's injected instructions", async ({
  signedInPage: page,
}) => {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: /Start a new pitch deck/ }).click();
  await page.getByRole("textbox", { name: "Deck title" }).fill("Brewline Seed");
  await page.getByLabel("Startup name").fill("Brewline");
  await page
    .getByLabel("Startup overview")
    .fill(
      "Roastery software for independent coffee roasters. Brewline plans roasts, tracks green coffee and sells " +
        "wholesale. We have 30 paying roasters and $12k MRR.",
    );
  // A search provider is configured, so research is on by default.
  await expect(page.getByRole("checkbox", { name: "Research my market and competitors" })).toBeChecked();
  await page.getByRole("button", { name: "Continue" }).click();

  const cards = page.getByTestId("slide-card");
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Research steps" })).toBeVisible();
  await expect(page.getByText(/^Research added 2 sources and updated \d+ slides?\.$/)).toBeVisible({
    timeout: 25_000,
  });

  await cards.filter({ hasText: "Market" }).first().click();
  const slide = page.getByRole("region", { name: "Selected slide" });
  await expect(slide).toContainText("$8.9 billion");
  await slide
    .getByRole("button", { name: /^Source \d+: Specialty coffee roasting market report$/ })
    .first()
    .click();
  // The report backs two claims on the big-number slide (its size and its growth); the first marker opens one.
  const source = page.getByRole("dialog", { name: "Specialty coffee roasting market report" });
  await expect(source).toContainText(/valued at \$8\.9 billion in 2024|CAGR of 9\.1% through 2030/);
  await expect(source.getByRole("link")).toHaveAttribute("href", /\/pages\/roasting-market$/);
  await page.keyboard.press("Escape");

  // The injected page was cited for its fact and nothing else: the deck kept its title and its slides.
  await expect(page.getByTestId("deck-title")).toHaveText("Brewline Seed");
  await expect(page.getByText("HACKED")).toHaveCount(0);
  expect(await cards.count()).toBeGreaterThan(5);
});
