import type { Metadata } from "sharp";
import { AppError } from "../../lib/app-error.ts";
import { imageLimits, imageMessages } from "./image-limits.ts";
import { sniffImageType } from "./sniff-image-type.ts";

/** What is stored: PNG or JPEG only, because the PDF export can embed nothing else. */
export interface PreparedImage {
  bytes: Uint8Array;
  mime: "image/png" | "image/jpeg";
  width: number;
  height: number;
}

const invalid = (message: string) => new AppError("INVALID_INPUT", message);

/** sharp refuses a header declaring more than `limitInputPixels` itself; anything else it cannot decode is damaged. */
const decodeFailure = (error: unknown) =>
  invalid(
    error instanceof Error && /pixel limit/iu.test(error.message)
      ? imageMessages.tooManyPixels
      : imageMessages.unreadable,
  );

/**
 * An upload made safe to store and show: its type sniffed from the bytes, its declared size checked from
 * the header before any pixel is decoded, then turned upright, shrunk to at most `maxSide` pixels a side
 * and re-encoded, which drops every metadata block (EXIF with GPS position, ICC comments, text chunks).
 * Transparent images stay PNG, the rest become JPEG.
 */
export async function prepareImage(input: Uint8Array): Promise<PreparedImage> {
  if (input.length === 0) throw invalid(imageMessages.empty);
  const type = sniffImageType(input);
  if (!type) throw invalid(imageMessages.wrongType);
  // libvips costs ~30 MB of memory once loaded: a server nobody uploads to never loads it.
  const { default: sharp } = await import("sharp");
  const options = { limitInputPixels: imageLimits.maxInputPixels, failOn: "error" } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch (error) {
    throw decodeFailure(error);
  }
  // The bytes began like one format but the decoder reads another: a disguised file.
  if (metadata.format !== type) throw invalid(imageMessages.wrongType);
  const { width, height } = metadata;
  if (!width || !height) throw invalid(imageMessages.unreadable);
  if (width * height > imageLimits.maxInputPixels) throw invalid(imageMessages.tooManyPixels);

  const transparent = metadata.hasAlpha;
  const pipeline = sharp(input, options).rotate().resize({
    width: imageLimits.maxSide,
    height: imageLimits.maxSide,
    fit: "inside",
    withoutEnlargement: true,
  });
  const encoded = transparent
    ? pipeline.png({ compressionLevel: 8 })
    : pipeline.jpeg({ quality: 85, mozjpeg: true });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      mime: transparent ? "image/png" : "image/jpeg",
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw decodeFailure(error);
  }
}
