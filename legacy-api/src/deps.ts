import type { Redis } from 'ioredis';
import type { Db } from '@tele/data/db';
import type { ApiConfig } from './config/env.js';
import type { SessionCache } from './lib/session-cache.js';
import type { OutboxDispatcher } from '@tele/data/outbox';
import type { FileStore } from '@tele/data/storage';
import type { LiveEvents } from './lib/live-events.js';

/** Everything a request handler may reach, built once by server.ts (or by a test) and injected. */
export interface AppDeps {
  config: ApiConfig;
  db: Db;
  redis: Redis;
  outbox: OutboxDispatcher;
  /** The allow handshake's live events, fanned out across API processes through Redis. */
  live: LiveEvents;
  /** Who is behind a token, for a few seconds, per process; dropped everywhere when it changes. */
  sessions: SessionCache;
  /** Where uploaded files' bytes are kept: a private folder or an S3-compatible bucket (config.storage). */
  files: FileStore;
  /** "Now" for the request; tests inject a fixed clock. */
  clock: () => Date;
}
