import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deckWithSlides, ok } from "./editor-helpers.ts";
import { signUp, type SignedUpUser, startTestServer, type TestServer } from "./test-server.ts";
import { founderAudio, VoiceTestClient } from "@pds/testkit";

const SENTENCE =
  "We help small restaurants manage their inventory and we have ten thousand dollars in monthly revenue.";

let server: TestServer;
let founder: SignedUpUser;
let other: SignedUpUser;
let deckId: string;
let audio: Int16Array;

beforeAll(async () => {
  server = await startTestServer();
  founder = await signUp(server);
  other = await signUp(server);
  ({ deckId } = await deckWithSlides(server, { cookie: founder.cookie }, "Stockly", [
    "Problem",
    "Traction",
    "Market",
  ]));
  audio = await founderAudio(SENTENCE);
});
afterAll(() => server.close());

const withCookie = (user: SignedUpUser) => ({ origin: server.origin, cookie: user.cookie });

describe("/api/voice pipeline", () => {
  it("greets, transcribes the founder, replies with audio, and saves the session on stop", async () => {
    const client = await VoiceTestClient.connect(server, withCookie(founder));
    client.send({ type: "start", v: 1, firmTag: "YC", deckOption: deckId });
    const ready = await client.waitFor("ready");
    expect(ready.outputSampleRate).toBe(16_000);
    expect(ready.persona).toContain("Sam Patel");
    const greeting = await client.waitFor("transcript", (m) => m.role === "assistant");
    expect(greeting.transcript).toMatch(/Stockly.*what are you making\?$/);
    await client.waitFor("listening");
    const greetingIndex = client.messages.indexOf(greeting);
    expect(client.audioBytesAfter(greetingIndex)).toBeGreaterThan(16_000);

    const sentAt = client.messages.length;
    client.sendAudio(audio);
    const user = await client.waitFor("transcript", (m) => m.role === "user");
    // pocketsphinx is approximate: a couple of clear words must come through.
    expect(user.transcript).toMatch(/restaurants/);
    expect(user.transcript).toMatch(/inventory|revenue|thousand/);
    const reply = await client.waitFor(
      "transcript",
      (m) => m.role === "assistant" && client.messages.indexOf(m) > client.messages.indexOf(user),
    );
    // The VC quotes the figure it heard back (however much of the sentence around it came through).
    expect(reply.transcript).toContain("$10K");
    await client.waitFor(
      "speech-end",
      () => client.messages.filter((m) => m.type === "speech-end").length >= 2,
    );
    expect(client.audioBytesAfter(Math.max(sentAt, client.messages.indexOf(reply)))).toBeGreaterThan(16_000);

    client.send({ type: "stop" });
    const ended = await client.waitFor("ended");
    expect(ended.reason).toBe("customer-ended-call");
    expect(ended.conversationId).toEqual(expect.any(String));
    await until(() => client.closed);

    const saved = await ok(
      server,
      "voiceai.getConversation",
      { conversationId: ended.conversationId ?? "" },
      { cookie: founder.cookie },
    );
    expect(saved?.firmTag).toBe("YC");
    expect(saved?.deckId).toBe(deckId);
    expect(saved?.deckTitle).toBe("Stockly");
    expect(saved?.transcript.map((e) => e.role)).toEqual(["assistant", "user", "assistant"]);
    expect(saved?.transcript[1]?.content).toBe(user.transcript);
    expect(saved?.metrics?.founderWords).toBeGreaterThan(5);
    expect(saved?.metrics?.wordsPerMinute).toBeGreaterThan(60);
    expect(saved?.metrics?.coverage[0]).toEqual({ topic: "What are you making", state: "answered" });

    // Another user can neither read it nor find it in their list.
    expect(
      await ok(
        server,
        "voiceai.getConversation",
        { conversationId: ended.conversationId ?? "" },
        { cookie: other.cookie },
      ),
    ).toBeNull();
  });

  it("saves what was said when the socket drops", async () => {
    const client = await VoiceTestClient.connect(server, withCookie(founder));
    client.send({ type: "start", v: 1, firmTag: "Sequoia", deckOption: "freestyle" });
    await client.waitFor("listening");
    client.sendAudio(audio);
    await client.waitFor("transcript", (m) => m.role === "user");
    client.ws.terminate();
    const sessions = () => ok(server, "voiceai.getRecentConversations", {}, { cookie: founder.cookie });
    await until(async () => (await sessions()).some((s) => s.firmTag === "Sequoia"));
    const [latest] = await sessions();
    const saved = await ok(
      server,
      "voiceai.getConversation",
      { conversationId: latest?._id ?? "" },
      { cookie: founder.cookie },
    );
    expect(saved?.deckId).toBeNull();
    expect(saved?.transcript.find((e) => e.role === "user")?.content).toMatch(/restaurants/);
  });

  it("starts with the slides investors skimmed; another deck's slide ids are ignored", async () => {
    const state = await ok(
      server,
      "decks.getDeckWithSlidesByStringId",
      { deckId },
      { cookie: founder.cookie },
    );
    const market = state!.slides.find((slide) => slide.title === "Market")!;
    const client = await VoiceTestClient.connect(server, withCookie(founder));
    client.send({ type: "start", v: 1, firmTag: "YC", deckOption: deckId, focusSlideIds: [market._id] });
    const greeting = await client.waitFor("transcript", (m) => m.role === "assistant");
    expect(greeting.transcript).toContain('moved quickly past "Market", so I will start there.');
    client.send({ type: "stop" });
    await client.waitFor("ended");
    client.close();

    const foreign = await deckWithSlides(server, { cookie: other.cookie }, "Other", ["Market"]);
    const second = await VoiceTestClient.connect(server, withCookie(founder));
    second.send({ type: "start", v: 1, firmTag: "YC", deckOption: deckId, focusSlideIds: foreign.slideIds });
    const plain = await second.waitFor("transcript", (m) => m.role === "assistant");
    expect(plain.transcript).not.toContain("moved quickly past");
    second.send({ type: "stop" });
    await second.waitFor("ended");
    second.close();
  });
});

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
