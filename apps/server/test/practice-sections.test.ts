import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, draftedDeck } from "./editor-helpers.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

let server: TestServer;
let founder: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer();
  founder = await signUp(server);
});
afterAll(() => server?.close());

describe("a drafted deck with headline titles, as the mock investor reads it", () => {
  it("calls a slide by its section and hears the claim in its headline", async () => {
    const deckId = await draftedDeck(
      server,
      founder,
      "DentaFlow automates insurance checks for dental clinics. Front desks spend 12 hours a week on the " +
        "phone with insurers, and 1 in 5 claims is denied for eligibility errors. We have 38 paying clinics " +
        "and $21k MRR, growing 18% a month since March.",
    );
    const { slides } = (await ok(server, "decks.getDeckWithSlidesByStringId", { deckId }, founder))!;
    const traction = slides.find((slide) => slide.section === "traction")!;
    expect(traction.title).toBe("38 paying clinics and $21k MRR, growing 18% a month since March");

    const questions = await ok(
      server,
      "voiceai.getLikelyQuestions",
      { firmTag: "YC", deckOption: deckId },
      founder,
    );
    const reasons = questions.map((question) => question.reason).join("\n");
    expect(reasons).toContain('Your "Traction" slide says 38 paying clinics');
    expect(reasons).not.toContain('"38 paying clinics and $21k MRR');
  });
});
