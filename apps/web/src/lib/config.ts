declare global {
  interface Window {
    __PDS_CONFIG__?: { apiUrl?: string };
  }
}

/** Where the API lives. Empty means this origin (cookie sessions); another origin switches to header mode. */
export function apiBaseUrl(): string {
  const configured = window.__PDS_CONFIG__?.apiUrl?.replace(/\/$/, "");
  return configured || window.location.origin;
}

/** Cross-origin deployments keep the session token in localStorage and send it as a header. */
export function isHeaderAuthMode(): boolean {
  return new URL(apiBaseUrl()).origin !== window.location.origin;
}

export function syncUrl(): string {
  const url = new URL("/api/sync", apiBaseUrl());
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

/** The local voice pipeline's socket, on the API's origin. */
export function voiceUrl(): string {
  const url = new URL("/api/voice", apiBaseUrl());
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

/** An absolute URL for an API path on the API's origin. */
export function apiUrl(path: string): string {
  return new URL(path, apiBaseUrl()).toString();
}
