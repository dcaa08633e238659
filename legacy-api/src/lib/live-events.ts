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
  /** The first connection's promise, which every caller awaits (two first subscribes share it). */
  let connecting: Promise<Redis> | null = null;

  const open = async (): Promise<Redis> => {
    const connection = options.publisher.duplicate({
      lazyConnect: true,
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
    });
    subscriber = connection;
    connection.on('error', () => undefined); // reconnects by itself; streams keep their heartbeat meanwhile
    connection.on('message', (channel: string, message: string) => {
      const topic = channel.slice(channel.lastIndexOf(':') + 1);
      let payload: unknown;
      try {
        payload = JSON.parse(message);
      } catch {
        return;
      }
      for (const listener of listeners.get(topic) ?? []) listener(payload);
    });
    try {
      await connection.connect();
    } catch (error) {
      // Not reachable now: drop this connection (the next subscribe opens another) rather than leave it retrying.
      connection.disconnect();
      subscriber = null;
      throw error;
    }
    return connection;
  };
  const connect = (): Promise<Redis> => {
    connecting ??= open().catch((error: unknown) => {
      connecting = null;
      throw error;
    });
    return connecting;
  };

  return {
    async publish(topic, payload) {
      await options.publisher.publish(channelOf(topic), JSON.stringify(payload));
    },
    async subscribe(topic, listener) {
      const connection = await connect();
      // While Redis is away the subscriber waits to reconnect (it resubscribes every channel by itself then): a
      // new listener is refused at once, so its stream says so and ends instead of waiting without events.
      if (connection.status !== 'ready') throw new Error('live events: Redis is not connected');
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
        try {
          await connection.subscribe(channelOf(topic));
        } catch (error) {
          // The channel is not subscribed: the next listener of this topic tries again.
          if (listeners.get(topic)?.size === 0) listeners.delete(topic);
          throw error;
        }
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
      connecting = null;
    },
  };
}
