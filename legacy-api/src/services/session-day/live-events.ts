import type { Redis } from 'ioredis';

export type LiveListener = (payload: unknown) => void;

/**
 * Live events of an appointment (the allow handshake), fanned out to every subscriber in every API process
 * through Redis pub/sub. One subscriber connection per process, one channel per appointment; local
 * listeners are kept in a map and removed when their stream closes.
 */
export interface LiveEvents {
  publish(appointmentId: string, payload: unknown): Promise<void>;
  subscribe(appointmentId: string, listener: LiveListener): Promise<() => void>;
  close(): Promise<void>;
}

export function createLiveEvents(options: { publisher: Redis; prefix: string }): LiveEvents {
  const listeners = new Map<string, Set<LiveListener>>();
  const channelOf = (appointmentId: string) => `${options.prefix}:live:${appointmentId}`;
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
      const appointmentId = channel.slice(channel.lastIndexOf(':') + 1);
      let payload: unknown;
      try {
        payload = JSON.parse(message);
      } catch {
        return;
      }
      for (const listener of listeners.get(appointmentId) ?? []) listener(payload);
    });
    await subscriber.connect();
    return subscriber;
  };

  return {
    async publish(appointmentId, payload) {
      await options.publisher.publish(channelOf(appointmentId), JSON.stringify(payload));
    },
    async subscribe(appointmentId, listener) {
      const connection = await connect();
      let set = listeners.get(appointmentId);
      if (!set) {
        set = new Set();
        listeners.set(appointmentId, set);
        await connection.subscribe(channelOf(appointmentId));
      }
      set.add(listener);
      return () => {
        const current = listeners.get(appointmentId);
        if (!current) return;
        current.delete(listener);
        if (current.size === 0) {
          listeners.delete(appointmentId);
          void connection.unsubscribe(channelOf(appointmentId)).catch(() => undefined);
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
