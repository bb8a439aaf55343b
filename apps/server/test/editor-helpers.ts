import {
  functions,
  type ArgsOf,
  type DeckWithSlides,
  type FunctionName,
  type ResultOf,
  type ServerMessage,
} from "@pds/contracts";
import { expect } from "vitest";
import { until, type SyncTestClient } from "@pds/testkit";
import { callFn, STACK_TRACE, type Auth, type FnResponse, type TestServer } from "./test-server.ts";

type Update = Extract<ServerMessage, { type: "update" }>;

/** `callFn` that also checks the response never leaks a stack trace or a source path. */
export async function call<N extends FunctionName>(
  server: TestServer,
  name: N,
  args: ArgsOf<N>,
  auth: Auth,
): Promise<FnResponse>;
export async function call(server: TestServer, name: string, args: unknown, auth: Auth): Promise<FnResponse>;
export async function call(server: TestServer, name: string, args: unknown, auth: Auth): Promise<FnResponse> {
  const response = await callFn(server, name, args, auth);
  expect(response.text).not.toMatch(STACK_TRACE);
  return response;
}

/** Call a function that must succeed; returns its result, checked against the contract. */
export async function ok<N extends FunctionName>(
  server: TestServer,
  name: N,
  args: ArgsOf<N>,
  auth: Auth,
): Promise<ResultOf<N>> {
  const response = await call(server, name, args, auth);
  if (response.status !== 200) throw new Error(`${name} answered ${response.status}: ${response.text}`);
  return functions[name].result.parse(response.body.result) as ResultOf<N>;
}

/** The deck with its slides as its owner sees it (null when gone). */
export function deckState(server: TestServer, deckId: string, auth: Auth): Promise<DeckWithSlides | null> {
  return ok(server, "decks.getDeckWithSlidesByStringId", { deckId }, auth);
}

/** A deck owned by `auth` with slides of the given titles, in order. Returns the deck id and slide ids. */
export async function deckWithSlides(
  server: TestServer,
  auth: Auth,
  title: string,
  slideTitles: string[],
): Promise<{ deckId: string; slideIds: string[] }> {
  const deckId = await ok(server, "decks.createDeck", { title }, auth);
  const slideIds: string[] = [];
  for (const slideTitle of slideTitles) {
    slideIds.push(
      await ok(
        server,
        "slides.createSlide",
        { deckId, title: slideTitle, content: `${slideTitle} body` },
        auth,
      ),
    );
  }
  return { deckId, slideIds };
}

export const slideTitles = (state: DeckWithSlides | null) => state?.slides.map((slide) => slide.title) ?? [];

/** Make sure the clock has moved past `time`, so a later write gets a strictly later timestamp. */
export function clockPast(time: number | null | undefined): Promise<void> {
  return until(() => Date.now() > (time ?? 0), "the clock to advance");
}

/** Take updates of subscription `id` until one satisfies `predicate`; returns its result. */
export async function updateWhere<T>(
  client: SyncTestClient,
  id: string,
  predicate: (result: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const update: Update = await client.nextUpdate(id, Math.max(1, deadline - Date.now()));
    const result = update.result as T;
    if (predicate(result)) return result;
  }
}

/** A new deck drafted by the server's engine from a DentaFlow brief with this overview; its id. */
export async function draftedDeck(server: TestServer, auth: Auth, overview: string): Promise<string> {
  const deckId = await ok(server, "decks.createDeck", { title: "" }, auth);
  await ok(
    server,
    "ai.generateDeckFromBrief",
    { deckId, title: "DentaFlow seed", startupName: "DentaFlow", overview },
    auth,
  );
  return deckId;
}
