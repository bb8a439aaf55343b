import {
  shareGateSchema,
  shareOpenedSchema,
  type ShareEvents,
  type ShareGate,
  type ShareOpened,
  type ShareOpenRequest,
} from "@pds/contracts";
import { apiUrl } from "../../../lib/config.ts";

/** A refusal the viewer page shows as it is: the link's state, or the server's sentence. */
export class ShareError extends Error {
  constructor(
    message: string,
    readonly kind: "not-found" | "revoked" | "expired" | "gate" | "refused" | "network",
    readonly status = 0,
    /** For "gate": what the link asks before it opens. */
    readonly gate: ShareGate | null = null,
  ) {
    super(message);
  }
}

const path = (token: string, rest = "") => apiUrl(`/api/share/${encodeURIComponent(token)}${rest}`);
const NETWORK = "We couldn't reach the server. Check your connection and try again.";

async function refusal(response: Response): Promise<ShareError> {
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: string };
    status?: string;
    gate?: unknown;
  } | null;
  const message = body?.error?.message ?? "Something went wrong. Please try again.";
  const gate = shareGateSchema.safeParse(body?.gate);
  if (response.status === 401 && gate.success) return new ShareError(message, "gate", 401, gate.data);
  if (response.status === 404) return new ShareError(message, "not-found", 404);
  if (response.status === 410)
    return new ShareError(message, body?.status === "expired" ? "expired" : "revoked", 410);
  return new ShareError(message, "refused", response.status);
}

/**
 * Pass the gates and get the deck and this visit's view token. The page calls it first with no answers: a
 * gated link refuses with a "gate" error that says what to ask.
 */
export async function openShare(token: string, request: ShareOpenRequest): Promise<ShareOpened> {
  let response: Response;
  try {
    response = await fetch(path(token, "/open"), {
      method: "POST",
      credentials: "omit",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
    });
  } catch {
    throw new ShareError(NETWORK, "network");
  }
  if (!response.ok) throw await refusal(response);
  return shareOpenedSchema.parse(await response.json());
}

/**
 * Send a batch of reading time. As the page goes away it must survive the unload, so it goes by
 * `sendBeacon` (text/plain, which needs no preflight); otherwise a keepalive fetch that reports refusals.
 */
export async function sendEvents(token: string, events: ShareEvents, asBeacon = false): Promise<void> {
  const body = JSON.stringify(events);
  if (asBeacon && typeof navigator.sendBeacon === "function") {
    if (navigator.sendBeacon(path(token, "/events"), new Blob([body], { type: "text/plain" }))) return;
  }
  let response: Response;
  try {
    response = await fetch(path(token, "/events"), {
      method: "POST",
      credentials: "omit",
      keepalive: true,
      headers: { "content-type": "application/json" },
      body,
    });
  } catch {
    throw new ShareError(NETWORK, "network");
  }
  if (!response.ok) throw await refusal(response);
}

/** An image of the shared version, for this visit. */
export const shareImageUrl = (token: string, viewToken: string) => (imageId: string) =>
  path(token, `/images/${encodeURIComponent(imageId)}?view=${encodeURIComponent(viewToken)}`);

const VIEWER_KEY = "pds-viewer-id";

/** The anonymous id this browser keeps, so the founder sees a second visit as a repeat. */
export const viewerIdStore = {
  get(): string | undefined {
    try {
      return localStorage.getItem(VIEWER_KEY) ?? undefined;
    } catch {
      return undefined;
    }
  },
  set(id: string) {
    try {
      localStorage.setItem(VIEWER_KEY, id);
    } catch {
      // Private mode: every visit counts as a first one.
    }
  },
};
