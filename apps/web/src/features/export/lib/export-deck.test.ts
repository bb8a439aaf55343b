import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PDF_MIME, PPTX_MIME } from "./download";
import { ExportError } from "./export-error";
import { exportDeck } from "./export-deck";
import { slides } from "./test-fixtures";
import { readFontFile } from "./test-fonts";

const downloads: Array<{ name: string; blob: Blob }> = [];

beforeEach(() => {
  downloads.length = 0;
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute("href") ?? "");
    if (blob) downloads.push({ name: this.download, blob });
  });
});

afterEach(() => vi.restoreAllMocks());

async function magic(blob: Blob): Promise<string> {
  return new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).slice(0, 4));
}

describe("exportDeck", () => {
  it("downloads a .pptx named after the deck", async () => {
    await exportDeck("pptx", { title: "My Pitch Deck" }, slides);
    expect(downloads.map((d) => [d.name, d.blob.type])).toEqual([["my-pitch-deck.pptx", PPTX_MIME]]);
    expect(await magic(downloads[0]!.blob)).toBe("PK\u0003\u0004");
  });

  it("downloads a PDF named after the deck", async () => {
    const drawable = slides.map((slide) => ({ ...slide, title: slide.title.replace(" 🚀", "") }));
    await exportDeck("pdf", { title: "" }, drawable, { loadFont: readFontFile });
    expect(downloads.map((d) => [d.name, d.blob.type])).toEqual([["pitch-deck.pdf", PDF_MIME]]);
    expect(await magic(downloads[0]!.blob)).toBe("%PDF");
  });

  it("downloads no PDF when a slide holds characters the PDF fonts lack, and says which", async () => {
    const exporting = exportDeck("pdf", { title: "Deck" }, slides, { loadFont: readFontFile });
    await expect(exporting).rejects.toBeInstanceOf(ExportError);
    await expect(exporting).rejects.toThrow("🚀 on slide 2");
    expect(downloads).toEqual([]);
  });
});
