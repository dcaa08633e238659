import { createOutboxDispatcher } from '@tele/data/enqueue';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { closeDb, openDb } from '@tele/data/db';
import { createRedis } from './lib/redis.js';
import { createSessionCache } from './lib/session-cache.js';
import { createLiveEvents } from './lib/live-events.js';
import { createFileStore } from '@tele/data/storage';

/** The API process: validate the environment, connect, listen, and shut down cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
    // Room names are derived from it: a guessable (machine-derived) secret would make rooms guessable.
    if (config.nodeEnv === 'production' && !process.env.ROOM_SECRET)
      throw new ConfigError(['ROOM_SECRET is required in production (32+ random characters)']);
    // Health records are uploaded there: a production process must be told where, never guess.
    if (config.nodeEnv === 'production' && config.storage.driver === 'local' && !process.env.UPLOADS_DIR)
      throw new ConfigError([
        'UPLOADS_DIR is required in production (a private folder for uploaded files), or STORAGE_DRIVER=s3',
      ]);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const db = openDb(config.databaseUrl);
  const redis = createRedis(config.redisUrl);
  redis.on('error', () => undefined); // reconnects on its own; requests see 503 meanwhile
  await redis.connect().catch((error: Error) => console.warn(`Redis not reachable yet: ${error.message}`));
  const outbox = createOutboxDispatcher({
    redisUrl: config.redisUrl,
    prefix: `${config.redisPrefix}:bull`,
    onError: (error) => app.log.warn({ err: error }, 'enqueue failed; the relay sweep will retry'),
  });
  const live = createLiveEvents({ publisher: redis, prefix: config.redisPrefix });
  const sessions = createSessionCache({ live });
  const files = await createFileStore(config.storage);
  const app = await buildApp({ config, db, redis, outbox, live, sessions, files, clock: () => new Date() });

  let isClosing = false;
  const close = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await Promise.allSettled([
      outbox.close(),
      sessions.close(),
      live.close(),
      redis.quit(),
      files.close(),
      closeDb(db),
    ]);
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await app.listen({ port: config.apiPort, host: config.apiHost });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
