import { z } from "zod";

/** A font a theme uses: the family name and its Fontsource package id (`@fontsource/<id>`, shipped in npm). */
export interface ThemeFont {
  family: string;
  fontsource: string;
}

/** Colours are "#RRGGBB". `onAccent` is text drawn on an accent fill; `chart` colours series and shares. */
export interface SlideTheme {
  id: ThemeId;
  name: string;
  dark: boolean;
  heading: ThemeFont;
  body: ThemeFont;
  colors: {
    background: string;
    surface: string;
    text: string;
    muted: string;
    accent: string;
    onAccent: string;
    border: string;
    positive: string;
    negative: string;
    chart: readonly [string, string, string, string, string, string];
  };
}

export const themeIds = ["slate", "midnight", "paper", "forest", "coral", "carbon"] as const;
export type ThemeId = (typeof themeIds)[number];
export const themeIdSchema = z.enum(themeIds);
export const defaultThemeId: ThemeId = "slate";

const inter: ThemeFont = { family: "Inter", fontsource: "inter" };
const manrope: ThemeFont = { family: "Manrope", fontsource: "manrope" };
const notoSerif: ThemeFont = { family: "Noto Serif", fontsource: "noto-serif" };
const sourceSans: ThemeFont = { family: "Source Sans 3", fontsource: "source-sans-3" };
const plex: ThemeFont = { family: "IBM Plex Sans", fontsource: "ibm-plex-sans" };
const robotoSlab: ThemeFont = { family: "Roboto Slab", fontsource: "roboto-slab" };

export const slideThemes: Record<ThemeId, SlideTheme> = {
  slate: {
    id: "slate",
    name: "Slate",
    dark: false,
    heading: inter,
    body: inter,
    colors: {
      background: "#FFFFFF",
      surface: "#F1F5F9",
      text: "#0F172A",
      muted: "#475569",
      accent: "#4F46E5",
      onAccent: "#FFFFFF",
      border: "#CBD5E1",
      positive: "#047857",
      negative: "#B91C1C",
      chart: ["#4F46E5", "#0EA5E9", "#14B8A6", "#F59E0B", "#EC4899", "#64748B"],
    },
  },
  midnight: {
    id: "midnight",
    name: "Midnight",
    dark: true,
    heading: manrope,
    body: inter,
    colors: {
      background: "#0B1020",
      surface: "#161D33",
      text: "#F1F5F9",
      muted: "#A5B0C8",
      accent: "#A5B4FC",
      onAccent: "#0B1020",
      border: "#2A3452",
      positive: "#6EE7B7",
      negative: "#FCA5A5",
      chart: ["#A5B4FC", "#67E8F9", "#6EE7B7", "#FCD34D", "#F9A8D4", "#CBD5E1"],
    },
  },
  paper: {
    id: "paper",
    name: "Paper",
    dark: false,
    heading: notoSerif,
    body: sourceSans,
    colors: {
      background: "#FBF8F3",
      surface: "#F1EBE0",
      text: "#1C1917",
      muted: "#57534E",
      accent: "#9A3412",
      onAccent: "#FFFFFF",
      border: "#D6CCBC",
      positive: "#166534",
      negative: "#991B1B",
      chart: ["#9A3412", "#B45309", "#4D7C0F", "#0F766E", "#7C2D12", "#78716C"],
    },
  },
  forest: {
    id: "forest",
    name: "Forest",
    dark: true,
    heading: plex,
    body: plex,
    colors: {
      background: "#0D261D",
      surface: "#143528",
      text: "#ECFDF5",
      muted: "#A7C4B5",
      accent: "#6EE7B7",
      onAccent: "#0D261D",
      border: "#24503E",
      positive: "#86EFAC",
      negative: "#FDA4AF",
      chart: ["#6EE7B7", "#FDE68A", "#93C5FD", "#FCA5A5", "#C4B5FD", "#D1D5DB"],
    },
  },
  coral: {
    id: "coral",
    name: "Coral",
    dark: false,
    heading: robotoSlab,
    body: plex,
    colors: {
      background: "#FFFFFF",
      surface: "#FFF1F2",
      text: "#1F2937",
      muted: "#4B5563",
      accent: "#BE123C",
      onAccent: "#FFFFFF",
      border: "#FECDD3",
      positive: "#047857",
      negative: "#BE123C",
      chart: ["#BE123C", "#F97316", "#0891B2", "#7C3AED", "#65A30D", "#6B7280"],
    },
  },
  carbon: {
    id: "carbon",
    name: "Carbon",
    dark: true,
    heading: manrope,
    body: manrope,
    colors: {
      background: "#111111",
      surface: "#1F1F1F",
      text: "#FAFAFA",
      muted: "#B3B3B3",
      accent: "#FACC15",
      onAccent: "#111111",
      border: "#333333",
      positive: "#4ADE80",
      negative: "#F87171",
      chart: ["#FACC15", "#60A5FA", "#4ADE80", "#F87171", "#C084FC", "#A3A3A3"],
    },
  },
};

/** A stored theme id read back: an unknown one falls back to the default theme. */
export function themeFor(id: string | null | undefined): SlideTheme {
  return slideThemes[(themeIds as readonly string[]).includes(id ?? "") ? (id as ThemeId) : defaultThemeId];
}
