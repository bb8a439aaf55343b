/** Query parameters of the editor's deep link: `/create?deck=<id>&slide=<id>`. */
export const DECK_PARAM = "deck";
export const SLIDE_PARAM = "slide";

/** The editor link to a deck, opened at one of its slides when `slideId` is given. */
export function deckHref(deckId: string, slideId?: string): string {
  const params = new URLSearchParams({ [DECK_PARAM]: deckId });
  if (slideId) params.set(SLIDE_PARAM, slideId);
  return `/create?${params.toString()}`;
}
