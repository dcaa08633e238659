import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createRedis } from '../src/lib/redis.js';
import type { SessionCaller } from '@tele/data/repositories/sessions';
import { createSessionCache, type SessionCache } from '../src/lib/session-cache.js';
import { createLiveEvents, type LiveEvents } from '../src/lib/live-events.js';
import { createTestApp, logInAs, seedProvider, type TestApp } from './support/app.js';
import { waitFor } from '@tele/data/testing/wait';

// Two API processes on one database and one Redis, each remembering sessions for a few seconds.
let t: TestApp;
let second: FastifyInstance;
let secondSessions: SessionCache;
let closeSecond: () => Promise<void>;

beforeAll(async () => {
  t = await createTestApp();
  const redis = createRedis(t.deps.config.redisUrl);
  await redis.connect();
  const live = createLiveEvents({ publisher: redis, prefix: t.prefix });
  // The second one remembers for ten minutes, so only the other process's message can make it forget.
  secondSessions = createSessionCache({ live, ttlMs: 600_000 });
  second = await buildApp({ ...t.deps, redis, live, sessions: secondSessions });
  closeSecond = async () => {
    await second.close();
    await secondSessions.close();
    await live.close();
    await redis.quit();
  };
  // Both processes must be listening for each other before the tests rely on it.
  await waitFor('both processes subscribed', () => isCaching(t.deps.sessions) && isCaching(secondSessions));
});
afterAll(async () => {
  await closeSecond?.();
  await t?.close();
});

function isCaching(cache: SessionCache): boolean {
  cache.put('probe', callerOf('probe-user'), cache.mark());
  const isThere = cache.get('probe') !== null;
  cache.drop('probe');
  return isThere;
}

function callerOf(userId: string): SessionCaller {
  const at = new Date('2026-11-21T09:00:00.000Z');
  return {
    session: { id: `s-${userId}`, userId, createdAt: at, lastSeenAt: at, expiresAt: at, revokedAt: null },
    user: {
      id: userId,
      practiceId: 'p',
      name: 'N',
      email: 'n@example.test',
      isProvider: true,
      isClient: false,
      teamRole: 'super_owner',
      timeZone: 'UTC',
      deletedAt: null,
    },
  };
}

const drag = (app: FastifyInstance, id: string, token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/api/users/get-drag',
    payload: { id },
    headers: { authorization: `Bearer ${token}` },
  });

describe('sessions remembered across API processes', () => {
  it('ends a session in every process when it logs out in one', async () => {
    const me = await seedProvider(t.deps.db);
    const token = await logInAs(t, me);
    // Both processes have seen (and remember) the session.
    expect((await drag(t.app, me.id, token)).statusCode).toBe(200);
    expect((await drag(second, me.id, token)).statusCode).toBe(200);

    const out = await t.post('users/logout', { id: me.id }, token);
    expect(out.json()).toEqual({ msg: 'The logout has succeed.' });
    expect((await drag(t.app, me.id, token)).statusCode).toBe(403);
    await waitFor(
      'the logout to reach the other process',
      async () => (await drag(second, me.id, token)).statusCode === 403,
      3_000,
    );
  });

  it('ends the other sessions in every process when the password changes in one', async () => {
    const me = await seedProvider(t.deps.db);
    const kept = await logInAs(t, me);
    const other = await logInAs(t, me);
    expect((await drag(t.app, me.id, other)).statusCode).toBe(200);
    expect((await drag(second, me.id, other)).statusCode).toBe(200);

    const changed = await t.post(
      'users/reset-password',
      {
        flag: 'profile',
        id: me.id,
        password: me.password,
        new_password: 'another long secret',
        confirm_password: 'another long secret',
      },
      kept,
    );
    expect(changed.json()).toEqual({ msg: expect.stringMatching(/password/i) });
    expect((await drag(t.app, me.id, other)).statusCode).toBe(403);
    await waitFor(
      'the change to reach the other process',
      async () => (await drag(second, me.id, other)).statusCode === 403,
      3_000,
    );
    expect((await drag(second, me.id, kept)).statusCode).toBe(200);
  });

  it('applies the idle limit to a remembered session', async () => {
    const me = await seedProvider(t.deps.db);
    const token = await logInAs(t, me);
    expect((await drag(t.app, me.id, token)).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await drag(t.app, me.id, token)).statusCode).toBe(403);
  });
});

describe('the session cache', () => {
  let live: LiveEvents;
  let redis: ReturnType<typeof createRedis>;
  beforeAll(async () => {
    redis = createRedis(t.deps.config.redisUrl);
    await redis.connect();
    live = createLiveEvents({ publisher: redis, prefix: `${t.prefix}:unit` });
  });
  afterAll(async () => {
    await live.close();
    await redis.quit();
  });

  it('forgets an entry after its time, and when the user is forgotten', async () => {
    let ms = 0;
    const cache = createSessionCache({ live, ttlMs: 5_000, monotonicMs: () => ms });
    await waitFor('the cache to subscribe', () => isCaching(cache));
    cache.put('a', callerOf('u1'), cache.mark());
    cache.put('b', callerOf('u2'), cache.mark());
    ms = 4_999;
    expect(cache.get('a')?.user.id).toBe('u1');
    await cache.forgetUsers(['u2']);
    expect(cache.get('b')).toBeNull();
    ms = 5_000;
    expect(cache.get('a')).toBeNull();
    await cache.close();
  });

  it('does not keep a read that a forget overtook', async () => {
    const cache = createSessionCache({ live });
    await waitFor('the cache to subscribe', () => isCaching(cache));
    const mark = cache.mark();
    await cache.forgetUsers(['u3']);
    cache.put('c', callerOf('u3'), mark);
    expect(cache.get('c')).toBeNull();
    await cache.close();
  });

  it('remembers nothing while it cannot hear the other processes', async () => {
    const deaf: LiveEvents = {
      publish: async () => undefined,
      subscribe: () => Promise.reject(new Error('Redis is away')),
      close: async () => undefined,
    };
    const cache = createSessionCache({ live: deaf });
    await new Promise((resolve) => setTimeout(resolve, 20));
    cache.put('d', callerOf('u4'), cache.mark());
    expect(cache.get('d')).toBeNull();
    await cache.close();
  });
});
