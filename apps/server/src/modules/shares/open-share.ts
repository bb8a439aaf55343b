import { randomBytes, randomUUID } from "node:crypto";
import type { DeckSnapshot, ShareGate, ShareOpened, ShareOpenRequest } from "@pds/contracts";
import { and, count, eq, schema } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import { topics, type FunctionContext } from "../../functions/context.ts";
import { snapshotOf } from "../versions/deck-snapshot.ts";
import { linkStatus, type LinkRow } from "./owned-link.ts";
import { isTokenShaped, newToken, passcodeMatches } from "./share-secrets.ts";
import { WindowLimiter } from "./window-limiter.ts";

export type Device = "desktop" | "tablet" | "phone";

/** Refusals of the public viewer; `status` lets the page say why a link no longer opens. */
export class ShareRefusal extends AppError {
  constructor(
    readonly status: "revoked" | "expired",
    message: string,
  ) {
    super("NOT_FOUND", message);
  }
}

export const shareMessages = {
  notFound: "This link does not exist. Check the address, or ask the founder for a new one.",
  revoked: "The founder has turned this link off.",
  expired: "This link has expired. Ask the founder for a new one.",
  emailRequired: "Enter your email to view this deck.",
  wrongPasscode: "That passcode is not right.",
  tooManyTries: "Too many tries. Wait a few minutes and try again.",
  tooManyOpens: "Too many visits from your network. Wait a minute and try again.",
};

/** Wrong passcodes per link and address: 10 per 15 minutes. Opens per address: 120 a minute. */
const passcodeFailures = new WindowLimiter(10, 15 * 60_000);
const opens = new WindowLimiter(120, 60_000);

/** The link for a token, or null (a token of the wrong shape is never looked up). */
export async function findLink(ctx: FunctionContext, token: string): Promise<LinkRow | null> {
  if (!isTokenShaped(token)) return null;
  const [row] = await ctx.db.select().from(schema.shareLinks).where(eq(schema.shareLinks.token, token));
  return row ?? null;
}

/** What the viewer's first screen needs: whether the link opens and which gates it has. */
export async function getShareGate(ctx: FunctionContext, token: string): Promise<ShareGate> {
  const link = await findLink(ctx, token);
  if (!link) throw new AppError("NOT_FOUND", shareMessages.notFound);
  return {
    status: linkStatus(link),
    requireEmail: link.requireEmail,
    requirePasscode: link.passcodeHash !== null,
  };
}

/** The link if it still opens; a revoked or expired one is refused with its reason. */
export function assertOpen(link: LinkRow, now = Date.now()) {
  const status = linkStatus(link, now);
  if (status !== "open") throw new ShareRefusal(status, shareMessages[status]);
}

/**
 * A gated link opened with no answers at all: the viewer page's first request (it skips the gate call), so
 * nothing is counted against the passcode tries; the page shows the gate it carries.
 */
export class ShareGateRequired extends AppError {
  constructor(readonly gate: ShareGate) {
    super("UNAUTHORIZED", "This deck is protected.");
  }
}

async function passGates(link: LinkRow, request: ShareOpenRequest, clientKey: string) {
  const gated = link.requireEmail || link.passcodeHash !== null;
  if (gated && !request.email && !request.passcode) {
    throw new ShareGateRequired({
      status: "open",
      requireEmail: link.requireEmail,
      requirePasscode: link.passcodeHash !== null,
    });
  }
  if (link.requireEmail && !request.email) throw new AppError("INVALID_INPUT", shareMessages.emailRequired);
  if (link.passcodeHash === null) return;
  const key = `${link.id}|${clientKey}`;
  if (!passcodeFailures.allows(key)) throw new AppError("RATE_LIMITED", shareMessages.tooManyTries);
  if (!request.passcode || !(await passcodeMatches(request.passcode, link.passcodeHash))) {
    passcodeFailures.hit(key);
    throw new AppError("FORBIDDEN", shareMessages.wrongPasscode);
  }
}

/** What an investor may see of a version: everything but the founder's speaker notes. */
export const sharedDeck = (snapshot: DeckSnapshot): DeckSnapshot => ({
  ...snapshot,
  slides: snapshot.slides.map((slide) => ({ ...slide, notes: "" })),
});

/**
 * Pass the link's gates and start a view: the version's deck, and a view token that the events and images
 * of this visit must carry. A repeat visit from the same browser (its viewer id) counts as visit 2, 3 …
 */
export async function openShare(
  ctx: FunctionContext,
  args: { token: string; request: ShareOpenRequest; device: Device; clientKey: string },
): Promise<ShareOpened> {
  const link = await findLink(ctx, args.token);
  if (!link) throw new AppError("NOT_FOUND", shareMessages.notFound);
  assertOpen(link);
  await passGates(link, args.request, args.clientKey);
  if (!opens.hit(args.clientKey)) throw new AppError("RATE_LIMITED", shareMessages.tooManyOpens);
  const [version] = await ctx.db
    .select()
    .from(schema.deckVersions)
    .where(eq(schema.deckVersions.id, link.versionId));
  if (!version) throw new AppError("NOT_FOUND", shareMessages.notFound);
  const deck = sharedDeck(snapshotOf(version));
  const viewerId = args.request.viewerId ?? randomBytes(12).toString("base64url");
  const viewToken = newToken();
  const now = Date.now();
  await ctx.transact(async (tx) => {
    const [{ before } = { before: 0 }] = await tx.db
      .select({ before: count() })
      .from(schema.shareViews)
      .where(and(eq(schema.shareViews.linkId, link.id), eq(schema.shareViews.viewerId, viewerId)));
    await tx.db.insert(schema.shareViews).values({
      id: randomUUID(),
      linkId: link.id,
      deckId: link.deckId,
      ownerId: link.ownerId,
      versionId: version.id,
      viewToken,
      viewerId,
      viewerEmail: link.requireEmail ? (args.request.email?.toLowerCase() ?? null) : null,
      visit: before + 1,
      device: args.device,
      slideCount: deck.slides.length,
      slideMs: deck.slides.map(() => 0),
      startedAt: now,
      lastSeenAt: now,
    });
    tx.publish(topics.deckSharing(link.deckId));
    tx.publish(topics.userSharing(link.ownerId));
  });
  return { viewToken, viewerId, allowDownload: link.allowDownload, deck };
}

/** The device class from a User-Agent, as analytics show it. */
export function deviceOf(userAgent: string | undefined): Device {
  const ua = userAgent ?? "";
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/iu.test(ua)) return "tablet";
  if (/Mobi|iPhone|iPod|Android.*Mobile|Windows Phone/iu.test(ua)) return "phone";
  return "desktop";
}
