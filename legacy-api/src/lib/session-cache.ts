import type { SessionCaller } from '@tele/data/repositories/sessions';
import type { LiveEvents } from './live-events.js';

/**
 * Who is behind a session token, remembered for a few seconds so that the lookup is not a database round
 * trip on every request (it was half the database work of a calendar read). Correctness does not rest on
 * the time limit: whatever changes a session or a user's fields that sessions carry (logout, a password
 * change or reset, a new time zone, a new role) calls `forgetUsers`, which drops that user's entries here
 * and, through Redis, in every other API process. The time limit only bounds what a lost Redis message
 * could leave behind. Until this process is subscribed, nothing is remembered. See ADR 0017.
 */
export interface SessionCache {
  get(tokenHash: string): SessionCaller | null;
  /** Taken before reading a session from the database; `put` ignores a read that a forget overtook. */
  mark(): number;
  put(tokenHash: string, caller: SessionCaller, mark: number): void;
  /** Drops one token's entry in this process (the session just ended here). */
  drop(tokenHash: string): void;
  /** Drops every remembered session of these users, in this process and in every other one. */
  forgetUsers(userIds: string[]): Promise<void>;
  close(): Promise<void>;
}

export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 50_000;
const RESUBSCRIBE_MS = 5_000;
/** The live-events topic the processes tell each other on. */
export const SESSION_TOPIC = 'sessions';

interface Entry {
  caller: SessionCaller;
  cachedAt: number;
}

function forgetMessage(payload: unknown): string[] {
  const users = (payload as { users?: unknown } | null)?.users;
  return Array.isArray(users) ? users.filter((id): id is string => typeof id === 'string') : [];
}

export function createSessionCache(options: {
  live: LiveEvents;
  ttlMs?: number;
  maxEntries?: number;
  /** Real elapsed time (not the request clock, which tests hold still): the cache is about staleness. */
  monotonicMs?: () => number;
}): SessionCache {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const elapsed = options.monotonicMs ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  let generation = 0;
  let isSubscribed = false;
  let isClosed = false;
  let unsubscribe: (() => void) | null = null;
  let retry: NodeJS.Timeout | null = null;

  const dropUsers = (userIds: string[]) => {
    if (userIds.length === 0) return;
    generation += 1;
    const wanted = new Set(userIds);
    for (const [hash, entry] of entries) if (wanted.has(entry.caller.user.id)) entries.delete(hash);
  };

  const subscribe = () => {
    if (ttlMs <= 0) return;
    options.live
      .subscribe(SESSION_TOPIC, (payload) => dropUsers(forgetMessage(payload)))
      .then(
        (stop) => {
          if (isClosed) return stop();
          unsubscribe = stop;
          isSubscribed = true;
        },
        () => {
          // Redis is not reachable: remember nothing until the subscription holds, then start.
          if (!isClosed) retry = setTimeout(subscribe, RESUBSCRIBE_MS).unref();
        },
      );
  };
  subscribe();

  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return null;
      if (elapsed() - entry.cachedAt >= ttlMs) {
        entries.delete(tokenHash);
        return null;
      }
      return entry.caller;
    },
    mark: () => generation,
    put(tokenHash, caller, mark) {
      if (!isSubscribed || isClosed || mark !== generation) return;
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { caller, cachedAt: elapsed() });
    },
    drop(tokenHash) {
      entries.delete(tokenHash);
    },
    async forgetUsers(userIds) {
      dropUsers(userIds);
      // Another process may keep a stale entry for at most ttlMs if Redis cannot carry the message.
      await options.live.publish(SESSION_TOPIC, { users: userIds }).catch(() => undefined);
    },
    async close() {
      isClosed = true;
      if (retry) clearTimeout(retry);
      unsubscribe?.();
      entries.clear();
    },
  };
}
