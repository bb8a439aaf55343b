import type { ServerMessage } from "@pds/contracts";
import { toPublicError } from "../lib/app-error.ts";
import type { Logger } from "../lib/logger.ts";
import type { Caller, Executor, Resolved } from "../functions/executor.ts";

export interface Subscriber {
  send(message: ServerMessage): void;
  /**
   * Send a message already serialized as JSON; fan-out encodes a result once for all members, as UTF-8
   * bytes, so no socket re-encodes it.
   */
  sendJson(json: string | Buffer): void;
}

/** `JSON.stringify({ type: "update", id, result })`, reusing the result's serialization. */
function updateJson(id: string, resultJson: string | undefined): string {
  const head = `{"type":"update","id":${JSON.stringify(id)}`;
  return resultJson === undefined ? `${head}}` : `${head},"result":${resultJson}}`;
}

interface Group {
  key: string;
  call: Resolved;
  caller: Caller;
  topics: Set<string>;
  lastJson: string | undefined;
  members: Map<Subscriber, Set<string>>;
  running: boolean;
  dirty: boolean;
}

/** Stable JSON (sorted keys), so equal arguments share one group. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * Live queries. Subscriptions to the same function with the same arguments by the same user share one
 * group: a changed topic re-runs each affected group once and fans the new result out to its members.
 * Groups are per user, so no result ever reaches another user's socket.
 */
export class LiveQueries {
  private readonly groups = new Map<string, Group>();
  private readonly byTopic = new Map<string, Set<Group>>();

  constructor(
    private readonly executor: Executor,
    private readonly log: Logger,
  ) {}

  subscribe(subscriber: Subscriber, id: string, call: Resolved, caller: Caller): void {
    const key = `${caller.user?.id ?? "anon"}\u0000${call.name}\u0000${canonical(call.args)}`;
    let group = this.groups.get(key);
    if (!group) {
      group = {
        key,
        call,
        caller,
        topics: new Set(),
        lastJson: undefined,
        members: new Map(),
        running: false,
        dirty: false,
      };
      this.groups.set(key, group);
    }
    const ids = group.members.get(subscriber) ?? new Set<string>();
    ids.add(id);
    group.members.set(subscriber, ids);
    // A group is kept current by invalidation, so its last result is the answer; a new group runs first.
    if (group.lastJson !== undefined) subscriber.sendJson(updateJson(id, group.lastJson));
    else if (!group.running) void this.run(group);
  }

  unsubscribe(subscriber: Subscriber, id: string): void {
    for (const group of this.groups.values()) {
      const ids = group.members.get(subscriber);
      if (!ids?.delete(id)) continue;
      if (ids.size === 0) group.members.delete(subscriber);
      this.dropIfEmpty(group);
      return;
    }
  }

  dropSubscriber(subscriber: Subscriber): void {
    for (const group of [...this.groups.values()]) {
      if (group.members.delete(subscriber)) this.dropIfEmpty(group);
    }
  }

  /** Topics changed (here or on another instance): re-run every group that read one of them. */
  invalidate(topics: Iterable<string>): void {
    const affected = new Set<Group>();
    for (const topic of topics) for (const group of this.byTopic.get(topic) ?? []) affected.add(group);
    for (const group of affected) void this.run(group);
  }

  /** Re-run every live query (after changes may have been missed). */
  invalidateAll(): void {
    for (const group of this.groups.values()) void this.run(group);
  }

  get size(): { groups: number; subscriptions: number } {
    let subscriptions = 0;
    for (const group of this.groups.values())
      for (const ids of group.members.values()) subscriptions += ids.size;
    return { groups: this.groups.size, subscriptions };
  }

  private dropIfEmpty(group: Group): void {
    if (group.members.size > 0) return;
    this.groups.delete(group.key);
    this.index(group, new Set());
  }

  private index(group: Group, next: Set<string>): void {
    for (const topic of group.topics) {
      if (next.has(topic)) continue;
      const set = this.byTopic.get(topic);
      set?.delete(group);
      if (set?.size === 0) this.byTopic.delete(topic);
    }
    for (const topic of next) {
      let set = this.byTopic.get(topic);
      if (!set) this.byTopic.set(topic, (set = new Set()));
      set.add(group);
    }
    group.topics = next;
  }

  private async run(group: Group): Promise<void> {
    if (group.running) {
      group.dirty = true;
      return;
    }
    group.running = true;
    try {
      do {
        group.dirty = false;
        try {
          const { result, topics } = await this.executor.query(group.call, group.caller);
          if (!this.groups.has(group.key)) return;
          this.index(group, topics);
          const json = JSON.stringify(result);
          if (json === group.lastJson) continue;
          group.lastJson = json;
          this.broadcastUpdate(group, json);
        } catch (error) {
          const { code, message } = toPublicError(error);
          if (code === "INTERNAL") this.log.error("live query failed", { error, fn: group.call.name });
          this.broadcast(group, (id) => ({ type: "error", id, code, message }));
        }
      } while (group.dirty);
    } finally {
      group.running = false;
    }
  }

  private broadcast(group: Group, message: (id: string) => ServerMessage): void {
    for (const [subscriber, ids] of group.members) for (const id of ids) subscriber.send(message(id));
  }

  /** The hot path: one serialization and one encoding per distinct subscription id, not one per socket. */
  private broadcastUpdate(group: Group, resultJson: string): void {
    const frames = new Map<string, Buffer>();
    for (const [subscriber, ids] of group.members) {
      for (const id of ids) {
        let frame = frames.get(id);
        if (frame === undefined) frames.set(id, (frame = Buffer.from(updateJson(id, resultJson))));
        subscriber.sendJson(frame);
      }
    }
  }
}
