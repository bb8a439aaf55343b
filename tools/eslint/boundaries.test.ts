import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint reports for `code` placed at the repository path `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "local/boundaries").map((m) => m.message);
}

const cases: Array<{ file: string; code: string; rule: RegExp }> = [
  {
    file: "apps/web/src/features/editor/hooks/x.ts",
    code: 'import { schema } from "@pds/db";\nexport const s = schema;\n',
    rule: /web app imports only @pds\/contracts/,
  },
  {
    file: "apps/web/src/lib/x.ts",
    code: 'import { startServer } from "../../../server/src/server.ts";\nexport const s = startServer;\n',
    rule: /web app imports only @pds\/contracts/,
  },
  {
    file: "apps/server/src/functions/x.ts",
    code: 'import { getDecks } from "../modules/decks/get-decks.ts";\nexport const g = getDecks;\n',
    rule: /runtime \(functions\/\) knows no module/,
  },
  {
    file: "apps/server/src/modules/decks/x.ts",
    code: 'import { SYNC_PATH } from "../../sync/sync-server.ts";\nexport const p = SYNC_PATH;\n',
    rule: /never a transport/,
  },
  {
    file: "apps/server/src/sync/x.ts",
    code: 'import { getDecks } from "../modules/decks/get-decks.ts";\nexport const g = getDecks;\n',
    rule: /through the executor only/,
  },
  {
    file: "packages/ai/src/tasks/x.ts",
    code: 'import { createOpenAI } from "@ai-sdk/openai";\nexport const c = createOpenAI;\n',
    rule: /provider SDKs are imported only in their adapter files/,
  },
  {
    file: "packages/voice/src/x.ts",
    code: 'import { createOfflineEngine } from "@pds/ai";\nexport const c = createOfflineEngine;\n',
    rule: /voice package may use contracts and kit only/,
  },
  {
    file: "bench/x.ts",
    code: 'import { startFakeResearchWeb } from "../apps/server/test/research-fakes.ts";\nexport const s = startFakeResearchWeb;\n',
    rule: /never import another workspace's test helpers/,
  },
  {
    file: "apps/web/src/features/editor/components/x.tsx",
    code: 'import { CopilotPanel } from "../../copilot/components/copilot-panel.tsx";\nexport const C = CopilotPanel;\n',
    rule: /only through its index\.ts/,
  },
  {
    file: "apps/server/src/server-helper.ts",
    code: 'import { SyncTestClient } from "@pds/testkit";\nexport const C = SyncTestClient;\n',
    rule: /never imports test machinery/,
  },
];

describe("the boundary rules (eslint local/boundaries)", () => {
  it.each(cases)("refuses a wrong import in $file", async ({ file, code, rule }) => {
    const errors = await boundaryErrors(file, code);
    expect(errors.some((message) => rule.test(message))).toBe(true);
  });

  it.each([
    [
      "apps/web/src/features/editor/hooks/x.ts",
      'import { functions } from "@pds/contracts";\nexport const f = functions;\n',
    ],
    [
      "apps/server/src/http/x.ts",
      'import { Executor } from "../functions/executor.ts";\nexport const E = Executor;\n',
    ],
    [
      "apps/server/src/voice/x.ts",
      'import { claimVoiceSession } from "../modules/voice/voice-caps.ts";\nexport const c = claimVoiceSession;\n',
    ],
    [
      "packages/ai/src/providers/x.ts",
      'import { createOpenAI } from "@ai-sdk/openai";\nexport const c = createOpenAI;\n',
    ],
    [
      "apps/web/src/features/editor/components/x.tsx",
      'import { thing } from "../../copilot/index.ts";\nexport const t = thing;\n',
    ],
    [
      "apps/server/test/x.test.ts",
      'import { SyncTestClient } from "@pds/testkit";\nexport const C = SyncTestClient;\n',
    ],
  ])("accepts a right import in %s", async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
