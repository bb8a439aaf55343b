import { RESPONSE_LATENCY_FLAG_MS } from "@pds/contracts";
import { formatDuration, type Band } from "./bands.ts";

/** 4_200 → "4.2 s", 12_400 → "12 s", 83_000 → "1:23". */
export function formatSeconds(ms: number): string {
  if (ms >= 60_000) return formatDuration(ms);
  const seconds = Math.max(0, ms) / 1000;
  return seconds < 10 ? `${seconds.toFixed(1)} s` : `${Math.round(seconds)} s`;
}

/** 0.834 → "83%". */
export const formatPercent = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** Response latency: green when every answer started within 3 s, red when the typical one did not. */
export function latencyBand(medianMs: number, slowCount: number): Band {
  if (slowCount === 0) return "green";
  return medianMs > RESPONSE_LATENCY_FLAG_MS ? "red" : "amber";
}
