import { randomUUID } from "node:crypto";
import { eq, schema } from "@pds/db";
import { until, VoiceTestClient } from "@pds/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionContext } from "../src/functions/create-context.ts";
import { createLogger } from "../src/lib/logger.ts";
import { endDeadVoiceSessions } from "../src/modules/voice/end-dead-voice-sessions.ts";
import { claimVoiceSession, recordVoiceUsage } from "../src/modules/voice/voice-caps.ts";
import { testRuntime } from "./test-runtime.ts";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { VOICE_MAX_CONCURRENT: "2" } });
});
afterAll(() => server.close());

const MINUTE = 60_000;

/** "Live" rows as a server leaves them when it dies mid-session: nobody will ever end them. */
async function leftLive(
  user: SignedUpUser,
  count: number,
  times: { startedAt: number; heartbeatAt: number },
) {
  await server.database.db.insert(schema.voiceSessions).values(
    Array.from({ length: count }, () => ({
      id: randomUUID(),
      ownerId: user.id,
      firmTag: "YC",
      status: "live" as const,
      ...times,
    })),
  );
}

/** Start a session as the user: "ready" (then stopped again) or the error code it was refused with. */
async function start(user: SignedUpUser) {
  const client = await VoiceTestClient.connect(server, { origin: server.origin, cookie: user.cookie });
  client.send({ type: "start", v: 1, firmTag: "YC", deckOption: "freestyle" });
  await until(
    () => client.messages.some((m) => m.type === "ready" || m.type === "error"),
    "ready or an error",
    10_000,
  );
  const error = client.messages.find((m) => m.type === "error");
  if (!error) {
    client.send({ type: "stop" });
    await client.waitFor("ended");
  }
  return error ? error.code : "ready";
}

/** An action's context as the founder, over the test server's database. */
function founderContext(founder: SignedUpUser) {
  const runtime = testRuntime(server, { VOICE_MAX_CONCURRENT: "2" });
  const user = { id: founder.id, name: founder.name, email: founder.email };
  return actionContext(runtime, { user, log: createLogger("silent") });
}

/** The founder's sessions, oldest start first: status and end time. */
async function sessionsOf(founder: SignedUpUser) {
  return server.database.db
    .select({
      id: schema.voiceSessions.id,
      status: schema.voiceSessions.status,
      endedAt: schema.voiceSessions.endedAt,
    })
    .from(schema.voiceSessions)
    .where(eq(schema.voiceSessions.ownerId, founder.id))
    .orderBy(schema.voiceSessions.startedAt);
}

describe("live voice sessions and their heartbeat", () => {
  it("rows whose heartbeat is 2 minutes old (a crashed server's) do not block a new session", async () => {
    const founder = await signUp(server);
    const twoMinutesAgo = Date.now() - 2 * MINUTE;
    await leftLive(founder, 2, { startedAt: twoMinutesAgo, heartbeatAt: twoMinutesAgo });
    expect(await start(founder)).toBe("ready");
  });

  it("rows with a fresh heartbeat still count, however long ago they started", async () => {
    const founder = await signUp(server);
    const now = Date.now();
    await leftLive(founder, 2, { startedAt: now - 5 * 60 * MINUTE, heartbeatAt: now - 5_000 });
    expect(await start(founder)).toBe("RATE_LIMITED");
  });

  it("a claim starts the heartbeat and every usage record beats it", async () => {
    const founder = await signUp(server);
    const ctx = founderContext(founder);
    const heartbeat = async (id: string) => {
      const [row] = await server.database.db
        .select({ heartbeatAt: schema.voiceSessions.heartbeatAt })
        .from(schema.voiceSessions)
        .where(eq(schema.voiceSessions.id, id));
      return row?.heartbeatAt ?? 0;
    };
    const before = Date.now();
    const { sessionId } = await claimVoiceSession(ctx, { firmTag: "YC", deckId: null });
    expect(await heartbeat(sessionId)).toBeGreaterThanOrEqual(before);
    await server.database.db
      .update(schema.voiceSessions)
      .set({ heartbeatAt: before - 2 * MINUTE })
      .where(eq(schema.voiceSessions.id, sessionId));
    const recorded = Date.now();
    await recordVoiceUsage(ctx, sessionId, 3);
    expect(await heartbeat(sessionId)).toBeGreaterThanOrEqual(recorded);
  });

  it("the sweep ends local sessions whose heartbeat stopped, at their last beat; at an embedded boot every local one; a Vapi call keeps its slot", async () => {
    const founder = await signUp(server);
    const now = Date.now();
    await leftLive(founder, 1, { startedAt: now - 10 * MINUTE, heartbeatAt: now - 2 * MINUTE });
    await leftLive(founder, 1, { startedAt: now - 5 * MINUTE, heartbeatAt: now - 5_000 });
    await server.database.db.insert(schema.voiceSessions).values({
      id: `vapi:${randomUUID()}`,
      ownerId: founder.id,
      firmTag: "YC",
      status: "live",
      startedAt: now - MINUTE,
      heartbeatAt: now - 2 * MINUTE,
    });
    const ctx = founderContext(founder);

    await endDeadVoiceSessions(ctx);
    expect(await sessionsOf(founder)).toMatchObject([
      { status: "ended", endedAt: now - 2 * MINUTE },
      { status: "live", endedAt: null },
      { status: "live", endedAt: null },
    ]);

    await endDeadVoiceSessions(ctx, { everyRun: true });
    const [, fresh, vapi] = await sessionsOf(founder);
    expect(fresh).toMatchObject({ status: "ended", endedAt: now - 5_000 });
    expect(vapi).toMatchObject({ status: "live" });
    expect(await start(founder)).toBe("ready");
  });
});
