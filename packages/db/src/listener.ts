import pg from "pg";

interface Channel {
  onPayload: (payload: string) => void;
  onResync?: () => void;
  onDrop?: (error: Error | undefined) => void;
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;
/** Named so an operator (or a test) can find this connection in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = "pds-listener";

/**
 * Backoff before reconnect attempt `attempt` (0-based): 0.5 s doubling to 10 s, each with ±25 % jitter so
 * app servers that lost PostgreSQL together do not all come back in the same instant.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.min(attempt, 10));
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * One LISTEN connection for the process. A dropped connection (restart, failover, idle kill) is
 * reopened with backoff and every channel is listened to again; callers are told to resync because
 * notifications sent while it was down are lost.
 */
export class Listener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly channels = new Map<string, Channel>();
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(private readonly url: string) {}

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResync?: () => void,
    onDrop?: (error: Error | undefined) => void,
  ): Promise<void> {
    this.channels.set(channel, { onPayload, onResync, onDrop });
    const client = await this.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.client?.end().catch(() => {});
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    // keepAlive: a peer that vanished without closing (failover, cut network) is noticed and reopened.
    const client = new pg.Client({
      connectionString: this.url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    client.on("error", (error) => this.dropped(client, error));
    client.on("end", () => this.dropped(client, undefined));
    client.on("notification", (message) => {
      const channel = this.channels.get(message.channel);
      if (channel && message.payload) channel.onPayload(message.payload);
    });
    await client.connect();
    if (this.closed) {
      // close() ran while this connection was being opened: nobody would end it.
      await client.end().catch(() => {});
      throw new Error("The listener is closed.");
    }
    this.client = client;
    return client;
  }

  private dropped(client: pg.Client, error: Error | undefined) {
    if (this.client !== client) return;
    this.client = undefined;
    void client.end().catch(() => {});
    if (this.closed) return;
    for (const channel of this.channels.values()) channel.onDrop?.(error);
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.closed) return;
    // One pending attempt at a time: a drop during a reconnect must not start a second chain.
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.reconnect(), reconnectDelayMs(this.attempt++));
    this.timer.unref?.();
  }

  private async reconnect() {
    if (this.closed) return;
    try {
      const client = await this.connect();
      for (const channel of this.channels.keys())
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      this.attempt = 0;
      for (const channel of this.channels.values()) channel.onResync?.();
    } catch {
      // Opened but could not LISTEN (dropped again at once): close it, or it would leak unheard.
      const client = this.client;
      this.client = undefined;
      void client?.end().catch(() => {});
      this.scheduleReconnect();
    }
  }
}
