import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadBytes, exportFileName, PDF_MIME } from "./download";

describe("exportFileName", () => {
  it.each([
    ["My Pitch Deck", "pptx", "my-pitch-deck.pptx"],
    ["", "pptx", "pitch-deck.pptx"],
    ["   ", "pdf", "pitch-deck.pdf"],
    ["🚀🚀", "pdf", "pitch-deck.pdf"],
    ["Acme & Co. — Série A (2025)!", "pdf", "acme-co-serie-a-2025.pdf"],
    ["../../etc/passwd", ".pdf", "etc-passwd.pdf"],
    ["Q3: Revenue/Growth?*", "PPTX", "q3-revenue-growth.pptx"],
  ])("%j -> %s", (title, ext, expected) => {
    expect(exportFileName(title, ext)).toBe(expected);
  });

  it("keeps long titles to a sane length without a trailing dash", () => {
    const name = exportFileName("word ".repeat(50), "pdf");
    expect(name.length).toBeLessThanOrEqual(84);
    expect(name).toMatch(/^[a-z0-9-]+[a-z0-9]\.pdf$/);
  });
});

describe("downloadBytes", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("clicks a temporary download link for a blob of the bytes, then cleans up", async () => {
    vi.useFakeTimers();
    let blob: Blob | undefined;
    const create = vi.fn((value: Blob) => {
      blob = value;
      return "blob:export-test";
    });
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: Array<{ href: string; download: string; attached: boolean }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });

    downloadBytes(new Uint8Array([37, 80, 68, 70]), "deck.pdf", PDF_MIME);

    expect(clicked).toEqual([{ href: "blob:export-test", download: "deck.pdf", attached: true }]);
    expect(document.querySelector("a[download]")).toBeNull();
    expect(blob?.type).toBe(PDF_MIME);
    expect(new Uint8Array(await (blob as Blob).arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith("blob:export-test");
  });
});
