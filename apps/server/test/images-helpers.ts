import http from "node:http";
import zlib from "node:zlib";
import { authHeaders, type Auth, type TestServer } from "./test-server.ts";

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

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A valid PNG header declaring `width`×`height` 8-bit grey pixels, followed by a few rows of data: the
 * shape of a decompression bomb (its header promises gigabytes) without building gigabytes to test it.
 */
export function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = zlib.deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
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
