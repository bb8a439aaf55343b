import { founderAudio, startFakeOpenAiServer, VoiceTestClient, type FakeOpenAiServer } from "@pds/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "./editor-helpers.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

const MODEL_QUESTION = "Which clinics pay you today, and since when?";
let fake: FakeOpenAiServer;
let server: TestServer;
let audio: Int16Array;

beforeAll(async () => {
  fake = await startFakeOpenAiServer({ fallback: () => ({ kind: "text", text: MODEL_QUESTION }) });
  // The server's own engine is the offline one: only a founder who connected a model has one.
  server = await startTestServer();
  audio = await founderAudio("We sell scheduling software to dental clinics and forty clinics pay us.");
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** One founder turn in a YC session: the partner's reply. */
async function replyTo(founder: SignedUpUser) {
  const client = await VoiceTestClient.connect(server, { origin: server.origin, cookie: founder.cookie });
  try {
    client.send({ type: "start", v: 1, firmTag: "YC", deckOption: "freestyle" });
    await client.waitFor("listening");
    client.sendAudio(audio);
    const said = await client.waitFor("transcript", (m) => m.role === "user");
    const reply = await client.waitFor(
      "transcript",
      (m) => m.role === "assistant" && client.messages.indexOf(m) > client.messages.indexOf(said),
    );
    client.send({ type: "stop" });
    await client.waitFor("ended");
    return reply.transcript;
  } finally {
    client.close();
  }
}

describe("the mock VC of a founder who connected a model", () => {
  it("is played by that model, with the partner's listening notes; a founder without one gets the scripted partner", async () => {
    const alice = await signUp(server, { name: "Alice" });
    await ok(
      server,
      "settings.saveModelSettings",
      { provider: "openai-compatible", model: "llama3.1:8b", baseUrl: fake.baseURL },
      alice,
    );
    expect(await replyTo(alice)).toBe(MODEL_QUESTION);
    const system = JSON.stringify(fake.requests.at(-1)?.body.messages?.[0]?.content);
    expect(system).toContain("Listening notes on the founder's last turn");

    const bob = await signUp(server, { name: "Bob" });
    const asked = fake.requests.length;
    expect(await replyTo(bob)).not.toBe(MODEL_QUESTION);
    expect(fake.requests.length).toBe(asked);
  }, 60_000);
});
