import { bombPng } from "@pds/testkit";
import type { Page } from "@playwright/test";
import JSZip from "jszip";
import { PNG } from "pngjs";
import { sampleSlides } from "../apps/web/src/features/slides/lib/sample-slides.ts";
import { callFunction } from "./deck-api.ts";
import { exportAs, poppler } from "./export-helpers.ts";
import { expect, test } from "./fixtures.ts";

const canvas = (page: Page) =>
  page.locator('section[aria-label="Selected slide"] svg[viewBox="0 0 1280 720"]');
const sample = (layout: string) => sampleSlides.find((slide) => slide.body.layout === layout)!;

async function deckWith(page: Page, baseURL: string, layouts: string[]): Promise<string> {
  const deckId = await callFunction<string>(page, baseURL, "decks.createDeck", { title: "Theme and images" });
  for (const layout of layouts) {
    const { title, content, notes, body } = sample(layout);
    await callFunction(page, baseURL, "slides.createSlide", { deckId, title, content, notes, body });
  }
  return deckId;
}

/** A small real PNG: a 240×135 gradient. */
function screenshotPng(): Buffer {
  const png = new PNG({ width: 240, height: 135 });
  for (let i = 0; i < png.data.length; i += 4) {
    const x = (i / 4) % 240;
    png.data.set([40 + x / 2, 90, 200, 255], i);
  }
  return PNG.sync.write(png);
}

test("choosing a theme redraws the canvas and both exports, and stays after a reload", async ({
  signedInPage: page,
  baseURL,
}) => {
  const deckId = await deckWith(page, baseURL!, ["bigNumbers"]);
  await page.goto(`/create?deck=${deckId}`);
  await expect(canvas(page)).toBeVisible();
  const before = await canvas(page).screenshot();

  await page.getByRole("button", { name: "Theme", exact: true }).click();
  await page.getByRole("menuitemradio", { name: "Carbon (dark)" }).click();
  await expect.poll(async () => (await canvas(page).screenshot()).equals(before)).toBe(false);

  await page.reload();
  await page.getByRole("button", { name: "Theme", exact: true }).click();
  await expect(page.getByRole("menuitemradio", { name: "Carbon (dark)" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await page.keyboard.press("Escape");

  const pptx = await JSZip.loadAsync((await exportAs(page, "PowerPoint (.pptx)")).bytes);
  const slideXml = await pptx.file("ppt/slides/slide1.xml")!.async("string");
  expect(slideXml).toContain('typeface="Manrope"');
  expect(slideXml).not.toContain('typeface="Inter"');

  const pdf = await exportAs(page, "PDF");
  const fonts = poppler("pdffonts", test.info().outputPath(pdf.download.suggestedFilename()));
  if (fonts === null) console.warn("poppler-utils is not installed: the PDF's fonts go unchecked.");
  else expect(fonts).toContain("Manrope");
});

test("a product screenshot uploads into an image slide; bad files are refused with a reason", async ({
  signedInPage: page,
  baseURL,
}) => {
  const deckId = await deckWith(page, baseURL!, ["image"]);
  await page.goto(`/create?deck=${deckId}`);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const input = page.getByLabel("Upload image");
  const refused = page.getByRole("alert");

  const bad = [
    {
      name: "logo.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    },
    {
      name: "setup.png",
      mimeType: "image/png",
      buffer: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(4096)]),
    },
    { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(20 * 1024 * 1024, 1) },
    { name: "bomb.png", mimeType: "image/png", buffer: bombPng(20_000, 20_000) },
  ];
  const reasons = [/PNG, JPEG or WebP/, /PNG, JPEG or WebP/, /at most 5 MB/, /too large to process/];
  for (const [index, file] of bad.entries()) {
    await input.setInputFiles(file);
    await expect(refused).toHaveText(reasons[index]!);
  }
  await expect(page.getByRole("img", { name: "Image" })).toHaveCount(0);

  await input.setInputFiles({ name: "inbox.png", mimeType: "image/png", buffer: screenshotPng() });
  await expect(page.getByRole("img", { name: "Image" })).toBeVisible();
  await page.getByRole("button", { name: "Save slide" }).click();
  const drawn = canvas(page).locator("image");
  await expect(drawn).toHaveAttribute("href", /^\/api\/images\//);
  await page.reload();
  await expect(canvas(page).locator("image")).toHaveAttribute("href", /^\/api\/images\//);
  const served = await page.request.get((await canvas(page).locator("image").getAttribute("href"))!);
  expect(served.headers()["content-type"]).toMatch(/^image\/(png|jpeg)$/);
});
