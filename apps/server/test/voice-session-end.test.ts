import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until, VoiceTestClient } from "@pds/testkit";
import { authPost, signUp, startTestServer, type TestServer } from "./test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("a voice socket lives no longer than its sign-in session", () => {
  it("signing out ends a live practice call and closes the socket", async () => {
    const founder = await signUp(server);
    const call = await VoiceTestClient.connect(server, { origin: server.origin, cookie: founder.cookie });
    call.send({ type: "start", v: 1, firmTag: "YC", deckOption: "freestyle" });
    await call.waitFor("ready");
    expect((await authPost(server, "/sign-out", {}, { cookie: founder.cookie })).status).toBe(200);
    expect((await call.waitFor("ended")).reason).toBe("signed-out");
    await until(() => call.closed, "the voice socket to close");
  });

  it("a socket opened before sign-out can no longer start a call as that user", async () => {
    const founder = await signUp(server);
    const waiting = await VoiceTestClient.connect(server, { origin: server.origin, cookie: founder.cookie });
    expect((await authPost(server, "/sign-out", {}, { cookie: founder.cookie })).status).toBe(200);
    await until(() => waiting.closed, "the waiting voice socket to close");
    expect(waiting.messages.some((message) => message.type === "ready")).toBe(false);
  });

  it("a call started with a bearer token ends when that token's session signs out", async () => {
    const founder = await signUp(server);
    const call = await VoiceTestClient.connect(server, { origin: server.origin });
    call.send({ type: "start", v: 1, firmTag: "a16z", deckOption: "freestyle", token: founder.token });
    await call.waitFor("ready");
    expect((await authPost(server, "/sign-out", {}, { cookie: founder.cookie })).status).toBe(200);
    expect((await call.waitFor("ended")).reason).toBe("signed-out");
  });

  it("another user's sign-out leaves the call alone", async () => {
    const founder = await signUp(server);
    const other = await signUp(server);
    const call = await VoiceTestClient.connect(server, { origin: server.origin, cookie: founder.cookie });
    call.send({ type: "start", v: 1, firmTag: "Sequoia", deckOption: "freestyle" });
    await call.waitFor("ready");
    expect((await authPost(server, "/sign-out", {}, { cookie: other.cookie })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(call.closed).toBe(false);
    call.send({ type: "stop" });
    expect((await call.waitFor("ended")).reason).toBe("customer-ended-call");
  });
});
