import type { Redis } from 'ioredis';

export type LiveListener = (payload: unknown) => void;

/**
 * Live events by topic, fanned out to every subscriber in every API process through Redis pub/sub: an
 * appointment's id (the allow handshake) or `sessions` (session-cache.ts). One subscriber connection per
 * process, one channel per topic; local listeners are kept in a map and removed when they unsubscribe.
 */
export interface LiveEvents {
  publish(topic: string, payload: unknown): Promise<void>;
  subscribe(topic: string, listener: LiveListener): Promise<() => void>;
  close(): Promise<void>;
}

export function createLiveEvents(options: { publisher: Redis; prefix: string }): LiveEvents {
  const listeners = new Map<string, Set<LiveListener>>();
  const channelOf = (topic: string) => `${options.prefix}:live:${topic}`;
  let subscriber: Redis | null = null;

  const connect = async (): Promise<Redis> => {
    if (subscriber) return subscriber;
    subscriber = options.publisher.duplicate({
      lazyConnect: true,
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
    });
    subscriber.on('error', () => undefined); // reconnects by itself; streams keep their heartbeat meanwhile
    subscriber.on('message', (channel: string, message: string) => {
      const topic = channel.slice(channel.lastIndexOf(':') + 1);
      let payload: unknown;
      try {
        payload = JSON.parse(message);
      } catch {
        return;
      }
      for (const listener of listeners.get(topic) ?? []) listener(payload);
    });
    await subscriber.connect();
    return subscriber;
  };

  return {
    async publish(topic, payload) {
      await options.publisher.publish(channelOf(topic), JSON.stringify(payload));
    },
    async subscribe(topic, listener) {
      const connection = await connect();
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
        await connection.subscribe(channelOf(topic));
      }
      set.add(listener);
      return () => {
        const current = listeners.get(topic);
        if (!current) return;
        current.delete(listener);
        if (current.size === 0) {
          listeners.delete(topic);
          void connection.unsubscribe(channelOf(topic)).catch(() => undefined);
        }
      };
    },
    async close() {
      listeners.clear();
      if (subscriber) await subscriber.quit().catch(() => undefined);
      subscriber = null;
    },
  };
}
