import { and, eq, schema } from "@pds/db";
import type { StreamingSpeechToText } from "@pds/voice";
import { until, VoiceTestClient } from "@pds/testkit";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

/**
 * The live decoder costs ~100 MB (pocketsphinx), so one left open per refused session is a memory leak.
 * The server builds its engines from the environment, so the test swaps the streaming decoder class for a
 * scripted one that counts what is opened and closed, and counts finished session claims: once every
 * claim has settled, a decoder still open can only be a leak.
 */
const counts = vi.hoisted(() => ({ opened: 0, closed: 0, claims: 0 }));
const openDecoders = () => counts.opened - counts.closed;

vi.mock("@pds/voice", async (importOriginal) => {
  const voice = await importOriginal<typeof import("@pds/voice")>();
  class CountingStt implements StreamingSpeechToText {
    readonly name = "counting";
    private closed = false;
    constructor() {
      counts.opened++;
    }
    write() {}
    finish() {
      return Promise.resolve("");
    }
    transcribe() {
      return Promise.resolve("");
    }
    close() {
      if (this.closed) return;
      this.closed = true;
      counts.closed++;
    }
  }
  return { ...voice, PocketsphinxStreamStt: CountingStt };
});

vi.mock("../src/modules/voice/voice-caps.ts", async (importOriginal) => {
  const caps = await importOriginal<typeof import("../src/modules/voice/voice-caps.ts")>();
  return {
    ...caps,
    claimVoiceSession: (...args: Parameters<typeof caps.claimVoiceSession>) =>
      caps.claimVoiceSession(...args).finally(() => counts.claims++),
  };
});

let server: TestServer;
let founder: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer({ env: { VOICE_MAX_CONCURRENT: "2", VOICE_OFFLINE_STT: "pocketsphinx" } });
  founder = await signUp(server);
});
afterAll(() => server.close());

/**
 * Connect and send `start`, signed in by the upgrade's cookie or by the bearer token in `start` (whose
 * lookup is a database read, so a close can reach the server while the start is still being set up).
 */
const start = async (user: SignedUpUser, via: "cookie" | "token" = "cookie") => {
  const headers: Record<string, string> = { origin: server.origin };
  if (via === "cookie") headers.cookie = user.cookie;
  const client = await VoiceTestClient.connect(server, headers);
  const token = via === "token" ? user.token : undefined;
  client.send({ type: "start", v: 1, firmTag: "YC", deckOption: "freestyle", token });
  return client;
};

/** Let the server finish what the last claim started (the code right after it is synchronous). */
const settled = async (claims: number) => {
  await until(() => counts.claims >= claims, `${claims} session claims`, 20_000);
  await new Promise((resolve) => setTimeout(resolve, 50));
};

async function untilNoLiveRows(user: SignedUpUser) {
  const deadline = Date.now() + 10_000;
  const live = () =>
    server.database.db
      .select({ id: schema.voiceSessions.id })
      .from(schema.voiceSessions)
      .where(and(eq(schema.voiceSessions.ownerId, user.id), eq(schema.voiceSessions.status, "live")));
  while ((await live()).length > 0) {
    if (Date.now() > deadline) throw new Error("Timed out waiting for the sessions to end");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("live decoders", () => {
  it("with the cap reached, 50 sockets that start then stop or close at once leave no decoder open", async () => {
    const open = [await start(founder), await start(founder)];
    await Promise.all(open.map((client) => client.waitFor("ready")));
    expect(openDecoders()).toBe(2);
    const claimsBefore = counts.claims;

    const burst = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        if (i % 2 === 0) {
          const client = await start(founder);
          client.send({ type: "stop" });
          return client;
        }
        const client = await start(founder, "token");
        client.ws.close();
        return client;
      }),
    );
    await until(() => burst.every((client) => client.closed), "the burst's sockets to close", 20_000);
    await settled(claimsBefore + 50);
    expect(openDecoders()).toBe(2);

    for (const client of open) client.send({ type: "stop" });
    await Promise.all(open.map((client) => client.waitFor("ended")));
    expect(openDecoders()).toBe(0);
  });

  it("a refused session (cap reached, socket still open) opens no decoder and gets RATE_LIMITED", async () => {
    const open = [await start(founder), await start(founder)];
    await Promise.all(open.map((client) => client.waitFor("ready")));
    const openedBefore = counts.opened;
    const refused = await start(founder);
    expect((await refused.waitFor("error")).code).toBe("RATE_LIMITED");
    await until(() => refused.closed, "the refused socket to close");
    expect(counts.opened).toBe(openedBefore);
    for (const client of open) client.send({ type: "stop" });
    await Promise.all(open.map((client) => client.waitFor("ended")));
    expect(openDecoders()).toBe(0);
  });

  it("sessions under the cap whose socket closes during start release their decoder and their slot", async () => {
    const user = await signUp(server);
    const claimsBefore = counts.claims;
    const burst = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const client = await start(user, "token");
        client.ws.close();
        return client;
      }),
    );
    await until(() => burst.every((client) => client.closed), "the sockets to close");
    await settled(claimsBefore + 10);
    // A claim that won the race with the close went live and is ending now (its drain runs first), so
    // this waits; a leaked decoder would never close.
    await until(() => openDecoders() === 0, "every decoder to be closed", 10_000);
    await untilNoLiveRows(user);
    // Every claim that succeeded was ended again: the user can open their two sessions.
    const open = [await start(user), await start(user)];
    await Promise.all(open.map((client) => client.waitFor("ready")));
    for (const client of open) client.send({ type: "stop" });
    await Promise.all(open.map((client) => client.waitFor("ended")));
    expect(openDecoders()).toBe(0);
  });
});
