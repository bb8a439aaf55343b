// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildPptx } from "./build-pptx";
import { citedSlides, loadTestImage, sampleDeck, sources } from "./test-fixtures";

const has = (tool: string) => spawnSync("sh", ["-c", `command -v ${tool}`], { stdio: "ignore" }).status === 0;
const missing = ["soffice", "pdftotext"].filter((tool) => !has(tool));
if (missing.length > 0) {
  // scripts/test.mjs installs libreoffice-impress and poppler-utils as root; elsewhere this check cannot run.
  console.warn(
    `Skipping the LibreOffice PPTX conversion check: ${missing.join(", ")} not found ` +
      "(apt-get install libreoffice-impress poppler-utils).",
  );
}

const dir = mkdtempSync(join(tmpdir(), "pds-pptx-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(missing.length > 0)("PPTX export as LibreOffice Impress opens it", () => {
  it(
    "converts to PDF with every slide, every title and the Sources slide",
    { timeout: 180_000 },
    async () => {
      const slides = [...(await sampleDeck()), ...citedSlides];
      const file = join(dir, "deck.pptx");
      writeFileSync(
        file,
        await buildPptx({ title: "DentaFlow", theme: "midnight" }, slides, {
          sources,
          loadImage: loadTestImage,
        }),
      );
      // Its own profile, so a LibreOffice already running for the user (or another test) cannot interfere.
      const convert = spawnSync(
        "soffice",
        [
          `-env:UserInstallation=file://${dir}/profile`,
          "--headless",
          "--convert-to",
          "pdf",
          "--outdir",
          dir,
          file,
        ],
        { encoding: "utf8", timeout: 170_000 },
      );
      expect(convert.status, convert.stderr).toBe(0);
      const pdf = join(dir, "deck.pdf");
      expect(readFileSync(pdf).subarray(0, 4).toString()).toBe("%PDF");

      const text = spawnSync("pdftotext", [pdf, "-"], { encoding: "utf8" }).stdout;
      const pages = text.split("\f").filter((page) => page.trim().length > 0);
      expect(pages).toHaveLength(slides.length + 1);
      const flat = (value: string) => value.replace(/[\s\u00ad]+/g, " ").trim();
      slides.forEach((slide, index) => expect(flat(pages[index]!)).toContain(flat(slide.title)));
      expect(flat(pages.at(-1)!)).toMatch(/^Sources/);
    },
  );
});
