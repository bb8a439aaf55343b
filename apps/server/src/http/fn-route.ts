import { httpStatusByCode } from "@pds/contracts";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { getSessionUser, type Auth } from "../auth/create-auth.ts";
import { AppError, toPublicError } from "../lib/app-error.ts";
import { jsonAnswer } from "./compression.ts";
import type { Executor } from "../functions/executor.ts";
import { isAllowedOrigin } from "../lib/origin.ts";
import type { AppEnv } from "../lib/http-env.ts";

/** `POST /api/fn/<name>`: the same functions as the sync channel, for scripts and tests. */
export function fnRoute(deps: { auth: Auth; executor: Executor; trustedOrigins: ReadonlySet<string> }) {
  return async (c: Context<AppEnv>) => {
    const log = c.get("log");
    try {
      if (!isAllowedOrigin(c.req.header("origin"), deps.trustedOrigins)) {
        throw new AppError("FORBIDDEN", "This origin is not allowed.");
      }
      if (!c.req.header("content-type")?.toLowerCase().startsWith("application/json")) {
        throw new AppError(
          "INVALID_INPUT",
          "Send the arguments as a JSON object (Content-Type: application/json).",
        );
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw new AppError("INVALID_INPUT", "The request body is not valid JSON.");
      }
      const name = c.req.param("name") ?? "";
      const call = deps.executor.resolve(name, body, ["query", "mutation", "action"]);
      const user = await getSessionUser(deps.auth, c.req.raw.headers);
      const caller = { user, log: log.child({ userId: user?.id ?? null, fn: name }) };
      const kind = deps.executor.kindOf(call);
      const result =
        kind === "query"
          ? (await deps.executor.query(call, caller)).result
          : kind === "mutation"
            ? await deps.executor.mutation(call, caller, c.req.header("idempotency-key"))
            : await deps.executor.action(call, caller);
      return jsonAnswer(c, { result });
    } catch (error) {
      const publicError = toPublicError(error);
      if (publicError.code === "INTERNAL") log.error("function failed", { error });
      return jsonAnswer(
        c,
        { error: publicError },
        httpStatusByCode[publicError.code] as ContentfulStatusCode,
      );
    }
  };
}
