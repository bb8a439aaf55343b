import http from "node:http";
import { authHeaders, type Auth, type TestServer } from "./test-server.ts";
export { bombPng } from "@pds/testkit";

export interface Uploaded {
  id: string;
  width: number;
  height: number;
}

/** `POST /api/images?deckId=…` with raw bytes, as the web client sends them. */
export async function postImage(
  server: TestServer,
  deckId: string,
  bytes: Uint8Array,
  auth: Auth,
  contentType = "image/png",
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}/api/images?deckId=${encodeURIComponent(deckId)}`, {
    method: "POST",
    headers: { "content-type": contentType, origin: server.origin, ...authHeaders(auth) },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

export interface Sent {
  status: number;
  body: unknown;
  /** Bytes of the body written before the answer came. */
  written: number;
}

/**
 * POST a body of `declared` bytes (or chunked when undefined), writing 64 KB chunks only while no answer
 * has come: a server that reads the whole body before refusing it never answers in time.
 */
export function postLarge(server: TestServer, path: string, declared: number | undefined, cookie: string) {
  return new Promise<Sent>((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = {
      "content-type": "image/png",
      origin: server.origin,
      cookie,
      ...(declared === undefined ? { "transfer-encoding": "chunked" } : { "content-length": declared }),
    };
    const request = http.request(`${server.url}${path}`, { method: "POST", headers });
    const block = Buffer.alloc(64 * 1024, 0);
    let written = 0;
    let answered = false;
    const limit = declared ?? 50 * 1024 * 1024;
    const timer = setTimeout(() => reject(new Error(`no answer after ${written} bytes`)), 5_000);
    const pump = () => {
      while (!answered && written < limit) {
        written += block.length;
        if (!request.write(block)) return void request.once("drain", pump);
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
