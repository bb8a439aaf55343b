export const PPTX_MIME = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
export const PDF_MIME = "application/pdf";

/**
 * A safe, lower-case file name for an exported deck: "My Pitch Deck" -> "my-pitch-deck.pptx".
 * Accents are folded, anything but letters and digits becomes a dash, and a title with nothing usable
 * falls back to "pitch-deck".
 */
export function exportFileName(title: string, ext: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 80)
    .replace(/^-+|-+$/g, "");
  const extension = ext.replace(/^\.+/, "").toLowerCase();
  return `${slug || "pitch-deck"}.${extension}`;
}

/** Saves `bytes` as a file through a temporary object URL and an <a download> click. */
export function downloadBytes(bytes: Uint8Array, filename: string, mime: string): void {
  // Copy into a fresh ArrayBuffer-backed view: Blob does not accept views over shared memory.
  const blob = new Blob([new Uint8Array(bytes)], { type: mime });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoking synchronously can cancel the download in some browsers; give it time to start.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
