import { limits, PROTOCOL_VERSION } from "@pds/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SyncTestClient } from "@pds/testkit";
import { signUp, startTestServer, type SignedUpUser, type TestServer } from "./test-server.ts";

const CLOSE_TOO_MANY_CONNECTIONS = 4429;

let server: TestServer;
let founder: SignedUpUser;
const open: SyncTestClient[] = [];

async function connect(user: SignedUpUser): Promise<SyncTestClient> {
  const client = await SyncTestClient.connect(server, { cookie: user.cookie });
  open.push(client);
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
  founder = await signUp(server);
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});
afterAll(() => server?.close());

describe("live queries per socket are capped", () => {
  it("a subscription over the cap is refused with RATE_LIMITED; unsubscribing frees a slot", async () => {
    const client = await connect(founder);
    await client.hello();
    const max = limits.liveQueriesPerConnectionMax;
    for (let i = 0; i < max; i += 1) {
      client.send({ type: "subscribe", id: `s${i}`, name: "decks.getDecks", args: {} });
    }
    for (let i = 0; i < max; i += 1) expect((await client.nextUpdate(`s${i}`)).result).toEqual([]);

    expect(await client.subscribe("one-too-many", "decks.getDecks", {})).toEqual({
      type: "error",
      id: "one-too-many",
      code: "RATE_LIMITED",
      message: "Too many live queries on this connection.",
    });
    // Re-subscribing an id already counted is not a new live query.
    expect((await client.subscribe("s0", "decks.getDecks", {})).type).toBe("update");

    client.send({ type: "unsubscribe", id: "s1" });
    expect((await client.subscribe("after-unsubscribe", "decks.getDecks", {})).type).toBe("update");
    expect(server.live.size.subscriptions).toBeLessThanOrEqual(max + 1);
  });
});

describe("sockets per account are capped", () => {
  it("a socket over the cap for one account is refused with RATE_LIMITED; another account is not", async () => {
    const max = limits.syncConnectionsPerUserMax;
    const sockets = await Promise.all(Array.from({ length: max }, () => connect(founder)));
    for (const socket of sockets) expect((await socket.hello()).userId).toBe(founder.id);

    const extra = await connect(founder);
    extra.send({ type: "hello", v: PROTOCOL_VERSION, token: null });
    expect(await extra.nextError()).toEqual({
      type: "error",
      code: "RATE_LIMITED",
      message: "Too many open connections for this account.",
    });
    expect((await extra.waitForClose()).code).toBe(CLOSE_TOO_MANY_CONNECTIONS);

    const stranger = await signUp(server);
    expect((await (await connect(stranger)).hello()).userId).toBe(stranger.id);

    // A closed socket frees its slot.
    await sockets[0]!.close();
    const again = await connect(founder);
    const answer = await Promise.race([
      again.hello(),
      again.nextError().then((error) => Promise.reject(new Error(error.message))),
    ]);
    expect(answer.userId).toBe(founder.id);
  });
});

describe("SYNC_SOCKETS_PER_USER", () => {
  it("sets the cap: with 3, a founder's fourth socket is refused", async () => {
    const small = await startTestServer({ env: { SYNC_SOCKETS_PER_USER: "3" } });
    try {
      const user = await signUp(small);
      const clients: SyncTestClient[] = [];
      for (let i = 0; i < 4; i++) clients.push(await SyncTestClient.connect(small, { cookie: user.cookie }));
      for (const client of clients.slice(0, 3)) expect((await client.hello()).userId).toBe(user.id);
      clients[3]!.send({ type: "hello", v: PROTOCOL_VERSION, token: null });
      expect((await clients[3]!.nextError()).code).toBe("RATE_LIMITED");
      await Promise.all(clients.map((client) => client.close()));
    } finally {
      await small.close();
    }
  });
});
