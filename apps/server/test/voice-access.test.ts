import { encodeWav } from "@pds/voice";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, deckWithSlides, ok } from "./editor-helpers.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";
import { founderAudio, until, VoiceTestClient } from "@pds/testkit";

let server: TestServer;
let founder: SignedUpUser;
let other: SignedUpUser;
let deckId: string;

beforeAll(async () => {
  server = await startTestServer({
    env: { VOICE_MAX_CONCURRENT: "2", VAPI_MODEL: "gpt-4.1-mini", VAPI_VOICE_ID: "Cole" },
  });
  founder = await signUp(server);
  other = await signUp(server);
  ({ deckId } = await deckWithSlides(server, { cookie: founder.cookie }, "Stockly", ["Problem", "Market"]));
});
afterAll(() => server.close());

const errorOf = async (client: VoiceTestClient) => {
  const error = await client.waitFor("error");
  return { code: error.code, message: error.message };
};

describe("/api/voice access", () => {
  it("refuses a page on another origin before the upgrade", async () => {
    await expect(
      VoiceTestClient.connect(server, { origin: "https://evil.example", cookie: founder.cookie }),
    ).rejects.toThrow("upgrade refused: 403");
  });

  it("without a session, start gets UNAUTHORIZED and the socket closes", async () => {
    const client = await VoiceTestClient.connect(server, { origin: server.origin });
    client.send({ type: "start", v: 1, firmTag: "YC", deckOption: "freestyle" });
    expect((await errorOf(client)).code).toBe("UNAUTHORIZED");
    await until(() => client.closed, "the socket to close");
    expect(client.messages.some((m) => m.type === "ready")).toBe(false);
  });

  it("accepts the bearer token in start (cross-origin mode)", async () => {
    const client = await VoiceTestClient.connect(server, { origin: server.origin });
    client.send({ type: "start", v: 1, firmTag: "a16z", deckOption: "freestyle", token: founder.token });
    expect((await client.waitFor("ready")).persona).toContain("Maya Chen");
    client.send({ type: "stop" });
    await client.waitFor("ended");
  });

  it("another user's deck is NOT_FOUND and closes the session", async () => {
    const client = await VoiceTestClient.connect(server, { origin: server.origin, cookie: other.cookie });
    client.send({ type: "start", v: 1, firmTag: "YC", deckOption: deckId });
    expect((await errorOf(client)).code).toBe("NOT_FOUND");
    await until(() => client.closed, "the socket to close");
  });

  it("refuses an old protocol version and a second start", async () => {
    const old = await VoiceTestClient.connect(server, { origin: server.origin, cookie: founder.cookie });
    old.send({ type: "start", v: 0, firmTag: "YC", deckOption: "freestyle" });
    expect((await errorOf(old)).code).toBe("UNSUPPORTED_VERSION");

    const client = await VoiceTestClient.connect(server, { origin: server.origin, cookie: founder.cookie });
    client.send({ type: "start", v: 1, firmTag: "YC", deckOption: "freestyle" });
    await client.waitFor("ready");
    client.send({ type: "start", v: 1, firmTag: "YC", deckOption: "freestyle" });
    expect((await errorOf(client)).code).toBe("CONFLICT");
    client.send({ type: "stop" });
    await client.waitFor("ended");
  });

  it("caps concurrent sessions per user and frees the slot when a session ends", async () => {
    const open = async () => {
      const c = await VoiceTestClient.connect(server, { origin: server.origin, cookie: founder.cookie });
      c.send({ type: "start", v: 1, firmTag: "YC", deckOption: "freestyle" });
      return c;
    };
    const first = await open();
    const second = await open();
    await first.waitFor("ready");
    await second.waitFor("ready");
    const third = await open();
    const refused = await errorOf(third);
    expect(refused).toEqual({
      code: "RATE_LIMITED",
      message: "You already have 2 practice sessions open. End one before starting another.",
    });
    // Another user is not affected by the founder's cap.
    const stranger = await VoiceTestClient.connect(server, { origin: server.origin, cookie: other.cookie });
    stranger.send({ type: "start", v: 1, firmTag: "YC", deckOption: "freestyle" });
    await stranger.waitFor("ready");
    first.send({ type: "stop" });
    await first.waitFor("ended");
    const fourth = await open();
    await fourth.waitFor("ready");
    for (const c of [second, fourth, stranger]) c.send({ type: "stop" });
    await Promise.all([second, fourth, stranger].map((c) => c.waitFor("ended")));
  });
});

describe("voice sessions over functions", () => {
  it("saveConversation stores a vapi transcript with metrics; only its owner can read it", async () => {
    const id = await ok(
      server,
      "voiceai.saveConversation",
      {
        firmTag: "Lightspeed",
        deckId,
        transcript: [
          { role: "assistant", content: "What are your unit economics?" },
          { role: "user", content: "Um, not sure, I think maybe later." },
        ],
      },
      { cookie: founder.cookie },
    );
    const saved = await ok(
      server,
      "voiceai.getConversation",
      { conversationId: id },
      { cookie: founder.cookie },
    );
    expect(saved).toMatchObject({ firmTag: "Lightspeed", deckId, deckTitle: "Stockly" });
    expect(saved?.metrics?.hedges).toBe(2);
    expect(saved?.metrics?.coverage[0]?.state).toBe("dodged");
    expect(
      await ok(server, "voiceai.getConversation", { conversationId: id }, { cookie: other.cookie }),
    ).toBeNull();
    const foreign = await call(
      server,
      "voiceai.saveConversation",
      { firmTag: "YC", deckId, transcript: [{ role: "user", content: "hi" }] },
      { cookie: other.cookie },
    );
    expect(foreign.status).toBe(404);
  });

  it("getVapiAssistantConfig builds the persona with the owner's deck and refuses others", async () => {
    const config = await ok(
      server,
      "voiceai.getVapiAssistantConfig",
      { firmTag: "Sequoia", deckOption: deckId },
      { cookie: founder.cookie },
    );
    expect(config.firstMessage).toEqual(expect.stringContaining("Stockly"));
    expect(JSON.stringify(config.model)).toContain("Why now?");
    expect(config.transcriber).toEqual(expect.objectContaining({ provider: "deepgram", model: "nova-2" }));
    expect(config.model).toEqual(expect.objectContaining({ provider: "openai", model: "gpt-4.1-mini" }));
    expect(config.voice).toEqual({ provider: "vapi", voiceId: "Cole" });
    expect(config.maxDurationSeconds).toBe(1800);
    const refused = await call(
      server,
      "voiceai.getVapiAssistantConfig",
      { firmTag: "Sequoia", deckOption: deckId },
      { cookie: other.cookie },
    );
    expect(refused.status).toBe(404);
  });

  it("getVapiAssistantConfig has the partner start on the slides investors skimmed, of the owner's deck only", async () => {
    const owner = await signUp(server);
    const own = await deckWithSlides(server, { cookie: owner.cookie }, "Stockly", ["Problem", "Market"]);
    const foreign = await deckWithSlides(server, { cookie: other.cookie }, "Rival", ["Secret plan"]);
    const config = await ok(
      server,
      "voiceai.getVapiAssistantConfig",
      { firmTag: "YC", deckOption: own.deckId, focusSlideIds: [own.slideIds[1]!, foreign.slideIds[0]!] },
      { cookie: owner.cookie },
    );
    const prompt = (config.model as { messages: Array<{ content: string }> }).messages[0]?.content;
    expect(prompt).toContain('share links skimmed "Market"');
    expect(prompt).not.toContain("Secret plan");
    const tooMany = await call(
      server,
      "voiceai.getVapiAssistantConfig",
      { firmTag: "YC", deckOption: own.deckId, focusSlideIds: Array(6).fill(own.slideIds[0]) },
      { cookie: owner.cookie },
    );
    expect(tooMany.status).toBe(400);
  });
});

describe("POST /api/voice/transcribe", () => {
  const post = (body: Uint8Array, headers: Record<string, string>) =>
    fetch(`${server.url}/api/voice/transcribe`, { method: "POST", headers, body: Buffer.from(body) });

  it("transcribes a WAV or raw PCM voice note for a signed-in caller", async () => {
    const samples = await founderAudio(
      "We help small restaurants manage their inventory and we have ten thousand dollars in monthly revenue.",
    );
    const wav = await post(encodeWav({ samples, sampleRate: 16_000 }), {
      origin: server.origin,
      cookie: founder.cookie,
      "content-type": "audio/wav",
    });
    expect(wav.status).toBe(200);
    expect(((await wav.json()) as { text: string }).text).toMatch(/inventory|revenue/);
    const raw = await post(new Uint8Array(samples.buffer), {
      origin: server.origin,
      authorization: `Bearer ${founder.token}`,
      "content-type": "application/octet-stream",
    });
    expect(((await raw.json()) as { text: string }).text).toMatch(/inventory|revenue/);
  });

  it("transcribes one voice note per user at a time: a second one meanwhile is refused, not queued", async () => {
    const samples = await founderAudio("We sell inventory software to restaurants across the country.");
    const headers = { origin: server.origin, cookie: founder.cookie, "content-type": "audio/wav" };
    const wav = encodeWav({ samples, sampleRate: 16_000 });
    const [first, second] = await Promise.all([post(wav, headers), post(wav, headers)]);
    expect([first.status, second.status].sort()).toEqual([200, 429]);
    const refused = first.status === 429 ? first : second;
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "A voice note is already being transcribed. Wait for it to finish.",
    );
    expect((await post(wav, headers)).status).toBe(200);
  });

  it("refuses no session, another origin and recordings over 2 MB", async () => {
    const body = new Uint8Array(32_000);
    expect((await post(body, { origin: server.origin })).status).toBe(401);
    expect((await post(body, { origin: "https://evil.example", cookie: founder.cookie })).status).toBe(403);
    const big = await post(new Uint8Array(2 * 1024 * 1024 + 1), {
      origin: server.origin,
      cookie: founder.cookie,
    });
    expect(big.status).toBe(413);
  });
});

describe("daily minutes cap", () => {
  it("ends a session when the day's minutes run out and refuses new ones", async () => {
    const capped = await startTestServer({ env: { VOICE_MINUTES_PER_DAY: "0.05" } });
    try {
      const user = await signUp(capped);
      const headers = { origin: capped.origin, cookie: user.cookie };
      const client = await VoiceTestClient.connect(capped, headers);
      client.send({ type: "start", v: 1, firmTag: "YC", deckOption: "freestyle" });
      await client.waitFor("listening");
      client.sendAudio(new Int16Array(16_000 * 4));
      expect((await errorOf(client)).code).toBe("RATE_LIMITED");
      expect((await client.waitFor("ended")).reason).toBe("daily-limit-reached");
      const next = await VoiceTestClient.connect(capped, headers);
      next.send({ type: "start", v: 1, firmTag: "YC", deckOption: "freestyle" });
      expect(await errorOf(next)).toEqual({
        code: "RATE_LIMITED",
        message: "You have used today's 0.05 minutes of voice practice. Try again tomorrow.",
      });
      const note = await fetch(`${capped.url}/api/voice/transcribe`, {
        method: "POST",
        headers,
        body: Buffer.from(new Int16Array(16_000).buffer),
      });
      expect(note.status).toBe(429);
      const vapi = await call(
        capped,
        "voiceai.getVapiAssistantConfig",
        { firmTag: "YC", deckOption: "freestyle" },
        { cookie: user.cookie },
      );
      expect(vapi.status).toBe(429);
    } finally {
      await capped.close();
    }
  });

  it("counts a call the browser's provider ran (vapi) against the day, for Vapi and the local pipeline", async () => {
    const capped = await startTestServer({ env: { VOICE_MINUTES_PER_DAY: "1" } });
    try {
      const user = await signUp(capped);
      const auth = { cookie: user.cookie };
      const config = () =>
        call(capped, "voiceai.getVapiAssistantConfig", { firmTag: "YC", deckOption: "freestyle" }, auth);
      const maxDuration = async () =>
        ((await config()).body.result as { maxDurationSeconds: number }).maxDurationSeconds;
      const save = (durationSeconds: number) =>
        call(
          capped,
          "voiceai.saveConversation",
          { firmTag: "YC", transcript: [{ role: "user", content: "We help clinics." }], durationSeconds },
          auth,
        );
      expect(await maxDuration()).toBe(60);
      expect((await save(-5)).status).toBe(400);
      const saved = await save(45);
      expect(saved.status).toBe(200);
      const review = await ok(
        capped,
        "voiceai.getConversation",
        { conversationId: saved.body.result as string },
        auth,
      );
      // The call's length is the review's duration; the transcript has no timings of its own.
      expect(review?.metrics).toMatchObject({ durationMs: 45_000, wordsPerMinute: null });
      expect(await maxDuration()).toBe(15);
      expect((await save(20)).status).toBe(200);
      expect((await config()).status).toBe(429);
      const client = await VoiceTestClient.connect(capped, { origin: capped.origin, cookie: user.cookie });
      client.send({ type: "start", v: 1, firmTag: "YC", deckOption: "freestyle" });
      expect((await errorOf(client)).code).toBe("RATE_LIMITED");
    } finally {
      await capped.close();
    }
  });

  it("counts the user's other live sessions: two sessions together cannot spend the day twice", async () => {
    // 12 s a day. Audio is sent faster than real time, so only the shared usage check, not the 12 s
    // wall-clock backstop, can end the second session within 8 s.
    const capped = await startTestServer({ env: { VOICE_MINUTES_PER_DAY: "0.2" } });
    try {
      const user = await signUp(capped);
      const headers = { origin: capped.origin, cookie: user.cookie };
      const speech = await founderAudio("We help dental clinics fill their schedules.");
      const turn = (seconds: number) => {
        const samples = new Int16Array(16_000 * seconds);
        samples.set(speech.subarray(0, Math.min(speech.length, samples.length - 16_000)));
        return samples;
      };
      const first = await VoiceTestClient.connect(capped, headers);
      first.send({ type: "start", v: 1, firmTag: "YC", deckOption: "freestyle" });
      await first.waitFor("listening");
      first.sendAudio(turn(7));
      await first.waitFor("transcript", (m) => m.role === "user");
      // 7 of the day's 12 seconds are in use by the first session, which is still live.
      const vapi = await ok(
        capped,
        "voiceai.getVapiAssistantConfig",
        { firmTag: "YC", deckOption: "freestyle" },
        { cookie: user.cookie },
      );
      expect(vapi.maxDurationSeconds).toBeGreaterThan(0);
      expect(vapi.maxDurationSeconds).toBeLessThanOrEqual(12);
      // Hung up at once: the Vapi call frees the slot and the minutes it reserved.
      await ok(
        capped,
        "voiceai.saveConversation",
        { firmTag: "YC", transcript: [{ role: "user", content: "Hello?" }], durationSeconds: 0 },
        { cookie: user.cookie },
      );
      const second = await VoiceTestClient.connect(capped, headers);
      second.send({ type: "start", v: 1, firmTag: "YC", deckOption: "freestyle" });
      await second.waitFor("listening");
      second.sendAudio(turn(6));
      expect((await second.waitFor("error", () => true, 8000)).code).toBe("RATE_LIMITED");
      expect((await second.waitFor("ended")).reason).toBe("daily-limit-reached");
    } finally {
      await capped.close();
    }
  });
});
