import { limits } from "@pds/contracts";

/** What an uploaded image may be, and the sentences a founder sees when it is not. */
export const imageLimits = {
  /** Bytes of an upload, refused while the body is still arriving. */
  maxBytes: limits.imageMaxBytes,
  /**
   * Pixels a source image may declare. A 5 MB PNG can declare 20000×20000 pixels (1.6 GB decoded); the
   * header is read before any pixel is decoded, so such a bomb costs nothing.
   */
  maxInputPixels: 40_000_000,
  /** The longest side of what is stored: more than a full 1280×720 slide needs, and keeps decks and exports light. */
  maxSide: 1600,
  /** Images one deck may hold (its slides' images, and recent uploads not yet shown or just replaced). */
  maxPerDeck: 200,
  /** Uploads one founder may make per rolling hour, across every server (counted in the database). */
  maxPerHour: 300,
} as const;

export const imageMessages = {
  tooLarge: "Images can be at most 5 MB.",
  wrongType: "Images must be PNG, JPEG or WebP.",
  tooManyPixels: "This image is too large to process (more than 40 megapixels).",
  unreadable: "This image could not be read. It may be damaged; export it again and upload the new file.",
  empty: "The upload was empty. Choose an image file.",
  deckFull: `This deck already holds ${imageLimits.maxPerDeck} images. Remove images from some slides, then try again in an hour.`,
  tooOften: "You have uploaded many images in the last hour. Please try again later.",
  notFound: "Image not found.",
} as const;
