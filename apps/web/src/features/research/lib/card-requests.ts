/**
 * Decks whose Research card should open as soon as the editor shows them: a run started outside the card
 * (the brief flow) asks for it here, so its progress and outcome show however quickly the run ends and
 * whenever the editor mounts.
 */
const requested = new Set<string>();
const listeners = new Set<() => void>();

export function requestResearchCard(deckId: string): void {
  requested.add(deckId);
  for (const listener of listeners) listener();
}

/** True once for each request: the card that opens takes it. */
export function takeResearchCardRequest(deckId: string): boolean {
  return requested.delete(deckId);
}

export function subscribeResearchCardRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
