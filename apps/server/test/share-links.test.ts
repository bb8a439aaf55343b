import sharp from "sharp";
import { SyncTestClient } from "@pds/testkit";
import type { ShareGate, ShareOpened, SlideBody } from "@pds/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, deckState, deckWithSlides, ok, slideTitles } from "./editor-helpers.ts";
import { postImage, type Uploaded } from "./images-helpers.ts";
import { shareLink, type LinkOptions } from "./share-helpers.ts";
import { signUp, startTestServer, STACK_TRACE, type SignedUpUser, type TestServer } from "./test-server.ts";

let server: TestServer;
let alice: SignedUpUser;
let bob: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signUp(server, { name: "Alice" });
  bob = await signUp(server, { name: "Bob" });
});
afterAll(() => server?.close());

const TITLES = ["Problem", "Solution", "Market", "Team", "Ask"];

interface Sent {
  status: number;
  body: Record<string, unknown> | null;
}

async function share(
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.url}/api/share/${path}`, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(text).not.toMatch(STACK_TRACE);
  return { status: response.status, body: text ? (JSON.parse(text) as Sent["body"]) : null };
}

const open = (token: string, request: Record<string, unknown> = {}) =>
  share("POST", `${token}/open`, request);
const opened = async (token: string, request: Record<string, unknown> = {}) => {
  const response = await open(token, request);
  expect(response.status).toBe(200);
  return response.body as unknown as ShareOpened;
};
const events = (token: string, batch: Record<string, unknown>) => share("POST", `${token}/events`, batch);

const link = (deckId: string, options?: Partial<LinkOptions>) => shareLink(server, alice, deckId, options);

describe("a share link shows one frozen version of one deck", () => {
  it("opens without an account and keeps showing its version after edits, until moved to the latest", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, alice, "Seed deck", TITLES);
    const notes = "Do not mention the churn in March";
    await ok(server, "slides.updateSlide", { slideId: slideIds[1]!, notes }, alice);
    const { linkId, token } = await link(deckId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/u);
    expect((await share("GET", token)).body).toEqual({
      status: "open",
      requireEmail: false,
      requirePasscode: false,
    });
    const first = await opened(token);
    expect(first.deck.slides.map((slide) => slide.title)).toEqual(TITLES);
    expect(first.deck.title).toBe("Seed deck");
    // The founder's speaker notes are theirs: the version keeps them, an investor never receives them.
    expect(JSON.stringify(first)).not.toContain(notes);
    const [version] = await ok(server, "versions.listVersions", { deckId }, alice);
    const kept = await ok(server, "versions.getVersion", { versionId: version!._id }, alice);
    expect(kept?.snapshot.slides[1]?.notes).toBe(notes);

    await ok(server, "slides.updateSlide", { slideId: slideIds[0]!, title: "The pain" }, alice);
    expect((await opened(token)).deck.slides[0]?.title).toBe("Problem");

    const [listed] = await ok(server, "shares.listShareLinks", { deckId }, alice);
    expect(listed).toMatchObject({ _id: linkId, label: "Sequoia — Alfred", views: 2, hasPasscode: false });
    expect(listed?.versionName).toMatch(/^Sent to Sequoia — Alfred, \d{1,2} \w{3}$/u);

    await ok(server, "shares.moveShareLinkToLatest", { linkId }, alice);
    expect((await opened(token)).deck.slides[0]?.title).toBe("The pain");
  });

  it("the owner's other decks, functions and images stay out of reach of a link", async () => {
    const { deckId } = await deckWithSlides(server, alice, "Cover deck", ["Cover"]);
    const other = await deckWithSlides(server, alice, "Private deck", ["Secret"]);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const logo = (await postImage(server, deckId, png, alice)).body as Uploaded;
    const secret = (await postImage(server, other.deckId, png, alice)).body as Uploaded;
    const [slide] = (await deckState(server, deckId, alice))!.slides;
    const body: SlideBody = {
      layout: "cover",
      fields: { tagline: "Vet care", logoImageId: logo.id, presenter: "", date: "" },
    };
    await ok(server, "slides.updateSlide", { slideId: slide!._id, body }, alice);
    const { token } = await link(deckId);
    const view = await opened(token);

    // The token is no session: every function refuses it, over HTTP as a bearer token.
    for (const name of ["decks.getDecks", "decks.getDeckWithSlidesByStringId", "shares.listShareLinks"]) {
      const response = await call(server, name, { deckId: other.deckId }, { token });
      expect(response.status).toBe(name === "decks.getDecks" ? 400 : 401);
    }
    // Nor over the sync socket: a hello with the link token is a signed-out socket.
    const socket = await SyncTestClient.connect(server);
    try {
      expect((await socket.hello(token)).userId).toBeNull();
      expect(await socket.subscribeRaw("s1", "shares.getDeckAnalytics", { deckId })).toMatchObject({
        type: "error",
        code: "UNAUTHORIZED",
      });
    } finally {
      await socket.close();
    }
    const asBearer = await fetch(`${server.url}/api/images/${logo.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asBearer.status).toBe(404);

    const image = (id: string, viewToken: string) =>
      fetch(`${server.url}/api/share/${token}/images/${id}?view=${viewToken}`);
    expect((await image(logo.id, view.viewToken)).status).toBe(200);
    expect((await image(secret.id, view.viewToken)).status).toBe(404);
    expect((await image(logo.id, "x".repeat(32))).status).toBe(404);
    const otherLink = await link(other.deckId);
    const otherView = await opened(otherLink.token);
    expect((await image(logo.id, otherView.viewToken)).status).toBe(404);
    expect(JSON.stringify(view)).not.toContain("Private deck");
  });

  it("unknown, malformed and guessed tokens are not found", async () => {
    for (const token of ["a".repeat(32), "short", "../../fn/decks.getDecks", "%00".repeat(11)]) {
      const response = await share("GET", encodeURIComponent(token));
      expect(response.status).toBe(404);
    }
  });
});

describe("revoked and expired links", () => {
  it("a revoked link refuses its page, new visits, events and images at once", async () => {
    const { deckId } = await deckWithSlides(server, alice, "Revoked", TITLES);
    const { linkId, token } = await link(deckId);
    const view = await opened(token);
    await ok(server, "shares.revokeShareLink", { linkId }, alice);
    const gate = await share("GET", token);
    expect(gate).toEqual({
      status: 410,
      body: { status: "revoked", requireEmail: false, requirePasscode: false },
    });
    expect(await open(token)).toMatchObject({ status: 410, body: { status: "revoked" } });
    const sent = await events(token, {
      viewToken: view.viewToken,
      dwell: [{ slide: 0, ms: 1000 }],
      current: 0,
    });
    expect(sent).toMatchObject({
      status: 410,
      body: { error: { message: "The founder has turned this link off." } },
    });
    // Only the owner can revoke.
    expect((await call(server, "shares.revokeShareLink", { linkId }, bob)).status).toBe(404);
  });

  it("an expired link says so, and a past expiry is refused when the link is made", async () => {
    const { deckId } = await deckWithSlides(server, alice, "Expiring", TITLES);
    const { token } = await link(deckId, { expiresAt: Date.now() + 1_200 });
    expect((await share("GET", token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect((await share("GET", token)).body).toMatchObject({ status: "expired" });
    expect(await open(token)).toMatchObject({ status: 410, body: { status: "expired" } });
    const past = await call(
      server,
      "shares.createShareLink",
      {
        deckId,
        label: "Late",
        requireEmail: false,
        passcode: null,
        expiresAt: Date.now() - 1,
        allowDownload: false,
      },
      alice,
    );
    expect(past.body.error).toEqual({ code: "INVALID_INPUT", message: "Pick an expiry date in the future." });
  });
});

describe("gates", () => {
  it("passcode and email cannot be skipped, and wrong passcodes are capped", async () => {
    const { deckId } = await deckWithSlides(server, alice, "Gated", TITLES);
    const { token } = await link(deckId, { passcode: "s3cret", requireEmail: true });
    expect((await share("GET", token)).body as unknown as ShareGate).toEqual({
      status: "open",
      requireEmail: true,
      requirePasscode: true,
    });
    // The viewer page's first open carries no answers: it gets the gate, and no passcode try is counted.
    expect(await open(token)).toMatchObject({
      status: 401,
      body: { gate: { status: "open", requireEmail: true, requirePasscode: true } },
    });
    expect(await open(token, { passcode: "s3cret" })).toMatchObject({
      status: 400,
      body: { error: { message: "Enter your email to view this deck." } },
    });
    expect(await open(token, { email: "vc@fund.com", passcode: "wrong" })).toMatchObject({ status: 403 });
    // The event endpoint needs a view token that only the gate issues.
    expect((await events(token, { viewToken: "v".repeat(32), dwell: [], current: 0 })).status).toBe(404);
    const view = await opened(token, { email: "VC@fund.com", passcode: "s3cret" });
    expect(view.deck.slides).toHaveLength(5);
    for (let i = 0; i < 9; i += 1) await open(token, { email: "vc@fund.com", passcode: `nope-${i}` });
    expect(await open(token, { email: "vc@fund.com", passcode: "s3cret" })).toMatchObject({ status: 429 });
    const analytics = await ok(server, "shares.getDeckAnalytics", { deckId }, alice);
    expect(analytics.views.map((row) => row.viewerEmail)).toEqual(["vc@fund.com"]);
  });
});

describe("viewer events", () => {
  it("reading time is recorded per slide, capped by the time that passed, and floods are refused", async () => {
    const { deckId } = await deckWithSlides(server, alice, "Events", TITLES);
    const { token } = await link(deckId);
    const view = await opened(token);
    expect(
      (await events(token, { viewToken: view.viewToken, dwell: [{ slide: 0, ms: 2000 }], current: 1 }))
        .status,
    ).toBe(204);
    // Claiming a minute on a slide a second after opening: clipped to the elapsed time (plus 5 s slack).
    await events(token, { viewToken: view.viewToken, dwell: [{ slide: 1, ms: 60_000 }], current: 1 });
    const [row] = (await ok(server, "shares.getDeckAnalytics", { deckId }, alice)).views;
    expect(row!.slideMs[0]).toBe(2000);
    expect(row!.totalMs).toBeLessThan(9_000);
    expect(row!.lastSlide).toBe(1);
    expect(
      (await events(token, { viewToken: view.viewToken, dwell: [{ slide: 9, ms: 1 }], current: 0 })).status,
    ).toBe(400);
    expect(
      (await share("POST", `${token}/events`, { viewToken: view.viewToken, dwell: "lots" })).status,
    ).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      statuses.push((await events(token, { viewToken: view.viewToken, dwell: [], current: 0 })).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 204).length).toBeLessThanOrEqual(21);
  });

  it("sendBeacon's text/plain body counts, and leaving ends 'viewing now'", async () => {
    const { deckId } = await deckWithSlides(server, alice, "Beacon", TITLES);
    const { token } = await link(deckId);
    const view = await opened(token);
    expect((await ok(server, "shares.getDeckAnalytics", { deckId }, alice)).viewingNow).toBe(1);
    const response = await fetch(`${server.url}/api/share/${token}/events`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8" },
      body: JSON.stringify({
        viewToken: view.viewToken,
        dwell: [{ slide: 0, ms: 500 }],
        current: 0,
        leaving: true,
      }),
    });
    expect(response.status).toBe(204);
    const analytics = await ok(server, "shares.getDeckAnalytics", { deckId }, alice);
    expect(analytics.viewingNow).toBe(0);
    expect(analytics.views[0]?.totalMs).toBe(500);
  });
});

describe("analytics for the owner only", () => {
  it("per-slide dwell, drop-off, repeat visits, dashboard figures and skimmed slides", async () => {
    const { deckId } = await deckWithSlides(server, alice, "Analytics", TITLES);
    const { linkId, token } = await link(deckId);
    const read = async (viewerId: string | undefined, dwell: number[]) => {
      const view = await opened(token, viewerId ? { viewerId } : {});
      await events(token, {
        viewToken: view.viewToken,
        dwell: dwell.map((ms, slide) => ({ slide, ms })),
        current: dwell.length - 1,
        leaving: true,
      });
      return view.viewerId;
    };
    await new Promise((resolve) => setTimeout(resolve, 100));
    const viewer = await read(undefined, [800, 100, 900]);
    await read(viewer, [600, 100, 700]);
    await read(undefined, [1000, 200, 800, 600, 900]);
    const analytics = await ok(server, "shares.getDeckAnalytics", { deckId }, alice);
    expect(analytics.totalViews).toBe(3);
    expect(analytics.uniqueViewers).toBe(2);
    expect(analytics.views.map((view) => view.visit).sort()).toEqual([1, 1, 2]);
    expect(analytics.slides.map((slide) => [slide.title, slide.reached, slide.averageMs])).toEqual([
      ["Problem", 3, 800],
      ["Solution", 3, 133],
      ["Market", 3, 800],
      ["Team", 1, 600],
      ["Ask", 1, 900],
    ]);
    expect(analytics.dropOff).toEqual({ index: 2, title: "Market", views: 2 });
    expect(analytics.links[0]).toMatchObject({ linkId, dropOff: { index: 2, title: "Market", views: 2 } });

    const stats = await ok(server, "shares.getDashboardViewStats", {}, alice);
    expect(stats.find((row) => row.deckId === deckId)).toEqual({
      deckId,
      viewsThisWeek: 3,
      viewingNow: 0,
      dropOff: { index: 2, title: "Market" },
    });
    const skimmed = await ok(server, "shares.getSkimmedSlides", { deckId }, alice);
    expect(skimmed.map((slide) => slide.title)).toEqual(["Solution"]);

    // Bob sees nothing of Alice's deck, whatever he asks.
    const bobs = await ok(server, "shares.getDeckAnalytics", { deckId }, bob);
    expect(bobs).toMatchObject({ totalViews: 0, views: [], links: [] });
    expect(await ok(server, "shares.listShareLinks", { deckId }, bob)).toEqual([]);
    expect(await ok(server, "shares.getSkimmedSlides", { deckId }, bob)).toEqual([]);
    expect(
      (await ok(server, "shares.getDashboardViewStats", {}, bob)).map((row) => row.deckId),
    ).not.toContain(deckId);
  });
});

describe("versions", () => {
  it("a named version restores title, slides (a deleted one with its id) and order; the restore is itself saved", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, alice, "Versioned", TITLES);
    const versionId = await ok(server, "versions.createVersion", { deckId, name: "Before Sequoia" }, alice);
    await ok(server, "slides.deleteSlide", { slideId: slideIds[1]! }, alice);
    await ok(server, "slides.updateSlide", { slideId: slideIds[0]!, title: "Pain" }, alice);
    await ok(server, "slides.createSlide", { deckId, title: "Extra", content: "x" }, alice);
    await ok(server, "decks.updateDeck", { deckId, title: "Renamed" }, alice);

    await ok(server, "versions.restoreVersion", { versionId }, alice);
    const state = await deckState(server, deckId, alice);
    expect(state?.deck.title).toBe("Versioned");
    expect(slideTitles(state)).toEqual(TITLES);
    expect(state?.slides[1]?._id).toBe(slideIds[1]);

    const versions = await ok(server, "versions.listVersions", { deckId }, alice);
    expect(versions.map((version) => [version.name, version.kind])).toEqual([
      ['Before restoring "Before Sequoia"', "restore"],
      ["Before Sequoia", "manual"],
    ]);
    const before = await ok(server, "versions.getVersion", { versionId: versions[0]!._id }, alice);
    expect(before?.snapshot.slides.map((slide) => slide.title)).toEqual([
      "Pain",
      "Market",
      "Team",
      "Ask",
      "Extra",
    ]);
    expect(before?.snapshot.title).toBe("Renamed");

    expect(await ok(server, "versions.getVersion", { versionId }, bob)).toBeNull();
    expect(await ok(server, "versions.listVersions", { deckId }, bob)).toEqual([]);
    expect((await call(server, "versions.restoreVersion", { versionId }, bob)).status).toBe(404);
  });
});
