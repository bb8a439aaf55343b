import { isHeaderAuthMode } from "../../../lib/config";
import { imageUrl } from "../../../lib/images";
import { sessionToken } from "../../../lib/session-token";
import type { ImageLoader } from "./export-images";

/**
 * The app's loader: GET /api/images/<id> with the session (cookie, or bearer for a cross-origin API).
 * The server re-encodes every upload to PNG or JPEG, which both exports embed as they are.
 */
export const fetchImage: ImageLoader = async (imageId) => {
  const token = isHeaderAuthMode() ? sessionToken.get() : null;
  const response = await fetch(imageUrl(imageId), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: token ? "omit" : "same-origin",
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};
