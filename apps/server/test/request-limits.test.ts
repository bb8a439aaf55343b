import http from "node:http";
import { limits } from "@pds/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callFn, signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

const TOO_LARGE = {
  error: { code: "INVALID_INPUT", message: "The request is too large (1 MB at most)." },
};

let server: TestServer;
let founder: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer();
  founder = await signUp(server);
});
afterAll(() => server?.close());

interface Sent {
  status: number;
  body: unknown;
  /** Bytes of the body written before the answer came. */
  written: number;
}

/**
 * POST a body of `declared` bytes (or chunked when undefined) to `path`, writing 64 KB chunks only while
 * no answer has come: a server that reads the whole body before refusing it never answers in time.
 */
function postLarge(path: string, declared: number | undefined, cookie: string): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = {
      "content-type": "application/json",
      origin: server.origin,
      cookie,
      ...(declared === undefined ? { "transfer-encoding": "chunked" } : { "content-length": declared }),
    };
    const request = http.request(`${server.url}${path}`, { method: "POST", headers });
    const chunk = Buffer.alloc(64 * 1024, " ");
    let written = 0;
    let answered = false;
    const timer = setTimeout(() => reject(new Error(`no answer after ${written} bytes`)), 5_000);
    const pump = () => {
      while (!answered && written < 50 * 1024 * 1024) {
        written += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
    };
    request.on("response", (response) => {
      answered = true;
      let text = "";
      response.on("data", (data: Buffer) => (text += data.toString()));
      response.on("end", () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown, written });
        request.destroy();
      });
    });
    // The server may close the connection once it has answered; only the answer matters.
    request.on("error", () => {});
    pump();
  });
}

describe("request bodies are bounded", () => {
  it("a 100 MB /api/fn body is refused with 413 before it is read", async () => {
    const sent = await postLarge("/api/fn/decks.createDeck", 100 * 1024 * 1024, founder.cookie);
    expect(sent).toMatchObject({ status: 413, body: TOO_LARGE });
    expect(sent.written).toBeLessThan(20 * 1024 * 1024);
  });

  it("a chunked body is refused once it passes the limit", async () => {
    const sent = await postLarge("/api/fn/decks.createDeck", undefined, founder.cookie);
    expect(sent).toMatchObject({ status: 413, body: TOO_LARGE });
    expect(sent.written).toBeLessThan(20 * 1024 * 1024);
  });

  it("an oversized auth request is refused the same way", async () => {
    const sent = await postLarge("/api/auth/sign-in/email", 100 * 1024 * 1024, "");
    expect(sent).toMatchObject({ status: 413, body: TOO_LARGE });
  });

  it("a body within the limit still works", async () => {
    const title = "t".repeat(limits.deckTitleMax);
    expect((await callFn(server, "decks.createDeck", { title }, founder)).status).toBe(200);
  });
});

describe("saved transcripts are bounded", () => {
  const save = (transcript: Array<{ role: "user" | "assistant"; content: string }>) =>
    callFn(server, "voiceai.saveConversation", { firmTag: "YC", transcript }, founder);

  it("an entry over the length limit is refused with a clear message", async () => {
    const answer = await save([{ role: "user", content: "a".repeat(limits.transcriptEntryMax + 1) }]);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      code: "INVALID_INPUT",
      message:
        "Invalid arguments for voiceai.saveConversation: transcript.0.content: " +
        "A transcript entry can hold at most 20,000 characters.",
    });
  });

  it("more entries than allowed are refused with a clear message", async () => {
    const entries = Array.from({ length: limits.transcriptEntriesMax + 1 }, () => ({
      role: "user" as const,
      content: "Hi.",
    }));
    const answer = await save(entries);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe(
      "Invalid arguments for voiceai.saveConversation: transcript: A transcript can hold at most 2000 entries.",
    );
  });

  it("a transcript at the limits is saved", async () => {
    const answer = await save([{ role: "user", content: "a".repeat(limits.transcriptEntryMax) }]);
    expect(answer.status).toBe(200);
  });
});
