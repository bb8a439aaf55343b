import { allNodes, type Scene } from "../../slides/index.ts";
import { ExportError } from "./export-error";

/** Where a stored image's bytes come from: the image API in the app, files or buffers in tests. */
export type ImageLoader = (imageId: string) => Promise<Uint8Array>;

export type ImageKind = "png" | "jpeg";

export interface LoadedImage {
  bytes: Uint8Array;
  kind: ImageKind;
  width: number;
  height: number;
}

/** PNG and JPEG by their first bytes; anything else (WebP, SVG) is not embeddable as it is. */
export function imageKind(bytes: Uint8Array): ImageKind | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  return null;
}

/**
 * Loads every image the scenes show, once each, in parallel. Rejects with an ExportError naming the
 * slide when an image cannot be loaded or is not PNG/JPEG, rather than exporting a slide without it.
 */
export async function loadSceneImages(
  scenes: readonly Scene[],
  load: ImageLoader,
): Promise<Map<string, LoadedImage>> {
  const slideOf = new Map<string, number>();
  scenes.forEach((scene, index) => {
    for (const node of allNodes(scene)) {
      if (node.kind === "image" && node.imageId && !slideOf.has(node.imageId)) {
        slideOf.set(node.imageId, index + 1);
      }
    }
  });
  const loaded = await Promise.all(
    [...slideOf].map(async ([id, slide]) => {
      const bytes = await load(id).catch(() => {
        throw new ExportError(
          `An image on slide ${slide} could not be loaded. Check your connection and try again.`,
        );
      });
      const kind = imageKind(bytes);
      if (!kind) {
        throw new ExportError(
          `An image on slide ${slide} is not a PNG or JPEG. Upload it again, then export.`,
        );
      }
      const size = imageSize(bytes, kind);
      if (!size) {
        throw new ExportError(`An image on slide ${slide} is damaged. Upload it again, then export.`);
      }
      return [id, { bytes, kind, ...size }] as const;
    }),
  );
  return new Map(loaded);
}

/** Pixel size from the PNG header or the JPEG start-of-frame segment; null when the bytes are cut short. */
export function imageSize(bytes: Uint8Array, kind: ImageKind): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (kind === "png") {
    return bytes.length >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
  }
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // SOF0–SOF15 carry the size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}
