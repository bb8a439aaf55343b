import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "@pds/db";
import type { Logger } from "../lib/logger.ts";

const CHANNEL = "pds_topics";

export interface TopicBus {
  publish(topics: Iterable<string>): void;
  onTopics(listener: (topics: string[]) => void): void;
  /** Called when notifications may have been missed (the LISTEN connection was re-established). */
  onResync(listener: () => void): void;
  start(): Promise<void>;
}

/**
 * Carries "these topics changed" to every live-query hub. In one process that is a direct call;
 * with PostgreSQL it also goes through NOTIFY, so app servers sharing a database hear each other.
 */
export function createTopicBus(handle: DatabaseHandle, log: Logger): TopicBus {
  const instanceId = randomUUID();
  const listeners: Array<(topics: string[]) => void> = [];
  const resyncListeners: Array<() => void> = [];
  const deliver = (topics: string[]) => {
    for (const listener of listeners) listener(topics);
  };
  return {
    publish(iterable) {
      const topics = [...new Set(iterable)];
      if (topics.length === 0) return;
      deliver(topics);
      handle.notify?.(CHANNEL, JSON.stringify({ from: instanceId, topics })).catch((error: unknown) => {
        log.error("topic notify failed", { error, topics });
      });
    },
    onTopics(listener) {
      listeners.push(listener);
    },
    onResync(listener) {
      resyncListeners.push(listener);
    },
    async start() {
      await handle.listen?.(
        CHANNEL,
        (payload) => {
          try {
            const message = JSON.parse(payload) as { from: string; topics: string[] };
            if (message.from !== instanceId && Array.isArray(message.topics)) deliver(message.topics);
          } catch (error) {
            log.warn("ignored malformed topic notification", { error });
          }
        },
        () => {
          log.warn("topic listener reconnected; re-running live queries");
          for (const listener of resyncListeners) listener();
        },
        // Until it is back, other instances' changes reach this one's subscribers only at the resync.
        (error) => log.warn("topic listener connection dropped; reconnecting", { error }),
      );
    },
  };
}
