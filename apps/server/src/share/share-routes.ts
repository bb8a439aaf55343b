import { httpStatusByCode, shareEventsSchema, shareOpenRequestSchema } from "@pds/contracts";
import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { Executor } from "../functions/executor.ts";
import { requestSizeLimit } from "../http/request-size.ts";
import { AppError, toPublicError } from "../lib/app-error.ts";
import type { AppEnv } from "../lib/http-env.ts";
import {
  deviceOf,
  getShareGate,
  openShare,
  ShareGateRequired,
  ShareRefusal,
} from "../modules/shares/open-share.ts";
import { recordShareEvents } from "../modules/shares/record-share-events.ts";
import { getShareImage } from "../modules/shares/share-image.ts";

/** Share requests are small JSON (an event batch is at most 50 entries). */
const BODY_MAX = 16 * 1024;
const noStore = { "cache-control": "no-store", "x-robots-tag": "noindex" };

function failure(c: Context<AppEnv>, error: unknown, what: string) {
  if (error instanceof ShareGateRequired) {
    return c.json({ error: { code: error.code, message: error.message }, gate: error.gate }, 401, noStore);
  }
  if (error instanceof ShareRefusal) {
    return c.json(
      { error: { code: error.code, message: error.message }, status: error.status },
      410,
      noStore,
    );
  }
  const publicError = toPublicError(error);
  if (publicError.code === "INTERNAL") c.get("log").error(`${what} failed`, { error });
  return c.json({ error: publicError }, httpStatusByCode[publicError.code] as ContentfulStatusCode, noStore);
}

/** A JSON body (sendBeacon sends it as text/plain), checked against the contract. */
async function parsed<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new AppError("INVALID_INPUT", "The request is not valid JSON.");
  }
  const result = schema.safeParse(body);
  if (!result.success)
    throw new AppError("INVALID_INPUT", "The request does not match what this link accepts.");
  return result.data;
}

/**
 * The public viewer's API: the token in the address is the only credential, and it reaches one version
 * of one deck through these four routes and nothing else (no session is read, no function is called).
 * The viewer page opens with `POST …/open` at once; a gated link answers 401 with its gate.
 */
export function createShareRoutes(executor: Executor) {
  const app = new Hono<AppEnv>();
  const context = (c: Context<AppEnv>) => executor.publicContext(c.get("log"));
  app.use("*", requestSizeLimit(BODY_MAX, "The request is too large."));

  app.get("/:token", async (c) => {
    try {
      const gate = await getShareGate(context(c), c.req.param("token"));
      return c.json(gate, gate.status === "open" ? 200 : 410, noStore);
    } catch (error) {
      return failure(c, error, "share gate");
    }
  });

  app.post("/:token/open", async (c) => {
    try {
      const request = await parsed(c, shareOpenRequestSchema);
      const opened = await openShare(context(c), {
        token: c.req.param("token"),
        request,
        device: deviceOf(c.req.header("user-agent")),
        clientKey: c.get("clientIp"),
      });
      return c.json(opened, 200, noStore);
    } catch (error) {
      return failure(c, error, "share open");
    }
  });

  app.post("/:token/events", async (c) => {
    try {
      const events = await parsed(c, shareEventsSchema);
      await recordShareEvents(context(c), c.req.param("token"), events);
      return c.body(null, 204, noStore);
    } catch (error) {
      return failure(c, error, "share events");
    }
  });

  app.get("/:token/images/:id", async (c) => {
    try {
      const image = await getShareImage(context(c), {
        token: c.req.param("token"),
        viewToken: c.req.query("view") ?? "",
        imageId: c.req.param("id"),
      });
      return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, {
        "content-type": image.mime,
        "content-length": String(image.bytes.byteLength),
        // Revoking must stop images too: the browser may keep one only for this visit.
        "cache-control": "private, max-age=300",
        "x-content-type-options": "nosniff",
      });
    } catch (error) {
      return failure(c, error, "share image");
    }
  });

  app.all("*", (c) => c.json({ error: { code: "NOT_FOUND", message: "No such endpoint." } }, 404, noStore));
  return app;
}
