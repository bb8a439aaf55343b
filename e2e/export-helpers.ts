import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** pdftotext and pdfinfo (poppler-utils, which scripts/test.mjs installs), or null when absent. */
export function poppler(tool: string, file: string): string | null {
  const result = spawnSync(tool, [file, ...(tool === "pdftotext" ? ["-"] : [])], { encoding: "utf8" });
  return result.error ? null : result.stdout;
}

/** Exports from the editor's menu; `anyway` confirms the "placeholders still to fill" question. */
export async function exportAs(
  page: Page,
  item: string,
  options: { anyway?: boolean } = {},
): Promise<{ download: Download; bytes: Buffer }> {
  await page.getByRole("button", { name: "Export" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: item }).click();
  if (options.anyway) await page.getByRole("button", { name: "Export anyway" }).click();
  const download = await downloading;
  expect(await download.failure()).toBeNull();
  const file = await download.path();
  await download.saveAs(test.info().outputPath(download.suggestedFilename()));
  return { download, bytes: await fs.readFile(file) };
}
