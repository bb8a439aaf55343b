import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, deckState, deckWithSlides, ok, slideTitles, draftedDeck } from "./editor-helpers.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

let server: TestServer;
let alice: SignedUpUser;
let bob: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signUp(server, { name: "Alice" });
  bob = await signUp(server, { name: "Bob" });
});
afterAll(() => server?.close());

const TITLES = ["Problem", "Solution", "Market", "Team"];

async function chat(deckId: string, userMessage: string) {
  await ok(server, "ai.chatWithAI", { deckId, userMessage }, alice);
  const messages = await ok(server, "messages.getMessages", { deckId }, alice);
  return messages.at(-1)!;
}

describe("undoing one copilot reply", () => {
  it("a deleted slide comes back with its id, text and place; the reply can be undone once", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, alice, "Undo delete", TITLES);
    const reply = await chat(deckId, "delete slide 2");
    expect(slideTitles(await deckState(server, deckId, alice))).toEqual(["Problem", "Market", "Team"]);
    expect(reply.undo).toBe("available");

    await ok(server, "messages.undoCopilotEdit", { messageId: reply._id }, alice);
    const restored = await deckState(server, deckId, alice);
    expect(slideTitles(restored)).toEqual(TITLES);
    expect(restored?.slides[1]).toMatchObject({
      _id: slideIds[1],
      title: "Solution",
      content: "Solution body",
    });
    expect((await ok(server, "messages.getMessages", { deckId }, alice)).at(-1)?.undo).toBe("done");

    const again = await call(server, "messages.undoCopilotEdit", { messageId: reply._id }, alice);
    expect(again.body.error).toEqual({ code: "CONFLICT", message: "Those changes were already undone." });
  });

  it("reverts only that reply: a later edit by the founder to another slide stays", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, alice, "Undo rename", TITLES);
    const reply = await chat(deckId, "rename slide 1 to The pain");
    await ok(server, "slides.updateSlide", { slideId: slideIds[3]!, title: "Founders" }, alice);
    await ok(server, "messages.undoCopilotEdit", { messageId: reply._id }, alice);
    expect(slideTitles(await deckState(server, deckId, alice))).toEqual([
      "Problem",
      "Solution",
      "Market",
      "Founders",
    ]);
  });

  it("does not bring back a slide the reply changed that the founder deleted since", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, alice, "Undo after delete", TITLES);
    const reply = await chat(deckId, "rename slide 4 to Founders");
    await ok(server, "slides.deleteSlide", { slideId: slideIds[3]! }, alice);
    await ok(server, "messages.undoCopilotEdit", { messageId: reply._id }, alice);
    expect(slideTitles(await deckState(server, deckId, alice))).toEqual(["Problem", "Solution", "Market"]);
  });

  it("several requests at once: the added slide goes and the moved slide returns", async () => {
    const { deckId } = await deckWithSlides(server, alice, "Undo many", TITLES);
    const reply = await chat(deckId, "add a slide about pricing and move slide 1 to the end");
    const changed = slideTitles(await deckState(server, deckId, alice));
    expect(changed).toContain("Pricing");
    expect(changed.at(-1)).toBe("Problem");
    await ok(server, "messages.undoCopilotEdit", { messageId: reply._id }, alice);
    expect(slideTitles(await deckState(server, deckId, alice))).toEqual(TITLES);
  });

  it("a reply that changed nothing has nothing to undo", async () => {
    const { deckId } = await deckWithSlides(server, alice, "Undo nothing", TITLES);
    const reply = await chat(deckId, "review my deck");
    expect(reply.undo).toBeNull();
    const refused = await call(server, "messages.undoCopilotEdit", { messageId: reply._id }, alice);
    expect(refused.body.error?.code).toBe("INVALID_INPUT");
  });

  it("another founder cannot undo it, and the deck stays as it is", async () => {
    const { deckId } = await deckWithSlides(server, alice, "Undo guarded", TITLES);
    const reply = await chat(deckId, "delete slide 4");
    const refused = await call(server, "messages.undoCopilotEdit", { messageId: reply._id }, bob);
    expect(refused.body.error?.code).toBe("NOT_FOUND");
    expect(slideTitles(await deckState(server, deckId, alice))).toEqual(["Problem", "Solution", "Market"]);
    const unknown = await call(server, "messages.undoCopilotEdit", { messageId: "no-such-message" }, alice);
    expect(unknown.body.error?.code).toBe("NOT_FOUND");
  });

  it("each edit also saves the deck as it was as a version, which restores it whole", async () => {
    const { deckId } = await deckWithSlides(server, alice, "Undo history", TITLES);
    const reply = await chat(deckId, "delete slide 2");
    const [version] = await ok(server, "versions.listVersions", { deckId }, alice);
    expect(version).toMatchObject({ kind: "copilot", messageId: reply._id, slideCount: 4 });
    expect(version?.name).toBe('Before the copilot: "delete slide 2"');
    await ok(server, "versions.restoreVersion", { versionId: version!._id }, alice);
    expect(slideTitles(await deckState(server, deckId, alice))).toEqual(TITLES);

    // A reply that changes nothing saves no version.
    await chat(deckId, "What would a Sequoia partner criticize?");
    const kinds = (await ok(server, "versions.listVersions", { deckId }, alice)).map((v) => v.kind);
    expect(kinds.filter((kind) => kind === "copilot")).toHaveLength(1);
  });

  it("a drafted slide keeps its section through a copilot delete, its undo and a version restore", async () => {
    const deckId = await draftedDeck(
      server,
      alice,
      "DentaFlow automates insurance checks for dental clinics. There are 135,000 dental practices in the " +
        "US, 70% of them independent. We have 38 paying clinics and $21k MRR. We compete with Weave and " +
        "Dental Intelligence, but neither checks claims before the visit.",
    );
    const market = (await deckState(server, deckId, alice))!.slides.find(
      (slide) => slide.section === "market",
    )!;
    expect(market.title).not.toBe("Market");
    const reply = await chat(deckId, "delete the market slide");
    expect((await deckState(server, deckId, alice))!.slides.some((slide) => slide._id === market._id)).toBe(
      false,
    );
    await ok(server, "messages.undoCopilotEdit", { messageId: reply._id }, alice);
    const back = (await deckState(server, deckId, alice))!.slides.find((slide) => slide._id === market._id);
    expect(back).toMatchObject({ title: market.title, section: "market" });

    // "the market slide" still finds it by its section, whatever its headline says.
    await chat(deckId, "delete the market slide");
    const [version] = await ok(server, "versions.listVersions", { deckId }, alice);
    await ok(server, "versions.restoreVersion", { versionId: version!._id }, alice);
    const restored = (await deckState(server, deckId, alice))!.slides.find(
      (slide) => slide._id === market._id,
    );
    expect(restored).toMatchObject({ section: "market" });
  });
});
