import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "./editor-helpers.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

let server: TestServer;
let founder: SignedUpUser;
let other: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer();
  founder = await signUp(server);
  other = await signUp(server);
});
afterAll(() => server.close());

describe("readiness across practice sessions", () => {
  it("scores each reviewed session by the topics really covered, oldest first, for its owner only", async () => {
    await ok(
      server,
      "voiceai.saveConversation",
      {
        firmTag: "YC",
        transcript: [
          { role: "assistant", content: "In one or two sentences, what are you making?" },
          { role: "user", content: "Um, not sure yet." },
        ],
      },
      founder,
    );
    await ok(
      server,
      "voiceai.saveConversation",
      {
        firmTag: "YC",
        transcript: [
          { role: "assistant", content: "In one or two sentences, what are you making?" },
          {
            role: "user",
            content:
              "We build scheduling software for dental clinics, and we have 38 paying clinics and $21k MRR.",
          },
        ],
      },
      founder,
    );
    const trend = await ok(server, "voiceai.getReadinessTrend", {}, founder);
    expect(trend.map((point) => point.readiness)).toEqual([0, 40]);
    expect(trend[1]?.covered).toEqual(["What are you making", "Traction"]);
    expect(trend[0]?.open).toContain("What are you making");
    expect(trend[1]?.areas).toContainEqual({ area: "Traction", covered: true });
    expect(trend[0]?.areas).toContainEqual({ area: "Solution", covered: false });
    expect(await ok(server, "voiceai.getReadinessTrend", {}, other)).toEqual([]);
  });
});
