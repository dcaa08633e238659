import { Redis } from 'ioredis';

/**
 * A Redis client that fails fast instead of queueing commands while the server is away, so a request never
 * hangs on Redis: callers either degrade (rate limits) or answer 503.
 */
export function createRedis(redisUrl: string): Redis {
  return new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}
