import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Listener, LISTENER_APPLICATION_NAME, reconnectDelayMs } from "./listener.ts";

const adminUrl = process.env.TEST_DATABASE_URL || undefined;

const waitFor = async (condition: () => boolean, what: string, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe("LISTEN reconnect backoff", () => {
  it("starts at 0.5 s, doubles to at most 10 s, with ±25 % jitter", () => {
    expect(reconnectDelayMs(0, () => 0.5)).toBe(500);
    expect(reconnectDelayMs(1, () => 0.5)).toBe(1000);
    expect(reconnectDelayMs(30, () => 0.5)).toBe(10_000);
    expect(reconnectDelayMs(30, () => 1)).toBe(12_500);
    expect(reconnectDelayMs(0, () => 0)).toBe(375);
  });
});

/** Needs a real PostgreSQL (TEST_DATABASE_URL, the pg stage). */
describe.skipIf(!adminUrl)("Listener on PostgreSQL (pg stage only)", () => {
  let admin: pg.Client;
  let url: string;
  const database = `pds_listener_${process.pid}_${Date.now()}`;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
    const parsed = new URL(adminUrl!);
    parsed.pathname = `/${database}`;
    url = parsed.toString();
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(database)} WITH (FORCE)`);
    await admin.end();
  });

  const killListener = async () => {
    const killed = await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2",
      [database, LISTENER_APPLICATION_NAME],
    );
    return killed.rowCount ?? 0;
  };

  it("is reopened and listens again after each drop, reporting the drop and asking for a resync", async () => {
    const listener = new Listener(url);
    const heard: string[] = [];
    const events: string[] = [];
    try {
      await listener.listen(
        "pds_reconnect_test",
        (payload) => heard.push(payload),
        () => events.push("resync"),
        () => events.push("drop"),
      );
      for (const round of [1, 2]) {
        expect(await killListener()).toBe(1);
        await waitFor(() => events.filter((e) => e === "resync").length === round, "a resync", 5_000);
        // NOTIFY reaches listeners of the same database only.
        const sender = new pg.Client({ connectionString: url });
        await sender.connect();
        await sender.query(`SELECT pg_notify('pds_reconnect_test', $1)`, [`after drop ${round}`]);
        await sender.end();
        await waitFor(() => heard.includes(`after drop ${round}`), "the notification", 5_000);
      }
      expect(events).toEqual(["drop", "resync", "drop", "resync"]);
    } finally {
      await listener.close();
    }
    // Closed means closed: nothing is reopened afterwards.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await killListener()).toBe(0);
  });
});
