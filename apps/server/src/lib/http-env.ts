import type { HttpBindings } from "@hono/node-server";
import type { SessionUser } from "../auth/create-auth.ts";
import type { Logger } from "./logger.ts";

export type AppEnv = {
  Bindings: HttpBindings;
  Variables: { requestId: string; log: Logger; clientIp: string; user?: SessionUser | null };
};
