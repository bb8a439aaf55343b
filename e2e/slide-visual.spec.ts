import type { Page } from "@playwright/test";
import { sampleSlides } from "../apps/web/src/features/slides/lib/sample-slides.ts";
import { callFunction } from "./deck-api.ts";
import { expect, test } from "./fixtures.ts";
import { compareWithBaseline, withinThreshold } from "./visual.ts";

const themes = ["slate", "midnight"] as const;
const canvas = (page: Page) =>
  page.locator('section[aria-label="Selected slide"] svg[viewBox="0 0 1280 720"]');

/** A deck holding one sample slide per layout, in `theme`, made through the API. */
async function seedSampleDeck(page: Page, baseURL: string, theme: string): Promise<string> {
  const deckId = await callFunction<string>(page, baseURL, "decks.createDeck", { title: `Visual ${theme}` });
  for (const slide of sampleSlides) {
    const { title, content, notes, body } = slide;
    await callFunction(page, baseURL, "slides.createSlide", { deckId, title, content, notes, body });
  }
  await callFunction(page, baseURL, "decks.updateDeck", { deckId, theme });
  return deckId;
}

/** Every slide of the open deck as the editor canvas draws it, once the theme fonts have loaded. */
async function shootEverySlide(page: Page): Promise<Buffer[]> {
  const cards = page.getByTestId("slide-card");
  await expect(cards).toHaveCount(sampleSlides.length);
  await page.evaluate(() => document.fonts.ready);
  const shots: Buffer[] = [];
  for (let index = 0; index < sampleSlides.length; index++) {
    await cards.nth(index).click();
    await expect(page.getByText(`Slide ${index + 1} of ${sampleSlides.length}`)).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    shots.push(await canvas(page).screenshot({ animations: "disabled" }));
  }
  return shots;
}

test.describe("slide layouts look as committed", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("every layout in a light and a dark theme matches its reference screenshot", async ({
    signedInPage: page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const shotsByTheme = new Map<string, Buffer[]>();
    const results = [];
    for (const theme of themes) {
      const deckId = await seedSampleDeck(page, baseURL!, theme);
      await page.goto(`/create?deck=${deckId}`);
      const shots = await shootEverySlide(page);
      shotsByTheme.set(theme, shots);
      for (const [index, shot] of shots.entries()) {
        const name = `${theme}-${String(index + 1).padStart(2, "0")}-${sampleSlides[index]!.body.layout}`;
        results.push(compareWithBaseline(name, shot, test.info().outputDir));
      }
    }
    const failed = results.filter((result) => !withinThreshold(result));
    expect(
      failed.map(
        (r) =>
          `${r.name}: ${r.diffRatio === null ? "no baseline" : `${(r.diffRatio * 100).toFixed(2)}% differ`}`,
      ),
    ).toEqual([]);

    // The comparison can fail: the same slide in the other theme is far past the threshold.
    if (process.env.UPDATE_VISUAL === "1") return;
    const darkCover = shotsByTheme.get("midnight")![0]!;
    expect(withinThreshold(compareWithBaseline("slate-01-cover", darkCover, test.info().outputDir))).toBe(
      false,
    );
  });
});
