import { randomUUID } from "node:crypto";
import {
  clientMessageSchema,
  PROTOCOL_VERSION,
  type ClientMessage,
  type ServerMessage,
} from "@pds/contracts";
import type { WebSocket } from "ws";
import type { Auth, SessionUser } from "../auth/create-auth.ts";
import { getSessionUser } from "../auth/create-auth.ts";
import { toPublicError, unauthorized } from "../lib/app-error.ts";
import type { Logger } from "../lib/logger.ts";
import type { Executor, Resolved } from "../functions/executor.ts";
import type { LiveQueries, Subscriber } from "./live-queries.ts";

export interface ConnectionDeps {
  auth: Auth;
  executor: Executor;
  live: LiveQueries;
  log: Logger;
}

/**
 * One sync socket. The first message must be `hello` with our protocol version; it may carry a bearer
 * token (cross-origin mode), otherwise the cookie session seen at upgrade is used.
 */
export function handleSyncConnection(
  socket: WebSocket,
  cookieUser: SessionUser | null,
  deps: ConnectionDeps,
) {
  const connectionId = randomUUID();
  let log = deps.log.child({ connectionId });
  let user: SessionUser | null = null;
  let greeted = false;
  let queue = Promise.resolve();

  const sendJson = (json: string) => {
    if (socket.readyState === socket.OPEN) socket.send(json);
  };
  const subscriber: Subscriber = {
    send: (message: ServerMessage) => sendJson(JSON.stringify(message)),
    sendJson,
  };
  const fail = (message: Partial<ServerMessage> & { code: string; message: string }) =>
    subscriber.send({ type: "error", ...message } as ServerMessage);

  async function onHello(message: Extract<ClientMessage, { type: "hello" }>) {
    if (message.v !== PROTOCOL_VERSION) {
      fail({
        code: "UNSUPPORTED_VERSION",
        message: `This app needs a reload: protocol ${message.v} is not supported.`,
      });
      socket.close(4000, "unsupported version");
      return;
    }
    user = message.token
      ? await getSessionUser(deps.auth, new Headers({ authorization: `Bearer ${message.token}` }))
      : cookieUser;
    greeted = true;
    log = log.child({ userId: user?.id ?? null });
    subscriber.send({ type: "welcome", v: PROTOCOL_VERSION, userId: user?.id ?? null });
  }

  async function onMessage(message: ClientMessage) {
    if (message.type === "hello") return onHello(message);
    if (message.type === "ping") return subscriber.send({ type: "pong", t: message.t });
    if (!greeted) return fail({ code: "INVALID_INPUT", message: "Say hello first." });
    const caller = {
      user,
      log: log.child({ requestId: "requestId" in message ? message.requestId : message.id }),
    };
    switch (message.type) {
      case "subscribe":
        try {
          const call = deps.executor.resolve(message.name, message.args, ["query"]);
          if (!user) throw unauthorized();
          deps.live.subscribe(subscriber, message.id, call, caller);
        } catch (error) {
          fail({ id: message.id, ...toPublicError(error) });
        }
        return;
      case "unsubscribe":
        return deps.live.unsubscribe(subscriber, message.id);
      case "mutation":
        return answer(message, caller, (call) => deps.executor.mutation(call, caller, message.requestId));
      case "action":
        // Actions may run long (AI work): they do not hold up the messages behind them.
        void answer(message, caller, (call) => deps.executor.action(call, caller));
        return;
    }
  }

  async function answer(
    message: Extract<ClientMessage, { type: "mutation" | "action" }>,
    caller: { log: Logger },
    run: (call: Resolved) => Promise<unknown>,
  ) {
    try {
      const result = await run(deps.executor.resolve(message.name, message.args, [message.type]));
      subscriber.send({ type: "result", requestId: message.requestId, result });
    } catch (error) {
      const publicError = toPublicError(error);
      if (publicError.code === "INTERNAL") caller.log.error("function failed", { error, fn: message.name });
      fail({ requestId: message.requestId, ...publicError });
    }
  }

  socket.on("message", (data) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.toString());
    } catch {
      return fail({ code: "INVALID_INPUT", message: "Malformed message: not JSON." });
    }
    const message = clientMessageSchema.safeParse(parsed);
    if (!message.success) return fail({ code: "INVALID_INPUT", message: "Malformed message." });
    log.debug("sync message", { type: message.data.type });
    // Messages from one socket are handled in order; mutations complete before the next starts.
    queue = queue
      .then(() => onMessage(message.data))
      .catch((error: unknown) => log.error("sync handler failed", { error }));
  });
  socket.on("close", () => deps.live.dropSubscriber(subscriber));
  socket.on("error", (error) => log.warn("sync socket error", { error }));
}
