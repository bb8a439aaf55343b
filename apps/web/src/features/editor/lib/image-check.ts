/** The server's limits and sentences (apps/server images/image-limits.ts), checked before any byte is sent. */
export const imageRules = {
  maxBytes: 5 * 1024 * 1024,
  types: ["image/png", "image/jpeg", "image/webp"],
  accept: "image/png,image/jpeg,image/webp",
} as const;

export const imageCheckMessages = {
  tooLarge: "Images can be at most 5 MB.",
  wrongType: "Images must be PNG, JPEG or WebP.",
  empty: "The upload was empty. Choose an image file.",
} as const;

/**
 * Why this file cannot be uploaded, or null. The browser's type comes from the file name, so the server
 * still sniffs the bytes; this only spares the founder a 5 MB upload that would be refused anyway.
 */
export function imageFileProblem(file: File): string | null {
  if (!(imageRules.types as readonly string[]).includes(file.type)) return imageCheckMessages.wrongType;
  if (file.size === 0) return imageCheckMessages.empty;
  if (file.size > imageRules.maxBytes) return imageCheckMessages.tooLarge;
  return null;
}
