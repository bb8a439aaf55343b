import { limits } from "@pds/contracts";
import { apiUrl, isHeaderAuthMode } from "./config.ts";
import { sessionToken } from "./session-token.ts";

export interface UploadedImage {
  id: string;
  width: number;
  height: number;
}

const TOO_LARGE = `Images can be at most ${limits.imageMaxBytes / (1024 * 1024)} MB.`;
const UPLOAD_FAILED = "The image could not be uploaded. Check your connection and try again.";

const imagePath = (imageId: string) => `/api/images/${encodeURIComponent(imageId)}`;

/**
 * Where a stored image is served (to the deck's owner only). Same-origin deployments use the path, which
 * the session cookie authorises; a cross-origin API needs its full URL.
 */
export function imageUrl(imageId: string): string {
  return isHeaderAuthMode() ? apiUrl(imagePath(imageId)) : imagePath(imageId);
}

function serverMessage(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const message = (body.error as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : null;
}

function isUploadedImage(body: unknown): body is UploadedImage {
  if (typeof body !== "object" || body === null) return false;
  const { id, width, height } = body as Record<string, unknown>;
  return typeof id === "string" && typeof width === "number" && typeof height === "number";
}

/**
 * Upload a PNG, JPEG or WebP for a deck: the raw bytes, which the server checks, shrinks and re-encodes.
 * Rejects with the server's own sentence ("Images can be at most 5 MB.", …) so the editor can show it as is.
 */
export async function uploadImage(deckId: string, file: Blob): Promise<UploadedImage> {
  // The server refuses it too, but a browser still sending the body may report that only as a network error.
  if (file.size > limits.imageMaxBytes) throw new Error(TOO_LARGE);
  const headers: Record<string, string> = { "Content-Type": file.type || "application/octet-stream" };
  const token = isHeaderAuthMode() ? sessionToken.get() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(apiUrl(`/api/images?deckId=${encodeURIComponent(deckId)}`), {
      method: "POST",
      headers,
      body: file,
      credentials: token ? "omit" : "same-origin",
    });
  } catch {
    throw new Error(UPLOAD_FAILED);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(serverMessage(body) ?? UPLOAD_FAILED);
  if (!isUploadedImage(body)) throw new Error(UPLOAD_FAILED);
  return { id: body.id, width: body.width, height: body.height };
}
