import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// `npm start` runs the server compiled into one module (scripts/build-server.mjs), not through tsx. The
// bundle must still find what lies beside its sources (migrations, the web build) and serve the app.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "pds-compiled-"));
let child: ChildProcess | null = null;

function compile(): string {
  const result = spawnSync(process.execPath, ["scripts/build-server.mjs"], { cwd: root, encoding: "utf8" });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

function startCompiled(): Promise<string> {
  const env = { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error" };
  const proc = spawn(process.execPath, ["apps/server/dist/main.mjs"], { cwd: root, env });
  child = proc;
  return new Promise((resolve, reject) => {
    let output = "";
    proc.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url.replace("localhost", "127.0.0.1"));
    });
    proc.once("exit", (code) => reject(new Error(`compiled server exited (${code}): ${output}`)));
  });
}

afterAll(() => {
  child?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the compiled server npm start runs", () => {
  it("is compiled once and not again while its sources are unchanged", () => {
    compile();
    expect(compile()).toContain("up to date, not recompiled");
  }, 60_000);

  it("migrates a new database, signs a founder up and saves a deck", async () => {
    const url = await startCompiled();
    const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify({ name: "Ada", email: "ada@example.com", password: "correct horse battery" }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const call = (name: string, args: unknown) =>
      fetch(`${url}/api/fn/${name}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url, cookie },
        body: JSON.stringify(args),
      }).then((response) => response.json() as Promise<{ result?: unknown }>);
    await call("decks.createDeck", { title: "Compiled deck" });
    const decks = (await call("decks.getDecks", {})).result as Array<{ title: string }>;
    expect(decks.map((deck) => deck.title)).toEqual(["Compiled deck"]);
  }, 60_000);
});
