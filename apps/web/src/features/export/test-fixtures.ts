import type { ExportDeck, ExportSlide } from "./types";

/** A deck that exercises the awkward cases: markers, XML-special characters, emoji, curly quotes. */
export const deck: ExportDeck = { title: "Acme & Co. “Seed” Pitch" };

export const slides: ExportSlide[] = [
  {
    title: "The Problem",
    content:
      "- Teams lose 6 hours a week to status meetings\n• Tools don't talk to each other\n\n* Managers <still> chase updates",
    notes: "Open with the story about our first customer.",
  },
  {
    title: "Our Solution 🚀",
    content: "One feed for every project\nAsync updates written by AI — reviewed by humans",
    notes: "Demo the feed here; keep it under 90 seconds.",
  },
  {
    title: "Traction",
    content: Array.from({ length: 14 }, (_, i) => `Milestone number ${i + 1} with some detail`).join("\n"),
    notes: "",
  },
];
