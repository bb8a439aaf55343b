/**
 * An export refused for a reason the founder can act on (e.g. characters the PDF fonts cannot draw).
 * Its message is written for the founder and is meant to be shown as it is.
 */
export class ExportError extends Error {
  override name = "ExportError";
}
