import { httpStatusByCode } from "@pds/contracts";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { getSessionUser, type Auth } from "../auth/create-auth.ts";
import type { Executor } from "../functions/executor.ts";
import { AppError, toPublicError } from "../lib/app-error.ts";
import type { AppEnv } from "../lib/http-env.ts";
import { isAllowedOrigin } from "../lib/origin.ts";
import { getImage } from "../modules/images/get-image.ts";
import { imageLimits, imageMessages } from "../modules/images/image-limits.ts";
import { uploadImage } from "../modules/images/upload-image.ts";

export interface ImageRouteDeps {
  auth: Auth;
  executor: Executor;
  trustedOrigins: ReadonlySet<string>;
}

/** The caller's context (cookie or bearer), or UNAUTHORIZED before anything else is read. */
async function contextOf(deps: ImageRouteDeps, c: Context<AppEnv>) {
  const user = await getSessionUser(deps.auth, c.req.raw.headers);
  return deps.executor.contextFor({ user, log: c.get("log").child({ userId: user?.id ?? null }) });
}

function failure(c: Context<AppEnv>, error: unknown, what: string) {
  const publicError = toPublicError(error);
  if (publicError.code === "INTERNAL") c.get("log").error(`${what} failed`, { error });
  return c.json({ error: publicError }, httpStatusByCode[publicError.code] as ContentfulStatusCode);
}

/**
 * `POST /api/images?deckId=<id>`: the raw bytes of a PNG, JPEG or WebP (any Content-Type; the type is
 * sniffed) → 201 `{ id, width, height }`. The HTTP app bounds the body (`maxBytes`) while it arrives.
 */
function uploadImageRoute(deps: ImageRouteDeps) {
  return async (c: Context<AppEnv>) => {
    try {
      if (!isAllowedOrigin(c.req.header("origin"), deps.trustedOrigins)) {
        throw new AppError("FORBIDDEN", "This origin is not allowed.");
      }
      const ctx = await contextOf(deps, c);
      const deckId = c.req.query("deckId") ?? "";
      if (!deckId || deckId.length > 100)
        throw new AppError("INVALID_INPUT", "Say which deck the image is for.");
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      return c.json(await uploadImage(ctx, { deckId, bytes }), 201);
    } catch (error) {
      return failure(c, error, "image upload");
    }
  };
}

/**
 * `GET /api/images/<id>`: the stored bytes, to the deck's owner only. An image never changes under its id,
 * so the browser may keep it for a year, privately (never in a shared cache).
 */
function serveImageRoute(deps: ImageRouteDeps) {
  return async (c: Context<AppEnv>) => {
    try {
      const image = await getImage(await contextOf(deps, c), c.req.param("id") ?? "");
      return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, {
        "content-type": image.mime,
        "content-length": String(image.bytes.byteLength),
        "cache-control": "private, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
      });
    } catch (error) {
      // The deck's owner is the only one who may know the image exists: anyone else is told it is not there.
      const hidden =
        error instanceof AppError && error.code === "UNAUTHORIZED"
          ? new AppError("NOT_FOUND", imageMessages.notFound)
          : error;
      return failure(c, hidden, "image read");
    }
  };
}

/** Image upload and download for the HTTP app, with the body limit it must enforce before the upload runs. */
export function createImageRoutes(deps: ImageRouteDeps) {
  return {
    maxBytes: imageLimits.maxBytes,
    tooLargeMessage: imageMessages.tooLarge,
    upload: uploadImageRoute(deps),
    serve: serveImageRoute(deps),
  };
}
