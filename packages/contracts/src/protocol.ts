import { z } from "zod";
import { errorCodeSchema } from "./errors.ts";

/** Bump when a message changes shape; the server refuses other versions with UNSUPPORTED_VERSION. */
export const PROTOCOL_VERSION = 1;

const requestId = z.string().min(1).max(100);
const subscriptionId = z.string().min(1).max(100);
const functionName = z.string().min(1).max(100);

export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("hello"), v: z.number(), token: z.string().max(500).nullish() }),
  z.object({ type: z.literal("subscribe"), id: subscriptionId, name: functionName, args: z.unknown() }),
  z.object({ type: z.literal("unsubscribe"), id: subscriptionId }),
  z.object({ type: z.literal("mutation"), requestId, name: functionName, args: z.unknown() }),
  z.object({ type: z.literal("action"), requestId, name: functionName, args: z.unknown() }),
  z.object({ type: z.literal("ping"), t: z.number() }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const serverMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("welcome"), v: z.number(), userId: z.string().nullable() }),
  z.object({ type: z.literal("update"), id: subscriptionId, result: z.unknown() }),
  z.object({ type: z.literal("result"), requestId, result: z.unknown() }),
  z.object({
    type: z.literal("error"),
    requestId: requestId.optional(),
    id: subscriptionId.optional(),
    code: errorCodeSchema,
    message: z.string(),
  }),
  z.object({ type: z.literal("pong"), t: z.number() }),
  z.object({ type: z.literal("ping") }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** How often the server speaks when idle; clients reconnect after 60 s of silence. */
export const SERVER_HEARTBEAT_MS = 20_000;
export const CLIENT_SILENCE_TIMEOUT_MS = 60_000;
