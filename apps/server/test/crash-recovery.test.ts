import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deckJson, startFakeOpenAiServer, type FakeOpenAiServer } from "@pds/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A chaos test over the real process: the server is killed with SIGKILL in the middle of a deck draft,
// started again on the same embedded database, and the founder must be able to draft again at once.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "pds-crash-"));
let model: FakeOpenAiServer;
let child: ChildProcess | null = null;

/** Start `npm run serve`'s command on a free port; resolves with its URL once it answers. */
async function startServerProcess(): Promise<string> {
  const env = {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: model.baseURL,
    AI_MODEL: "fake-model",
    AI_MAX_RETRIES: "0",
    RATE_LIMIT_ENABLED: "false",
    LOG_LEVEL: "error",
  };
  const proc = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], { cwd: root, env });
  child = proc;
  return new Promise((resolve, reject) => {
    let output = "";
    proc.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url.replace("localhost", "127.0.0.1"));
    });
    proc.once("exit", (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

function killHard(): Promise<void> {
  const proc = child;
  child = null;
  if (!proc || proc.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    proc.once("exit", () => resolve());
    proc.kill("SIGKILL");
  });
}

interface Session {
  url: string;
  cookie: string;
}

async function fn(session: Session, name: string, args: unknown) {
  const response = await fetch(`${session.url}/api/fn/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: session.url, cookie: session.cookie },
    body: JSON.stringify(args),
  });
  return { status: response.status, body: (await response.json()) as { result?: unknown; error?: unknown } };
}

async function signUp(url: string): Promise<Session> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      name: "Crash Tester",
      email: `crash-${Date.now()}@example.com`,
      password: "correct horse battery",
    }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (response.status !== 200 || !cookie) throw new Error(`sign-up failed: ${response.status}`);
  return { url, cookie };
}

const brief = { title: "Acme Seed", startupName: "Acme", overview: "Acme turns briefs into decks." };

beforeAll(async () => {
  model = await startFakeOpenAiServer({ fallback: () => ({ kind: "hang" }) });
});
afterAll(async () => {
  await killHard();
  await model?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// The PostgreSQL stage re-runs the server project; this test drives its own embedded database (where the
// boot sweep ends every orphaned run at once), so it runs in the PGlite stage only.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("a server killed with SIGKILL mid-draft", () => {
  it("comes back with the draft marked failed, and the founder can start it again at once", async () => {
    const first = await startServerProcess();
    const founder = await signUp(first);
    const deckId = (await fn(founder, "decks.createDeck", { title: "Acme Seed" })).body.result as string;
    // The model never answers, so the draft stays in progress until the kill.
    void fn(founder, "ai.generateDeckFromBrief", { deckId, ...brief }).catch(() => undefined);
    await expect
      .poll(async () => (await fn(founder, "ai.getGenerationStatus", { deckId })).body.result, {
        timeout: 15_000,
      })
      .toMatchObject({ status: "running" });

    await killHard();
    const second = await startServerProcess();
    const again = { ...founder, url: second };
    const status = (await fn(again, "ai.getGenerationStatus", { deckId })).body.result;
    expect(status).toMatchObject({
      status: "failed",
      error: "The draft stopped unexpectedly. Please start it again.",
    });

    model.enqueue({ kind: "text", text: deckJson([{ title: "Acme", content: "- Decks from briefs" }]) });
    const redraft = await fn(again, "ai.generateDeckFromBrief", { deckId, ...brief });
    expect(redraft.status).toBe(200);
    expect(redraft.body.result).toMatchObject({ cancelled: false });
    expect(await fn(again, "ai.getGenerationStatus", { deckId })).toMatchObject({
      body: { result: { status: "succeeded" } },
    });
  }, 90_000);
});
