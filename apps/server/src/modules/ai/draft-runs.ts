import { schema } from "@pds/db";
import { topics } from "../../functions/context.ts";
import { defineRuns } from "../../functions/run-lifecycle.ts";

/**
 * Deck drafts: one at a time per deck. Their status query reads the deck's topic, which every drafted
 * slide already publishes, so the run's own changes go out on it too.
 */
export const draftRuns = defineRuns({
  table: schema.generationRuns,
  deadMessage: "The draft stopped unexpectedly. Please start it again.",
  busyMessage: "A draft is already being written for this deck.",
  topic: topics.deck,
});
