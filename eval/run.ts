/**
 * `npm run eval`: the labelled quality sets, scored. The offline engine by default; `--provider openai |
 * anthropic | openai-compatible` runs the same sets through a connected model configured by the same
 * environment variables the server reads (AI_PROVIDER, its key, AI_MODEL…).
 */
import {
  createLanguageModel,
  createModelEngine,
  createOfflineEngine,
  modelLabel,
  type AiEngine,
} from "@pds/ai";
import { loadEnv } from "../apps/server/src/env.ts";
import { runBlindCopilotEval, runCopilotEval, runJudgeCopilotEval } from "./copilot/run-copilot.ts";
import { runDraftingEval } from "./drafting/run-drafting.ts";
import { runCoverageEval } from "./voice/run-coverage.ts";
import type { SuiteResult } from "./suite.ts";

function engineFromArgs(): { engine: AiEngine; label: string } {
  const at = process.argv.indexOf("--provider");
  if (at < 0) return { engine: createOfflineEngine(), label: "offline engine" };
  const env = loadEnv({ ...process.env, AI_PROVIDER: process.argv[at + 1] ?? "" });
  const model = createLanguageModel(env);
  if (!model) throw new Error("No model is configured: set AI_PROVIDER and its key as for the server.");
  const label = modelLabel(env) ?? env.AI_PROVIDER;
  return { engine: createModelEngine(model, env, label), label };
}

const suites: Array<(engine: AiEngine) => Promise<SuiteResult>> = [
  runDraftingEval,
  runCopilotEval,
  runBlindCopilotEval,
  runJudgeCopilotEval,
  runCoverageEval,
];

const { engine, label } = engineFromArgs();
console.log(`Evaluating the ${label}\n`);
let allPassed = true;
for (const suite of suites) {
  const result = await suite(engine);
  console.log(result.lines.join("\n"));
  console.log(result.passed ? `${result.name}: targets met\n` : `${result.name}: targets MISSED\n`);
  allPassed &&= result.passed;
}
process.exitCode = allPassed ? 0 : 1;
