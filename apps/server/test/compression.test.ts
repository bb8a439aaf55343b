import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deckWithSlides } from "./editor-helpers.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body is read as sent: `fetch` would undo the content encoding before we could look. */
function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<RawResponse>((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? "GET", headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

const bundle = `export const slides = [${Array.from({ length: 400 }, (_, i) => `"slide ${i} of the deck"`).join(",")}];\n`;

let dist: string;
let server: TestServer;
let founder: SignedUpUser;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "pds-dist-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Pitch Deck Studio</title>");
  fs.writeFileSync(path.join(dist, "assets", "index-abc123.js"), bundle);
  fs.writeFileSync(path.join(dist, "assets", "logo-abc123.png"), Buffer.alloc(4096, 7));
  fs.writeFileSync(path.join(dist, ".build-stamp"), "fingerprint");
  server = await startTestServer({ env: { WEB_DIST: dist } });
  founder = await signUp(server);
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("static files are compressed for browsers that accept it", () => {
  const asset = () => `${server.url}/assets/index-abc123.js`;

  it("brotli when accepted: smaller, decodes to the file, cached for a year, varies by encoding", async () => {
    const response = await rawRequest(asset(), { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body.length).toBeLessThan(bundle.length / 4);
    expect(brotliDecompressSync(response.body).toString()).toBe(bundle);
  });

  it("gzip for a browser without brotli, or with brotli refused by q=0", async () => {
    for (const accept of ["gzip", "br;q=0, gzip;q=1"]) {
      const response = await rawRequest(asset(), { headers: { "accept-encoding": accept } });
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(response.body).toString()).toBe(bundle);
    }
  });

  it("the bytes as they are when nothing is accepted, and for images that are compressed already", async () => {
    const plain = await rawRequest(asset());
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(bundle);
    const image = await rawRequest(`${server.url}/assets/logo-abc123.png`, {
      headers: { "accept-encoding": "br" },
    });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body.length).toBe(4096);
  });

  it("the build's fingerprint stamp is not served: the path gets the app's page like any unknown route", async () => {
    const response = await rawRequest(`${server.url}/.build-stamp`);
    expect(response.body.toString()).not.toContain("fingerprint");
    expect(response.body.toString()).toContain("<title>Pitch Deck Studio</title>");
  });
});

describe("function answers are compressed", () => {
  it("a deck with slides comes back brotli-encoded and decodes to the same JSON", async () => {
    const titles = Array.from({ length: 12 }, (_, i) => `Slide number ${i + 1} about the market`);
    const { deckId } = await deckWithSlides(server, { cookie: founder.cookie }, "Compressed deck", titles);
    const call = (accept?: string) =>
      rawRequest(`${server.url}/api/fn/decks.getDeckWithSlidesByStringId`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: founder.cookie,
          origin: server.origin,
          ...(accept ? { "accept-encoding": accept } : {}),
        },
        body: JSON.stringify({ deckId }),
      });
    const plain = await call();
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const compressed = await call("br, gzip");
    expect(compressed.status).toBe(200);
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.body.length).toBeLessThan(plain.body.length);
    const decoded = JSON.parse(brotliDecompressSync(compressed.body).toString()) as {
      result: { slides: { title: string }[] };
    };
    expect(decoded.result.slides.map((slide) => slide.title)).toEqual(titles);
  });

  it("a small answer is sent as it is", async () => {
    const response = await rawRequest(`${server.url}/api/fn/ai.getEngineInfo`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: founder.cookie, "accept-encoding": "br" },
      body: JSON.stringify({}),
    });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(response.body.toString())).toHaveProperty("result");
  });
});
