import { expect, type Page } from "@playwright/test";

export interface SeedSlide {
  title: string;
  content: string;
  notes?: string;
}

/** Calls a server function over HTTP (`POST /api/fn/<name>`) as the page's signed-in user. */
export async function callFunction<T>(page: Page, baseURL: string, name: string, args: object): Promise<T> {
  const response = await page.request.post(`/api/fn/${name}`, {
    data: args,
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

/** A deck with these slides, made through the API; returns its id. */
export async function seedDeck(
  page: Page,
  baseURL: string,
  title: string,
  slides: SeedSlide[],
): Promise<string> {
  const deckId = await callFunction<string>(page, baseURL, "decks.createDeck", { title });
  for (const slide of slides)
    await callFunction<string>(page, baseURL, "slides.createSlide", { deckId, ...slide });
  return deckId;
}
