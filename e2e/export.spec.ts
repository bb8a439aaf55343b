import fs from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { seedDeck } from "./deck-api.ts";
import { expect, test } from "./fixtures.ts";

const slides = [
  {
    title: "Problem",
    content: "Clinics lose 18% of revenue\nPhone booking wastes hours",
    notes: "Open strong",
  },
  { title: "Solution", content: "Book and reschedule by text" },
];

async function exportAs(page: Page, item: string): Promise<{ download: Download; bytes: Buffer }> {
  await page.getByRole("button", { name: "Export" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: item }).click();
  const download = await downloading;
  expect(await download.failure()).toBeNull();
  const file = await download.path();
  await download.saveAs(test.info().outputPath(download.suggestedFilename()));
  return { download, bytes: await fs.readFile(file) };
}

test("Export downloads a .pptx and a PDF named after the deck", async ({ signedInPage: page, baseURL }) => {
  const deckId = await seedDeck(page, baseURL!, "Acme Seed Round", slides);
  await page.goto(`/create?deck=${deckId}`);
  await expect(page.getByTestId("slide-card")).toHaveCount(2);

  const pptx = await exportAs(page, "PowerPoint (.pptx)");
  expect(pptx.download.suggestedFilename()).toBe("acme-seed-round.pptx");
  expect(pptx.bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  // Zip entry names are stored in clear: a cover slide, then one slide part per slide.
  const entries = pptx.bytes.toString("latin1");
  expect(entries).toContain("ppt/slides/slide3.xml");
  expect(entries).not.toContain("ppt/slides/slide4.xml");

  const pdf = await exportAs(page, "PDF");
  expect(pdf.download.suggestedFilename()).toBe("acme-seed-round.pdf");
  expect(pdf.bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
  expect(pdf.bytes.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);

  // The menu is closed and the editor is usable again.
  await expect(page.getByRole("button", { name: "Export" })).toBeEnabled();
});

test("Export is unavailable on a deck without slides", async ({ signedInPage: page, baseURL }) => {
  const deckId = await seedDeck(page, baseURL!, "Empty Deck", []);
  await page.goto(`/create?deck=${deckId}`);
  await expect(page.getByRole("heading", { name: "Get started" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Export" })).toBeDisabled();
});
