import { seedDeck } from "./deck-api.ts";
import { exportAs, poppler } from "./export-helpers.ts";
import { expect, test } from "./fixtures.ts";

const slides = [
  {
    title: "Problem",
    content: "Clinics lose 18% of revenue\nPhone booking wastes hours",
    notes: "Open strong",
  },
  // Drawn in the browser with the bundled fonts the export fetches on first use.
  { title: "Traction", content: "Revenue ≥ €1.2M → 3× YoY · Łódź · İstanbul · Αθήνα · Москва" },
];

test("Export downloads a .pptx and a PDF named after the deck", async ({ signedInPage: page, baseURL }) => {
  const deckId = await seedDeck(page, baseURL!, "Acme Seed Round", slides);
  await page.goto(`/create?deck=${deckId}`);
  await expect(page.getByTestId("slide-card")).toHaveCount(2);

  const pptx = await exportAs(page, "PowerPoint (.pptx)");
  expect(pptx.download.suggestedFilename()).toBe("acme-seed-round.pptx");
  expect(pptx.bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  // Zip entry names are stored in clear: one slide part per slide, no extra cover before them.
  const entries = pptx.bytes.toString("latin1");
  expect(entries).toContain("ppt/slides/slide2.xml");
  expect(entries).not.toContain("ppt/slides/slide3.xml");

  const pdf = await exportAs(page, "PDF");
  expect(pdf.download.suggestedFilename()).toBe("acme-seed-round.pdf");
  expect(pdf.bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
  expect(pdf.bytes.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
  const file = test.info().outputPath(pdf.download.suggestedFilename());
  const text = poppler("pdftotext", file);
  if (text === null) console.warn("poppler-utils is not installed: the PDF's text and pages go unchecked.");
  else {
    expect(text.replace(/\s+/g, " ")).toContain(slides[1]!.content);
    expect(poppler("pdfinfo", file)).toMatch(/^Pages:\s+2$/m);
  }

  // The menu is closed and the editor is usable again.
  await expect(page.getByRole("button", { name: "Export" })).toBeEnabled();
});

test("Export is unavailable on a deck without slides", async ({ signedInPage: page, baseURL }) => {
  const deckId = await seedDeck(page, baseURL!, "Empty Deck", []);
  await page.goto(`/create?deck=${deckId}`);
  await expect(page.getByRole("heading", { name: "Get started" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Export" })).toBeDisabled();
});
