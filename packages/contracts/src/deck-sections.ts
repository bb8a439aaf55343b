import { z } from "zod";

/**
 * The sections of a standard investor deck, in order. A slide the drafter or the copilot wrote for a
 * section keeps its key (`slides.section`), so its title can be a headline ("Clinics lose 18% of revenue
 * to no-shows") and the copilot still finds "the problem slide". Slides a founder adds have none.
 */
export const deckSections = [
  "title",
  "problem",
  "solution",
  "whyNow",
  "market",
  "product",
  "businessModel",
  "traction",
  "competition",
  "team",
  "financials",
  "ask",
] as const;
export const deckSectionSchema = z.enum(deckSections);
export type DeckSection = z.infer<typeof deckSectionSchema>;

/** What each section is called on a slide and in the app (the offline drafter's section titles). */
export const deckSectionNames: Record<DeckSection, string> = {
  title: "Title",
  problem: "Problem",
  solution: "Solution",
  whyNow: "Why now",
  market: "Market",
  product: "Product",
  businessModel: "Business model",
  traction: "Traction",
  competition: "Competition",
  team: "Team",
  financials: "Financials",
  ask: "The ask",
};

/**
 * A title short enough to be a label ("Traction", "Our team", "The ask") rather than a headline: with a
 * section's name in it, it says which section the slide is, whatever section it was written for.
 */
export const isShortTitle = (title: string) => title.trim().split(/\s+/u).length <= 3;

/**
 * A slide as a mock investor reads it: a slide drafted for a section under a headline ("38 paying
 * clinics and $21k MRR") is called by its section ("your Traction slide") and its headline leads its
 * text, so the claims in the headline are heard too. Any other slide is as it is.
 */
export function slideBySection<S extends { title: string; content: string; section?: DeckSection | null }>(
  slide: S,
): S {
  if (!slide.section || slide.section === "title") return slide;
  const name = deckSectionNames[slide.section];
  if (isShortTitle(slide.title)) return slide;
  return { ...slide, title: name, content: `${slide.title}\n${slide.content}` };
}
