import { afterEach, describe, expect, it, vi } from "vitest";
import { transcribePcm, VOICE_NAMES_HEADER } from "./transcribe.ts";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(reply: { status: number; body: unknown }) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return calls;
}

describe("transcribePcm", () => {
  it("sends the brief's names URI-encoded, so the server spells them the founder's way", async () => {
    const calls = stubFetch({ status: 200, body: { text: " We are Harbor Freight Labs. " } });
    const text = await transcribePcm(new Uint8Array(32_000), undefined, [
      "Harbor Freight Labs",
      " ",
      "Café, Nova",
    ]);
    expect(text).toBe("We are Harbor Freight Labs.");
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers[VOICE_NAMES_HEADER]).toBe("Harbor%20Freight%20Labs,Caf%C3%A9%2C%20Nova");
  });

  it("sends no names header without names, and says the server's refusal", async () => {
    const calls = stubFetch({ status: 400, body: { error: { message: "The recording is empty." } } });
    await expect(transcribePcm(new Uint8Array(10))).rejects.toThrow("The recording is empty.");
    expect(calls[0]!.init.headers).not.toHaveProperty(VOICE_NAMES_HEADER);
  });
});
