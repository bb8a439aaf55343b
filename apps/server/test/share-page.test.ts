import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SharePreview } from "@pds/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deckWithSlides, ok } from "./editor-helpers.ts";
import { shareLink, type LinkOptions } from "./share-helpers.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

/**
 * The share page's HTML (`GET /s/<token>`): an open link that asks nothing carries its first slide, drawn
 * by the web build's renderer; every other link's page carries nothing of the deck. A stand-in web build
 * (its viewer.html, one stylesheet and a renderer that writes the slide's title) keeps this test
 * independent of `npm run build`.
 */
let server: TestServer;
let alice: SignedUpUser;
let webRoot: string;

const TEMPLATE = `<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/viewer-abc.css"></head><body><div id="root"></div></body></html>`;
const CSS = ".slide{color:#123456}";
const RENDERER = `export function renderViewerPreview(preview) {
  if (preview.slide.title === "Boom") throw new Error("renderer failed");
  const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return "<main data-drawn>" + escape(preview.title) + " · " + escape(preview.slide.title) + "</main>";
}
`;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "pds-web-"));
  fs.mkdirSync(path.join(webRoot, "dist", "assets"), { recursive: true });
  fs.mkdirSync(path.join(webRoot, "dist-ssr"));
  fs.writeFileSync(path.join(webRoot, "dist", "viewer.html"), TEMPLATE);
  fs.writeFileSync(path.join(webRoot, "dist", "index.html"), "<!doctype html><div id=root></div>");
  fs.writeFileSync(path.join(webRoot, "dist", "assets", "viewer-abc.css"), CSS);
  fs.writeFileSync(path.join(webRoot, "dist-ssr", "viewer-ssr.js"), RENDERER);
  server = await startTestServer({ env: { WEB_DIST: path.join(webRoot, "dist") } });
  alice = await signUp(server, { name: "Alice" });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const link = (deckId: string, options?: Partial<LinkOptions>) => shareLink(server, alice, deckId, options);

async function page(token: string) {
  const response = await fetch(`${server.url}/s/${token}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/html/u);
  return { html: await response.text(), cacheControl: response.headers.get("cache-control") };
}

const previewOf = (html: string): SharePreview | null => {
  const match = /<script type="application\/json" id="share-preview">(.*?)<\/script>/su.exec(html);
  return match ? (JSON.parse(match[1]!) as SharePreview) : null;
};

describe("the share page's first screen", () => {
  it("an open link's page has its first slide drawn in, the preview beside it and the styles inline; no notes, no view", async () => {
    const { deckId, slideIds } = await deckWithSlides(server, alice, "DentaFlow Seed", ["Problem", "Market"]);
    await ok(server, "slides.updateSlide", { slideId: slideIds[0]!, notes: "Skip the churn" }, alice);
    const { linkId, token } = await link(deckId);
    const { html, cacheControl } = await page(token);
    expect(html).toContain('<div id="root"><main data-drawn>DentaFlow Seed · Problem</main></div>');
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(cacheControl).toBe("no-store");
    expect(previewOf(html)).toMatchObject({
      title: "DentaFlow Seed",
      slideCount: 2,
      allowDownload: true,
      slide: { id: slideIds[0], title: "Problem", notes: "" },
    });
    expect(html).not.toContain("Skip the churn");
    const [listed] = await ok(server, "shares.listShareLinks", { deckId }, alice);
    expect(listed).toMatchObject({ _id: linkId, views: 0 });
  });

  it("a gated, revoked, expired or unknown link's page is the bare page: nothing of the deck", async () => {
    const { deckId } = await deckWithSlides(server, alice, "Private round", ["Secret slide"]);
    const tokens = [
      (await link(deckId, { passcode: "dental42" })).token,
      (await link(deckId, { requireEmail: true })).token,
      (await link(deckId, { expiresAt: Date.now() + 300 })).token,
      "a".repeat(32),
    ];
    const revoked = await link(deckId);
    await ok(server, "shares.revokeShareLink", { linkId: revoked.linkId }, alice);
    tokens.push(revoked.token);
    await new Promise((resolve) => setTimeout(resolve, 400));
    for (const token of tokens) {
      const { html } = await page(token);
      expect(html).toBe(TEMPLATE);
      expect(html).not.toContain("Secret slide");
    }
  });

  it("deck text cannot close the preview's script element, and a failing renderer leaves the bare page", async () => {
    const title = "</script><script>alert(1)</script>";
    const { deckId } = await deckWithSlides(server, alice, title, ["Problem"]);
    const { html } = await page((await link(deckId)).token);
    expect(html.match(/<script/gu)).toHaveLength(1);
    expect(previewOf(html)?.title).toBe(title);

    const boom = await deckWithSlides(server, alice, "Boom deck", ["Boom"]);
    expect((await page((await link(boom.deckId)).token)).html).toBe(TEMPLATE);
  });
});
