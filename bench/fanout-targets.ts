/**
 * The two servers the fan-out benchmark measures with the same clients: ours (the real server, a founder's
 * sockets subscribed to decks.getDecks, a separate socket creating decks), and the floor, a bare `ws`
 * server doing the same work with nothing in between: it keeps each user's deck list in memory and, on a
 * create, sends the whole new list to that user's subscribed sockets and acknowledges the writer.
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { WebSocket, WebSocketServer } from "ws";
import type { SyncTestClient } from "@pds/testkit";
import { openSyncClient, signUpToken, startBenchServer } from "./support.ts";

export interface Subscriber {
  /** Sees each frame's text; true when it was the awaited update (it is then not parsed further). */
  onFrame: (text: string) => boolean;
}

export interface FanoutTarget {
  /** A socket of `user` subscribed to that user's deck list. */
  subscribe(user: number): Promise<Subscriber>;
  /** Create a deck as `user` from a socket that is not subscribed; resolves when it is acknowledged. */
  createDeck(user: number, title: string): Promise<void>;
  close(): Promise<void>;
}

const ROUND_TIMEOUT_MS = 30_000;

/** Our server on PGlite (memory) or on PostgreSQL (`databaseUrl`). */
export async function ourServer(users: number, databaseUrl?: string): Promise<FanoutTarget> {
  const bench = await startBenchServer({
    env: {
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      // One founder with 1,000 open tabs is the fan-out the benchmark asks for; the product caps it at 20.
      SYNC_SOCKETS_PER_USER: "2000",
    },
  });
  const { server } = bench;
  const sockets: SyncTestClient[] = [];
  const tokens: string[] = [];
  const run = randomUUID().slice(0, 8);
  for (let u = 0; u < users; u++) tokens.push(await signUpToken(server.url, `bench-${run}-${u}`));
  const writers = await Promise.all(tokens.map((token) => openSyncClient(server, { token })));
  sockets.push(...writers);
  return {
    async subscribe(user) {
      const client = await openSyncClient(server, { token: tokens[user]! });
      sockets.push(client);
      await client.subscribeOk("s1", "decks.getDecks", {}, ROUND_TIMEOUT_MS);
      return client;
    },
    async createDeck(user, title) {
      await writers[user]!.callOk("mutation", "decks.createDeck", { title }, ROUND_TIMEOUT_MS);
    },
    async close() {
      await Promise.all(sockets.map((client) => client.close()));
      await bench.close();
    },
  };
}

interface FloorDeck {
  _id: string;
  _creationTime: number;
  ownerId: string;
  title: string;
  theme: string;
  slideCount: number;
  updatedAt: number;
  version: number;
}

/** The floor: a bare `ws` server and raw `ws` clients that parse every frame they do not await. */
export async function floorServer(): Promise<FanoutTarget> {
  const wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await new Promise<void>((resolve) => wss.once("listening", () => resolve()));
  const decks = new Map<number, FloorDeck[]>();
  const subscribers = new Map<number, Set<WebSocket>>();
  wss.on("connection", (ws) => {
    ws.on("message", (data) => {
      const message = JSON.parse(data.toString()) as {
        type: string;
        user: number;
        title?: string;
        id?: number;
      };
      if (message.type === "sub") {
        const set = subscribers.get(message.user) ?? new Set();
        set.add(ws);
        subscribers.set(message.user, set);
        ws.send(JSON.stringify({ type: "result", id: "s1", value: decks.get(message.user) ?? [] }));
        return;
      }
      const now = Date.now();
      const list = [
        {
          _id: randomUUID(),
          _creationTime: now,
          ownerId: `user-${message.user}`,
          title: message.title ?? "",
          theme: "default",
          slideCount: 0,
          updatedAt: now,
          version: 1,
        },
        ...(decks.get(message.user) ?? []),
      ];
      decks.set(message.user, list);
      const update = JSON.stringify({ type: "result", id: "s1", value: list });
      for (const subscriber of subscribers.get(message.user) ?? []) subscriber.send(update);
      ws.send(JSON.stringify({ type: "ok", id: message.id }));
    });
  });
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  const clients: WebSocket[] = [];
  const open = async () => {
    const ws = new WebSocket(url);
    clients.push(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
    });
    return ws;
  };
  const writers = new Map<number, { ws: WebSocket; waiting: Map<number, () => void>; next: number }>();
  return {
    async subscribe(user) {
      const ws = await open();
      const subscriber: Subscriber = { onFrame: () => false };
      const first = new Promise<void>((resolve) => ws.once("message", () => resolve()));
      ws.on("message", (data) => {
        const text = data.toString();
        if (!subscriber.onFrame(text)) JSON.parse(text);
      });
      ws.send(JSON.stringify({ type: "sub", user }));
      await first;
      return subscriber;
    },
    async createDeck(user, title) {
      let writer = writers.get(user);
      if (!writer) {
        const ws = await open();
        const created = { ws, waiting: new Map<number, () => void>(), next: 0 };
        ws.on("message", (data) => {
          const { id } = JSON.parse(data.toString()) as { id: number };
          created.waiting.get(id)?.();
          created.waiting.delete(id);
        });
        writers.set(user, created);
        writer = created;
      }
      const id = writer.next++;
      const acked = new Promise<void>((resolve) => writer.waiting.set(id, resolve));
      writer.ws.send(JSON.stringify({ type: "mut", user, title, id }));
      await acked;
    },
    async close() {
      for (const ws of clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
