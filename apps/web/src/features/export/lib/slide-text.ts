/** A title for slides left untitled, so no exported page starts with an empty heading. */
export function slideTitle(title: string, index: number): string {
  const trimmed = title.trim();
  return trimmed.length > 0 ? trimmed : `Slide ${index + 1}`;
}

export function deckTitle(title: string): string {
  const trimmed = title.trim();
  return trimmed.length > 0 ? trimmed : "Pitch Deck";
}
