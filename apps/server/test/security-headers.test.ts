import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./test-server.ts";

let dist: string;
let server: TestServer;
let httpsServer: TestServer;

/** A built web app in miniature: the page, a hashed asset with its source map, and the build's CSP sources. */
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pds-dist-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Pitch Deck Studio</title>");
  fs.writeFileSync(path.join(dir, "viewer.html"), "<!doctype html><title>Shared deck</title>");
  fs.writeFileSync(path.join(dir, "assets", "index-abc123.js"), "console.log(1);\n");
  fs.writeFileSync(path.join(dir, "assets", "index-abc123.js.map"), '{"version":3,"sources":[]}');
  fs.writeFileSync(
    path.join(dir, "csp-sources.json"),
    JSON.stringify({ "connect-src": ["https://o1.ingest.sentry.io"] }),
  );
  return dir;
}

beforeAll(async () => {
  dist = fakeDist();
  server = await startTestServer({ env: { WEB_DIST: dist } });
  httpsServer = await startTestServer({
    env: { WEB_DIST: dist, PUBLIC_URL: "https://decks.example.com" },
  });
});
afterAll(async () => {
  await server?.close();
  await httpsServer?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The CSP as directive → sources. */
function policy(response: Response): Record<string, string[]> {
  const header = response.headers.get("content-security-policy") ?? "";
  return Object.fromEntries(
    header.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/u);
      return [name, sources];
    }),
  );
}

function expectCommonHeaders(response: Response) {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(policy(response)["frame-ancestors"]).toEqual(["'none'"]);
}

describe("security headers", () => {
  it("the page gets a strict CSP: no inline or eval'd script, this origin's sockets, the build's extras", async () => {
    const response = await fetch(`${server.url}/dashboard`);
    expect(response.status).toBe(200);
    expectCommonHeaders(response);
    const csp = policy(response);
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'none'"]);
    expect(csp["connect-src"]).toEqual([
      "'self'",
      server.url.replace("http:", "ws:"),
      "https://o1.ingest.sentry.io",
    ]);
    expect(csp["media-src"]).toEqual(["'self'", "blob:"]);
    expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:"]);
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("a share link's page is the viewer's own entry; other routes get the app", async () => {
    const viewer = await fetch(`${server.url}/s/${"a".repeat(32)}`);
    expect(await viewer.text()).toContain("Shared deck");
    expectCommonHeaders(viewer);
    expect(await (await fetch(`${server.url}/dashboard`)).text()).toContain("Pitch Deck Studio");
    expect(await (await fetch(`${server.url}/sales`)).text()).toContain("Pitch Deck Studio");
  });

  it("the root and /config.js get the same headers", async () => {
    for (const route of ["/", "/config.js"]) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status).toBe(200);
      expectCommonHeaders(response);
      expect(policy(response)["script-src"]).toEqual(["'self'"]);
    }
  });

  it("API answers get a CSP that allows nothing, on success and on error", async () => {
    const health = await fetch(`${server.url}/api/health`);
    const fn = await fetch(`${server.url}/api/fn/decks.getDecks`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin },
      body: "{}",
    });
    expect(fn.status).toBe(401);
    for (const response of [health, fn]) {
      expectCommonHeaders(response);
      expect(policy(response)["default-src"]).toEqual(["'none'"]);
    }
  });

  it("source maps are not served", async () => {
    expect((await fetch(`${server.url}/assets/index-abc123.js`)).status).toBe(200);
    const map = await fetch(`${server.url}/assets/index-abc123.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain("sources");
  });

  it("HSTS and the public origin's wss: only when PUBLIC_URL is https", async () => {
    const response = await fetch(`${httpsServer.url}/`);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect(policy(response)["connect-src"]).toContain("wss://decks.example.com");
  });
});
