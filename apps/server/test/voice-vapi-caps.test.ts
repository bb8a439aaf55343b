import { until, VoiceTestClient } from "@pds/testkit";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call } from "./editor-helpers.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

afterEach(() => {
  vi.useRealTimers();
});

async function withServer(env: Record<string, string>, run: (server: TestServer) => Promise<void>) {
  const server = await startTestServer({ env });
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

const config = (server: TestServer, user: SignedUpUser) =>
  call(
    server,
    "voiceai.getVapiAssistantConfig",
    { firmTag: "YC", deckOption: "freestyle" },
    { cookie: user.cookie },
  );

const maxDuration = async (server: TestServer, user: SignedUpUser) => {
  const answer = await config(server, user);
  expect(answer.status).toBe(200);
  return (answer.body.result as { maxDurationSeconds: number }).maxDurationSeconds;
};

const save = (server: TestServer, user: SignedUpUser, durationSeconds?: number) =>
  call(
    server,
    "voiceai.saveConversation",
    {
      firmTag: "YC",
      transcript: [{ role: "user", content: "We help clinics." }],
      ...(durationSeconds === undefined ? {} : { durationSeconds }),
    },
    { cookie: user.cookie },
  );

/** "ready", or the code a local session start was refused with. */
async function startLocal(server: TestServer, user: SignedUpUser) {
  const client = await VoiceTestClient.connect(server, { origin: server.origin, cookie: user.cookie });
  client.send({ type: "start", v: 1, firmTag: "YC", deckOption: "freestyle" });
  await until(
    () => client.messages.some((m) => m.type === "ready" || m.type === "error"),
    "ready or an error",
  );
  const error = client.messages.find((m) => m.type === "error");
  if (!error) {
    client.send({ type: "stop" });
    await client.waitFor("ended");
  }
  return error ? error.code : "ready";
}

describe("Vapi calls and the concurrent-session cap", () => {
  it("each Vapi call holds a slot until it is saved: a third call, or a local session, is refused", () =>
    withServer({ VOICE_MAX_CONCURRENT: "2", VOICE_MINUTES_PER_DAY: "600" }, async (server) => {
      const founder = await signUp(server);
      expect((await config(server, founder)).status).toBe(200);
      expect((await config(server, founder)).status).toBe(200);
      const third = await config(server, founder);
      expect(third.status).toBe(429);
      expect(third.body.error).toEqual({
        code: "RATE_LIMITED",
        message: "You already have 2 practice sessions open. End one before starting another.",
      });
      expect(await startLocal(server, founder)).toBe("RATE_LIMITED");
      // Another founder's calls are theirs alone.
      expect((await config(server, await signUp(server))).status).toBe(200);
      // Saving a call frees its slot.
      expect((await save(server, founder, 30)).status).toBe(200);
      expect((await config(server, founder)).status).toBe(200);
    }));

  it("a call never saved frees its slot once its maxDurationSeconds have passed", () =>
    withServer({ VOICE_MAX_CONCURRENT: "1" }, async (server) => {
      const founder = await signUp(server);
      const start = Date.now();
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(start);
      expect(await maxDuration(server, founder)).toBe(1800);
      vi.setSystemTime(start + 1_790_000);
      expect((await config(server, founder)).status).toBe(429);
      vi.setSystemTime(start + 1_801_000);
      // Its 30 minutes stay counted (the call may have run them all): 30 of the day's 60 are left.
      expect(await maxDuration(server, founder)).toBe(1800);
    }));
});

describe("Vapi calls and the daily minutes", () => {
  it("two calls at once cannot both spend the day: an open call reserves its minutes until saved", () =>
    withServer({ VOICE_MINUTES_PER_DAY: "1" }, async (server) => {
      const founder = await signUp(server);
      expect(await maxDuration(server, founder)).toBe(60);
      const second = await config(server, founder);
      expect(second.status).toBe(429);
      expect(second.body.error).toMatchObject({ code: "RATE_LIMITED" });
      expect(await startLocal(server, founder)).toBe("RATE_LIMITED");
      // Saved after 20 s: the rest of the reservation comes back.
      expect((await save(server, founder, 20)).status).toBe(200);
      expect(await maxDuration(server, founder)).toBe(40);
    }));

  it("a reported length above what the call was allowed is charged as the allowance", () =>
    withServer({ VOICE_MINUTES_PER_DAY: "2" }, async (server) => {
      const founder = await signUp(server);
      expect(await maxDuration(server, founder)).toBe(120);
      expect((await save(server, founder, 100)).status).toBe(200);
      expect(await maxDuration(server, founder)).toBe(20);
      expect((await save(server, founder, 3600)).status).toBe(200);
      expect((await config(server, founder)).status).toBe(429);
    }));

  it("a call saved without its length is charged the time since it was started", () =>
    withServer({ VOICE_MINUTES_PER_DAY: "2" }, async (server) => {
      const founder = await signUp(server);
      const start = Date.now();
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(start);
      expect(await maxDuration(server, founder)).toBe(120);
      vi.setSystemTime(start + 30_000);
      expect((await save(server, founder)).status).toBe(200);
      expect(await maxDuration(server, founder)).toBe(90);
    }));
});
