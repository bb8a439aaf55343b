import { layoutNames, slideLayouts } from "@pds/contracts";
import type { Page } from "@playwright/test";
import JSZip from "jszip";
import { seedDeck } from "./deck-api.ts";
import { exportAs, poppler } from "./export-helpers.ts";
import { expect, test } from "./fixtures.ts";

const layouts = slideLayouts.filter((layout) => layout !== "bullets");
const marker = (index: number) => `Edited ${index + 1}`;
/** The selected slide's text as screen readers get it (a heading and a list beside the drawing). */
const slideText = (page: Page) =>
  page.getByRole("region", { name: "Selected slide" }).getByRole("list").first();

/** The slide's text in each PPTX slide part, in order. */
async function pptxSlideTexts(bytes: Buffer): Promise<string[]> {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files)
    .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .sort((a, b) => Number(/(\d+)\.xml/.exec(a)![1]) - Number(/(\d+)\.xml/.exec(b)![1]));
  return Promise.all(
    names.map(async (name) => (await zip.file(name)!.async("string")).replace(/<[^>]+>/g, " ")),
  );
}

test("every layout: chosen with Change layout, edited in its form, kept across a reload, exported", async ({
  signedInPage: page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const seeded = layouts.map((layout) => ({
    title: `${layoutNames[layout]} slide`,
    content: "Clinics lose 18% of revenue\n186,000 practices in the US",
  }));
  const deckId = await seedDeck(page, baseURL!, "Layouts deck", seeded);
  await page.goto(`/create?deck=${deckId}`);
  const cards = page.getByTestId("slide-card");
  await expect(cards).toHaveCount(layouts.length);

  for (const [index, layout] of layouts.entries()) {
    await cards.nth(index).click();
    await page.getByRole("button", { name: "Change layout" }).click();
    const dialog = page.getByRole("dialog", { name: "Change layout" });
    await dialog.getByRole("button", { name: layoutNames[layout], exact: true }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Save slide" }) });
    // The first field after the title is the layout's own (tagline, statement, metric value, series name …).
    const field = form.getByRole("textbox").nth(1);
    await field.fill(marker(index));
    await form.getByRole("button", { name: "Save slide" }).click();
    await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeVisible();
    await expect(slideText(page)).toContainText(marker(index));
  }

  await page.reload();
  await expect(cards).toHaveCount(layouts.length);
  for (const [index, layout] of layouts.entries()) {
    await cards.nth(index).click();
    await expect(slideText(page), layout).toContainText(marker(index));
  }

  const pptx = await exportAs(page, "PowerPoint (.pptx)", { anyway: true });
  const texts = await pptxSlideTexts(pptx.bytes);
  for (const index of layouts.keys()) expect(texts[index], layouts[index]).toContain(marker(index));

  const pdf = await exportAs(page, "PDF", { anyway: true });
  const text = poppler("pdftotext", test.info().outputPath(pdf.download.suggestedFilename()));
  if (text === null) console.warn("poppler-utils is not installed: the PDF's text goes unchecked.");
  else for (const index of layouts.keys()) expect(text, layouts[index]).toContain(marker(index));
});
