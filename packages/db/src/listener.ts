import pg from "pg";

interface Channel {
  onPayload: (payload: string) => void;
  onResync?: () => void;
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 16_000;

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

  async listen(channel: string, onPayload: (payload: string) => void, onResync?: () => void): Promise<void> {
    this.channels.set(channel, { onPayload, onResync });
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
    const client = new pg.Client({ connectionString: this.url });
    client.on("error", () => this.dropped(client));
    client.on("end", () => this.dropped(client));
    client.on("notification", (message) => {
      const channel = this.channels.get(message.channel);
      if (channel && message.payload) channel.onPayload(message.payload);
    });
    await client.connect();
    this.client = client;
    return client;
  }

  private dropped(client: pg.Client) {
    if (this.client !== client) return;
    this.client = undefined;
    void client.end().catch(() => {});
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.closed) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** this.attempt++);
    this.timer = setTimeout(() => void this.reconnect(), delay);
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
      this.client = undefined;
      this.scheduleReconnect();
    }
  }
}
