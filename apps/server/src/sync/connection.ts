import { randomUUID } from "node:crypto";
import {
  clientMessageSchema,
  limits,
  PROTOCOL_VERSION,
  type ClientMessage,
  type ServerMessage,
} from "@pds/contracts";
import type { WebSocket } from "ws";
import type { Auth } from "../auth/create-auth.ts";
import { toPublicError, unauthorized } from "../lib/app-error.ts";
import type { Logger } from "../lib/logger.ts";
import type { Caller, Executor, Resolved } from "../functions/executor.ts";
import type { LiveQueries, Subscriber } from "./live-queries.ts";
import { SessionWatch, type SessionWatchDeps } from "./session-watch.ts";
import type { SocketRegistry } from "./socket-registry.ts";
import { lookupSessionOrNull, type SocketSession } from "../auth/socket-session.ts";

export interface ConnectionDeps {
  auth: Auth;
  executor: Executor;
  live: LiveQueries;
  log: Logger;
  registry: SocketRegistry;
  /** How often an open socket re-checks that its session still exists (it also ends at its expiry). */
  sessionRecheckMs: number;
  /** The re-check's lookup, shared by the sockets of one session (see `sharedLookups`). */
  shareRecheck: SessionWatchDeps["shareRecheck"];
}

/** Close codes the client can tell apart (4000–4999 are the application's). */
export const CLOSE_UNSUPPORTED_VERSION = 4000;
export const CLOSE_SESSION_ENDED = 4401;
export const CLOSE_TOO_MANY_CONNECTIONS = 4429;

const SESSION_ENDED = "Your session ended. Sign in again.";
const TOO_MANY_CONNECTIONS = "Too many open connections for this account.";
const TOO_MANY_LIVE_QUERIES = "Too many live queries on this connection.";

/**
 * One sync socket. The first message must be `hello` with our protocol version; it may carry a bearer
 * token (cross-origin mode), otherwise the cookie session seen at upgrade is used. The socket lives no
 * longer than that session: sign-out, revocation or expiry closes it.
 */
export function handleSyncConnection(
  socket: WebSocket,
  cookieSession: SocketSession | null,
  deps: ConnectionDeps,
) {
  const connectionId = randomUUID();
  let log = deps.log.child({ connectionId });
  let session: SocketSession | null = null;
  let greeted = false;
  let queue = Promise.resolve();
  const subscriptions = new Set<string>();

  // A Buffer goes out as the text frame it encodes (fan-out encodes once for every socket).
  const sendJson = (json: string | Buffer) => {
    if (socket.readyState === socket.OPEN) socket.send(json, { binary: false });
  };
  const subscriber: Subscriber = {
    send: (message: ServerMessage) => sendJson(JSON.stringify(message)),
    sendJson,
  };
  const fail = (message: Partial<ServerMessage> & { code: string; message: string }) =>
    subscriber.send({ type: "error", ...message } as ServerMessage);

  const watch = new SessionWatch(deps, () => {
    // From here on nothing runs as this user: queued messages see no session, live queries stop at once.
    session = null;
    deps.live.dropSubscriber(subscriber);
    fail({ code: "UNAUTHORIZED", message: SESSION_ENDED });
    socket.close(CLOSE_SESSION_ENDED, SESSION_ENDED);
  });

  async function onHello(message: Extract<ClientMessage, { type: "hello" }>) {
    if (message.v !== PROTOCOL_VERSION) {
      fail({
        code: "UNSUPPORTED_VERSION",
        message: `This app needs a reload: protocol ${message.v} is not supported.`,
      });
      socket.close(CLOSE_UNSUPPORTED_VERSION, "unsupported version");
      return;
    }
    const found = message.token
      ? await lookupSessionOrNull(deps.auth, { token: message.token })
      : cookieSession;
    if (!watch.start(found)) {
      fail({ code: "RATE_LIMITED", message: TOO_MANY_CONNECTIONS });
      socket.close(CLOSE_TOO_MANY_CONNECTIONS, TOO_MANY_CONNECTIONS);
      return;
    }
    session = found;
    greeted = true;
    const user = session?.user ?? null;
    log = log.child({ userId: user?.id ?? null });
    subscriber.send({ type: "welcome", v: PROTOCOL_VERSION, userId: user?.id ?? null });
  }

  function onSubscribe(message: Extract<ClientMessage, { type: "subscribe" }>, caller: Caller) {
    try {
      const call = deps.executor.resolve(message.name, message.args, ["query"]);
      if (!caller.user) throw unauthorized();
      // Each live query is re-run on every change it read: the count per socket is what bounds that work.
      if (!subscriptions.has(message.id) && subscriptions.size >= limits.liveQueriesPerConnectionMax) {
        return fail({ id: message.id, code: "RATE_LIMITED", message: TOO_MANY_LIVE_QUERIES });
      }
      subscriptions.add(message.id);
      deps.live.subscribe(subscriber, message.id, call, caller);
    } catch (error) {
      fail({ id: message.id, ...toPublicError(error) });
    }
  }

  async function onMessage(message: ClientMessage) {
    if (message.type === "hello") return onHello(message);
    if (message.type === "ping") return subscriber.send({ type: "pong", t: message.t });
    if (!greeted) return fail({ code: "INVALID_INPUT", message: "Say hello first." });
    const caller: Caller = {
      user: session?.user ?? null,
      log: log.child({ requestId: "requestId" in message ? message.requestId : message.id }),
    };
    switch (message.type) {
      case "subscribe":
        return onSubscribe(message, caller);
      case "unsubscribe":
        subscriptions.delete(message.id);
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
    caller: Caller,
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
  socket.on("close", () => {
    watch.stop();
    deps.live.dropSubscriber(subscriber);
  });
  socket.on("error", (error) => log.warn("sync socket error", { error }));
}
