/** One theme for both exports: a neutral slate base with a single indigo accent (hex without "#"). */
export const theme = {
  background: "FFFFFF",
  title: "0F172A", // slate-900
  body: "334155", // slate-700
  muted: "64748B", // slate-500
  rule: "E2E8F0", // slate-200
  accent: "4F46E5", // indigo-600
  font: "Calibri",
} as const;

// Body text starts large so a slide with a few short bullets reads from across a room.
export const bodySizes = [32, 28, 26, 24, 22, 20, 18, 16, 14, 12] as const;
export const titleSizes = [36, 32, 28, 24] as const;

/** "4F46E5" -> [r, g, b] in 0..1, for pdf-lib's rgb(). */
export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex, 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}
